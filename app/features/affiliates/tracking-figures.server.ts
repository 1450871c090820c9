import { and, gte, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { affiliateDaily } from '~/db/schema/affiliates';

/*
 * A code's tracking as the dashboard shows it (issue 39), from the daily roll-up: a few rows,
 * whatever the number of events behind them.
 */
export async function trackingFigures(code: string, days = 90) {
  const since = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const rows = await getDb()
    .select({
      day: affiliateDaily.day,
      visits: affiliateDaily.visits,
      pageViews: affiliateDaily.pageViews,
      engaged: affiliateDaily.engaged,
      conversions: affiliateDaily.conversions,
    })
    .from(affiliateDaily)
    .where(and(sql`${affiliateDaily.code} = lower(${code})`, gte(affiliateDaily.day, since)))
    .orderBy(affiliateDaily.day);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
  return {
    days: rows,
    visits: sum((row) => row.visits),
    pageViews: sum((row) => row.pageViews),
    engaged: sum((row) => row.engaged),
  };
}
