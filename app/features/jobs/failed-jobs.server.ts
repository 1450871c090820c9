import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import { isUuid } from '~/utils/ids';
import { requireRuntime, wakeWorker } from './job-runtime.server';

/*
 * Failed jobs run again, at an admin's word (direct fixes, decision 0112). A job that failed on
 * every attempt stays failed: an email while the mail server was down, a payout export while a
 * setting was wrong. Once the cause is mended, it runs again with the same data and one more
 * attempt, through pg-boss's own retry, which moves only jobs still failed (two admins pressing
 * at once run it once). Handlers are idempotent already (jobs.server.ts), so a second run of a
 * job that half-worked finishes what it began. Admins only, checked here as on the route.
 */

/** The most jobs one press runs again. */
export const RETRY_BATCH = 200;

/** Runs the given failed jobs again ('all': every failed job, up to a batch); answers the ones that were. */
export async function retryFailedJobs({
  actor,
  jobIds,
}: {
  actor: Actor;
  jobIds: readonly string[] | 'all';
}): Promise<{ name: string; id: string }[]> {
  requireAdmin(actor, 'only admins run failed jobs again');
  const wanted = jobIds === 'all' ? 'all' : jobIds.filter(isUuid);
  if (wanted !== 'all' && wanted.length === 0) return [];
  const runtime = requireRuntime();
  const which = wanted === 'all' ? sql`` : sql`and id = any(${`{${wanted.join(',')}}`}::uuid[])`;
  const { rows } = (await getDb().execute(
    sql`select id::text as "id", name from pgboss.job where state = 'failed' ${which}
      order by completed_on desc nulls last limit ${RETRY_BATCH}`,
  )) as unknown as SqlRows<{ id: string; name: string }>;
  const retried: { name: string; id: string }[] = [];
  for (const row of rows) {
    // pg-boss answers how many it moved from failed to retry: none when another admin was first.
    const answer = (await runtime.boss.retry(row.name, row.id)) as unknown as { affected?: number } | undefined;
    if (answer?.affected === 0) continue;
    retried.push(row);
  }
  for (const name of new Set(retried.map((row) => row.name))) wakeWorker(runtime, name);
  return retried;
}
