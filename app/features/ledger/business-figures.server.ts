import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { ledgerEntries } from '~/db/schema/ledger';
import { orders } from '~/db/schema/orders';
import { type Actor, requireAdmin } from '~/utils/actor';

/*
 * A year of the ledger for the business valuation screen (decision 0113): what buyers paid less
 * refunds, without the tax and shipping passed through; what the business keeps (the platform's
 * account); what went to relief; and what went to the people it sells for or who brought the
 * buyer (instructors, vendors, affiliates). Over the 365 days to `now` and the 365 before, and
 * month by month (UTC, by the month the order was paid, as the parties' dashboards count).
 * Read from the ledger's entries, so it agrees with payouts and dashboards to the cent.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type LedgerYear = {
  salesCents: number;
  keptCents: number;
  reliefCents: number;
  partnersCents: number;
  previousSalesCents: number;
  previousKeptCents: number;
  /** The twelve months to `now`'s, oldest first, as YYYY-MM, each with its sales and what was kept. */
  months: { month: string; salesCents: number; keptCents: number }[];
};

/** The twelve UTC months ending with `now`'s, oldest first (YYYY-MM). */
export function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
    return month.toISOString().slice(0, 7);
  });
}

export async function ledgerYear({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<LedgerYear> {
  requireAdmin(actor, 'only admins read the business figures');
  const since = new Date(now.getTime() - 365 * DAY_MS);
  const previousSince = new Date(now.getTime() - 2 * 365 * DAY_MS);
  const months = lastTwelveMonths(now);
  // One pass over the two years' entries, summed by UTC month of payment and by year (the years
  // are 365 days to `now`, so a month may hold days of both); the year's figures and the months
  // are added up from its rows.
  const { rows } = (await getDb().execute(sql`
    select to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM') as month,
      ${orders.paidAt} >= ${since.toISOString()}::timestamptz as "isCurrent",
      coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} not in ('tax', 'shipping')), 0)::bigint as "salesCents",
      coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'platform'), 0)::bigint as "keptCents",
      coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'relief'), 0)::bigint as "reliefCents",
      coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} in ('instructor', 'vendor', 'affiliate')), 0)::bigint as "partnersCents"
    from ${ledgerEntries} join ${orders} on ${orders.id} = ${ledgerEntries.orderId}
    where ${orders.paidAt} >= ${previousSince.toISOString()}::timestamptz and ${orders.paidAt} < ${now.toISOString()}::timestamptz
    group by 1, 2`)) as unknown as SqlRows<{
    month: string;
    isCurrent: boolean;
    salesCents: string | number;
    keptCents: string | number;
    reliefCents: string | number;
    partnersCents: string | number;
  }>;
  const sum = (of: typeof rows, figure: 'salesCents' | 'keptCents' | 'reliefCents' | 'partnersCents') =>
    of.reduce((total, row) => total + Number(row[figure]), 0);
  const current = rows.filter((row) => row.isCurrent);
  const previous = rows.filter((row) => !row.isCurrent);
  return {
    salesCents: sum(current, 'salesCents'),
    keptCents: sum(current, 'keptCents'),
    reliefCents: sum(current, 'reliefCents'),
    partnersCents: sum(current, 'partnersCents'),
    previousSalesCents: sum(previous, 'salesCents'),
    previousKeptCents: sum(previous, 'keptCents'),
    months: months.map((month) => {
      const inMonth = rows.filter((row) => row.month === month);
      return { month, salesCents: sum(inMonth, 'salesCents'), keptCents: sum(inMonth, 'keptCents') };
    }),
  };
}
