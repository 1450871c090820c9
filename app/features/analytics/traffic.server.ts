import { sql } from 'drizzle-orm';
import { readSetting } from '~/db/app-meta.server';
import { getDb, type SqlRows } from '~/db/client.server';
import { pageViewDays } from '~/db/schema/analytics';
import { type Actor, requireAdmin } from '~/utils/actor';
import { utcDay } from './period';
import { PAGE_VIEWS_CURSOR } from './roll-up.server';

/*
 * The site's traffic over a period, for admins (the analytics screen, decision 0109), from the
 * page views' daily roll-up: the views of the period and of the one before it, day by day, and the
 * most viewed pages, the sites that sent people and their languages. Views, not visitors: the
 * site sets no tracking cookie, so a person who opens five pages counts five times. The site's own
 * host as a source (a page reloaded after a visit here) counts as no source.
 */

const TOP = 10;

export type TrafficRow = { value: string; views: number };

export type Traffic = {
  views: number;
  previousViews: number;
  byDay: { day: string; views: number }[];
  pages: TrafficRow[];
  sources: TrafficRow[];
  languages: TrafficRow[];
  /** Until when the roll-up has counted views (null before its first run). */
  countedUntil: Date | null;
};

export async function readTraffic({
  actor,
  since,
  previousSince,
  siteHost,
}: {
  actor: Actor;
  since: Date;
  previousSince: Date;
  /** The site's own host as a source (`sourceOfUrl(SITE_URL)`). */
  siteHost: string;
}): Promise<Traffic> {
  requireAdmin(actor);
  const top = (dimension: 'path' | 'source' | 'lang', value = sql`value`) => sql`(
    select coalesce(json_agg(json_build_object('value', value, 'views', views) order by views desc, value), '[]'::json)
    from (select ${value} as value, sum(views)::int as views from period where dimension = ${dimension}
      group by 1 order by 2 desc, 1 limit ${TOP}) ranked)`;
  const db = getDb();
  const [result, countedUntil] = await Promise.all([
    db.execute(sql`
      with period as (
        select day, dimension, value, views from ${pageViewDays} where day >= ${utcDay(since)}::date
      )
      select
        (select coalesce(sum(views), 0)::int from period where dimension = 'lang') as views,
        (select coalesce(sum(views), 0)::int from ${pageViewDays}
          where dimension = 'lang' and day >= ${utcDay(previousSince)}::date and day < ${utcDay(since)}::date) as "previousViews",
        (select coalesce(json_agg(json_build_object('day', day, 'views', views) order by day), '[]'::json)
          from (select day::text as day, sum(views)::int as views from period where dimension = 'lang' group by day) days) as "byDay",
        ${top('path')} as pages,
        ${top('source', sql`case when value = ${siteHost} then '' else value end`)} as sources,
        ${top('lang')} as languages`),
    readSetting(db, PAGE_VIEWS_CURSOR),
  ]);
  const row = (result as unknown as SqlRows).rows[0] ?? {};
  return {
    views: Number(row.views ?? 0),
    previousViews: Number(row.previousViews ?? 0),
    byDay: (row.byDay ?? []) as Traffic['byDay'],
    pages: (row.pages ?? []) as TrafficRow[],
    sources: (row.sources ?? []) as TrafficRow[],
    languages: (row.languages ?? []) as TrafficRow[],
    countedUntil: typeof countedUntil === 'string' ? new Date(countedUntil) : null,
  };
}
