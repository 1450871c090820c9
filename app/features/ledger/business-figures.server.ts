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
  const db = getDb();
  const entries = sql`
    select ${ledgerEntries.account}::text as account, ${ledgerEntries.amountCents} as cents, ${orders.paidAt} as paid_at
    from ${ledgerEntries} join ${orders} on ${orders.id} = ${ledgerEntries.orderId}
    where ${orders.paidAt} >= ${previousSince.toISOString()}::timestamptz and ${orders.paidAt} < ${now.toISOString()}::timestamptz`;
  const [{ rows: totals }, { rows: byMonth }] = (await Promise.all([
    db.execute(sql`
      with e as (${entries}), t as (select *, paid_at >= ${since.toISOString()}::timestamptz as current from e)
      select
        coalesce(sum(cents) filter (where current and account not in ('tax', 'shipping')), 0)::bigint as "salesCents",
        coalesce(sum(cents) filter (where current and account = 'platform'), 0)::bigint as "keptCents",
        coalesce(sum(cents) filter (where current and account = 'relief'), 0)::bigint as "reliefCents",
        coalesce(sum(cents) filter (where current and account in ('instructor', 'vendor', 'affiliate')), 0)::bigint as "partnersCents",
        coalesce(sum(cents) filter (where not current and account not in ('tax', 'shipping')), 0)::bigint as "previousSalesCents",
        coalesce(sum(cents) filter (where not current and account = 'platform'), 0)::bigint as "previousKeptCents"
      from t`),
    db.execute(sql`
      with e as (${entries})
      select to_char(paid_at at time zone 'UTC', 'YYYY-MM') as month,
        coalesce(sum(cents) filter (where account not in ('tax', 'shipping')), 0)::bigint as "salesCents",
        coalesce(sum(cents) filter (where account = 'platform'), 0)::bigint as "keptCents"
      from e where paid_at >= ${`${months[0]}-01T00:00:00Z`}::timestamptz
      group by 1`),
  ])) as unknown as [SqlRows, SqlRows];
  const total = totals[0] ?? {};
  const found = new Map(byMonth.map((row) => [String(row.month), row]));
  return {
    salesCents: Number(total.salesCents ?? 0),
    keptCents: Number(total.keptCents ?? 0),
    reliefCents: Number(total.reliefCents ?? 0),
    partnersCents: Number(total.partnersCents ?? 0),
    previousSalesCents: Number(total.previousSalesCents ?? 0),
    previousKeptCents: Number(total.previousKeptCents ?? 0),
    months: months.map((month) => ({
      month,
      salesCents: Number(found.get(month)?.salesCents ?? 0),
      keptCents: Number(found.get(month)?.keptCents ?? 0),
    })),
  };
}
