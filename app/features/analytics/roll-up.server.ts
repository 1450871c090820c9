import { sql } from 'drizzle-orm';
import { readSetting, writeSetting } from '~/db/app-meta.server';
import { getDb, type SqlRows } from '~/db/client.server';
import { pageViewDays, pageViews } from '~/db/schema/analytics';

/*
 * Rolls the page views up into UTC days (decision 0109): each view adds one to its day's path, its
 * source (the referring site's host without `www.`, '' when the browser sent none) and its
 * language, so the analytics screen reads a few hundred rows for a year, never every view. Runs as
 * the platform from a scheduled job. How far it has read (a `created_at`, to the microsecond) is
 * kept in app meta and moved in the same transaction as the counts, so a run that fails counts
 * nothing and the next starts from the same place; an advisory lock keeps two runs from counting
 * the same views. It reads only views older than a few seconds (a view still committing has its
 * time already and is not passed over), and at most MAX_VIEWS a run, so a long backlog is taken in
 * steps.
 */

/** Where app meta keeps how far the roll-up has read; the traffic read shows it as the figures' freshness. */
export const PAGE_VIEWS_CURSOR = 'analytics.page-views-rolled-through';
const LOCK_KEY = 7_301_109;
const SETTLE_SECONDS = 5;
const MAX_VIEWS = 100_000;

/**
 * The referring site's host, lower-case and without `www.`; '' for none or what is not a web
 * address. `sourceOfUrl` is the same rule for an address this server knows (its own SITE_URL).
 */
const sourceOf = sql`regexp_replace(lower(coalesce(substring(${pageViews.referrer} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)'), '')), '^www\\.', '')`;

export function sourceOfUrl(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/** `settleSeconds`: how old a view must be to count (tests count one that has just arrived). */
export async function rollUpPageViews({ settleSeconds = SETTLE_SECONDS } = {}): Promise<{ views: number }> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const stored = await readSetting(tx, PAGE_VIEWS_CURSOR);
    const from = typeof stored === 'string' ? stored : '-infinity';
    const { rows } = (await tx.execute(sql`
      select least(
        now() - make_interval(secs => ${settleSeconds}),
        coalesce((select ${pageViews.createdAt} from ${pageViews} where ${pageViews.createdAt} > ${from}::timestamptz
          order by ${pageViews.createdAt} offset ${MAX_VIEWS - 1} limit 1), 'infinity')
      )::text as "to"`)) as unknown as SqlRows;
    const to = String(rows[0]?.to);
    const counted = (await tx.execute(sql`
      with batch as (
        select (${pageViews.createdAt} at time zone 'UTC')::date as day, ${pageViews.path} as path, ${sourceOf} as source, ${pageViews.lang} as lang
        from ${pageViews} where ${pageViews.createdAt} > ${from}::timestamptz and ${pageViews.createdAt} <= ${to}::timestamptz
      ), added as (
        insert into ${pageViewDays} (day, dimension, value, views)
        select day, 'path', path, count(*) from batch group by day, path
        union all select day, 'source', source, count(*) from batch group by day, source
        union all select day, 'lang', lang, count(*) from batch group by day, lang
        on conflict (day, dimension, value) do update set views = ${pageViewDays.views} + excluded.views
      )
      select count(*)::int as views from batch`)) as unknown as SqlRows;
    await writeSetting(tx, PAGE_VIEWS_CURSOR, to);
    return { views: Number(counted.rows[0]?.views ?? 0) };
  });
}
