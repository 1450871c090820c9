import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { JOB_STATES, type JobState } from './job-report';

/*
 * What the background jobs have been doing, for the administration's system console: read from
 * pg-boss's own table (`pgboss.job`, the live jobs; finished ones move to the archive after a
 * while, so this is recent work). Read only.
 */

/** Jobs created since a moment by state, how many are due and not yet taken, and the last failures with their message. */
export async function reportJobs({ since, failures = 10 }: { since: Date; failures?: number }) {
  const db = getDb();
  const from = since.toISOString();
  // pg-boss makes its tables when the jobs first start; a database they never started on has none.
  const { rows: installed } = (await db.execute(
    sql`select to_regclass('pgboss.job') is not null as "found"`,
  )) as unknown as SqlRows<{
    found: boolean;
  }>;
  if (!installed[0]?.found) {
    const byState = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
    return { isInstalled: false, byState, due: 0, failures: [] };
  }
  const [counted, due, failed] = (await Promise.all([
    db.execute(sql`select state::text as "state", count(*)::int as "count" from pgboss.job
      where created_on >= ${from}::timestamptz group by state`),
    db.execute(sql`select count(*)::int as "count" from pgboss.job
      where state in ('created', 'retry') and start_after <= now()`),
    db.execute(sql`select id::text as "id", name, completed_on as "failedAt", retry_count as "attempts",
        coalesce(output->>'message', output::text) as "message"
      from pgboss.job where state = 'failed' order by completed_on desc nulls last limit ${failures}`),
  ])) as unknown as [
    SqlRows<{ state: JobState; count: number }>,
    SqlRows<{ count: number }>,
    SqlRows<{ id: string; name: string; failedAt: string | Date | null; attempts: number; message: string | null }>,
  ];
  const byState = Object.fromEntries(
    JOB_STATES.map((state) => [state, counted.rows.find((row) => row.state === state)?.count ?? 0]),
  ) as Record<JobState, number>;
  return {
    isInstalled: true,
    byState,
    due: due.rows[0]?.count ?? 0,
    failures: failed.rows.map((row) => ({
      ...row,
      failedAt: row.failedAt ? new Date(row.failedAt).toISOString() : null,
      message: (row.message ?? '').slice(0, 300),
    })),
  };
}
