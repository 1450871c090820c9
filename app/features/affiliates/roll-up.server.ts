import { sql } from 'drizzle-orm';
import { readSetting, writeSetting } from '~/db/app-meta.server';
import { getDb, type SqlRows } from '~/db/client.server';
import { affiliateDaily, affiliateEvents } from '~/db/schema/affiliates';

/*
 * Rolls the tracking events up into each code's days (issue 39): the dashboard reads a few rows
 * per affiliate, never 100,000 events a request. Runs as the platform, from a scheduled job; how
 * far it has read is kept in app meta with the counts, in one transaction, so a run that fails
 * counts nothing and the next one starts from the same place. It reads only events that arrived
 * more than a few seconds ago: an insert still committing then has its id already, and is not
 * passed over.
 *
 * A visit is a session's first page view with that code (an earlier event of the session in an
 * earlier run does not count again); an engaged page is an `engagement` event; a conversion is a
 * `conversion` event (the money is the ledger's, from paid orders, not from what browsers say).
 */

const CURSOR_KEY = 'affiliates.rolled-through';
const SETTLE_SECONDS = 5;
const MAX_EVENTS = 100_000;

export async function rollUpTracking(): Promise<{ events: number }> {
  return getDb().transaction(async (tx) => {
    const from = Number((await readSetting(tx, CURSOR_KEY)) ?? 0);
    const { rows } = (await tx.execute(sql`
      select coalesce(max(id), ${from})::bigint as "to" from (
        select id from ${affiliateEvents}
        where id > ${from} and received_at < now() - make_interval(secs => ${SETTLE_SECONDS})
        order by id limit ${MAX_EVENTS}) as next`)) as unknown as SqlRows;
    const to = Number(rows[0]?.to ?? from);
    if (to <= from) return { events: 0 };
    await tx.execute(sql`
      with batch as (
        select lower(b.code) as code, (b.received_at at time zone 'UTC')::date as day, b.type, b.session_id,
          (b.type = 'page_view' and not exists (
            select 1 from ${affiliateEvents} e where e.session_id = b.session_id and lower(e.code) = lower(b.code) and e.id <= ${from}
          )) as may_visit
        from ${affiliateEvents} b where b.id > ${from} and b.id <= ${to}
      )
      insert into ${affiliateDaily} (code, day, visits, page_views, engaged, conversions)
      select code, day,
        count(distinct session_id) filter (where may_visit),
        count(*) filter (where type = 'page_view'),
        count(*) filter (where type = 'engagement'),
        count(*) filter (where type = 'conversion')
      from batch group by code, day
      on conflict (code, day) do update set
        visits = ${affiliateDaily.visits} + excluded.visits,
        page_views = ${affiliateDaily.pageViews} + excluded.page_views,
        engaged = ${affiliateDaily.engaged} + excluded.engaged,
        conversions = ${affiliateDaily.conversions} + excluded.conversions`);
    await writeSetting(tx, CURSOR_KEY, to);
    return { events: to - from };
  });
}
