import { sql } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { outboxEvents } from '~/db/schema/jobs';

/**
 * Events and jobs can carry a person's id or address (the signup notification carries name,
 * address and phone). Deleting the account redacts them: an event not yet handled is marked
 * handled, and a job not yet run is cancelled, so nobody writes to a person who has left. A job
 * running at that moment is left to finish. Nothing here is exported: it is the platform's
 * plumbing, and what it did is in the other domains' sections.
 */
export const jobsPersonalData: PersonalData = {
  domain: 'jobs',
  tables: {},
  async export() {
    return {};
  },
  async erase(tx, person) {
    const mentions = (column: ReturnType<typeof sql>) =>
      sql`(position(${person.id} in ${column}::text) > 0 or position(${person.email} in ${column}::text) > 0)`;
    await tx
      .update(outboxEvents)
      .set({
        payload: sql`jsonb_build_object('redacted', true)`,
        processedAt: sql`coalesce(${outboxEvents.processedAt}, now())`,
      })
      .where(mentions(sql`${outboxEvents.payload}`));
    // pg-boss's tables exist once the job runner has started on this database.
    for (const table of ['pgboss.job', 'pgboss.archive']) {
      // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }.
      const { rows } = (await tx.execute(sql`select to_regclass(${table}) is not null as "found"`)) as unknown as {
        rows: Array<{ found: boolean }>;
      };
      if (!rows[0]?.found) continue;
      await tx.execute(sql`
        update ${sql.raw(table)}
        set data = jsonb_build_object('redacted', true),
            state = case when state < 'active' then 'cancelled' else state end,
            completed_on = case when state < 'active' then now() else completed_on end
        where state <> 'active' and ${mentions(sql.raw('data'))}`);
    }
  },
};
