// The database bench:marketplace measures (bench/marketplace-dashboards.mjs runs this first, with
// DATABASE_URL or DATA_DIR naming the fresh database): the site's own start-up work (migrations,
// demo content), then, for the demo vendor, BENCH_LINES paid orders of one line each (10,000 by
// default) of their 250 products, spread over the last year, each with its parcel (shipped, the
// last few days' still waiting) and the ledger entries the ledger's job writes for it (relief,
// the vendor's share, the platform's commission, and an affiliate's commission out of the
// platform's part on one order in five, brought by the demo affiliate); one order in 50 refunded
// in full and one in 25 in half, with their refunds and negative entries in proportion; three
// paid payout runs. Every order's entries sum to what was paid less what was refunded, as
// tests/integration/ledger.test.ts asks of the real ones. Written with set-based SQL, which is
// what the job writes, only faster than 10,000 jobs. Then BENCH_CLICKS tracking events of the
// demo affiliate's code (100,000 by default) over the last 90 days, rolled up by the real
// `rollUpTracking`; then the vendor's badges worked out by the nightly run's own
// `recomputeVendorBadges`. Prints one line, `BENCH_MARKET {json}`.
import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '../app/db/client.server';
import { rollUpTracking } from '../app/features/affiliates/roll-up.server';
import { recomputeVendorBadges } from '../app/features/vendors/badges.server';
import { getEnv } from '../app/utils/env.server';
import { getLogger } from '../app/utils/logger.server';
import { bootstrapDatabase } from '../server/bootstrap';

const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 100_000);
const PRODUCTS = 250;

async function idOf(email: string): Promise<string> {
  const { rows } = (await getDb().execute(sql`select id from users where email = ${email}`)) as unknown as SqlRows;
  const id = rows[0]?.id;
  if (typeof id !== 'string') throw new Error(`no ${email}: is SITE_URL a local address?`);
  return id;
}

async function loadOrders(vendor: string, affiliate: string, buyer: string) {
  const db = getDb();
  const env = getEnv();
  await db.execute(sql`
    insert into products (handle, name, summary, price_cents, category, status, vendor_id, stock_quantity, updated_at)
    select 'bench-vendor-product-' || n, 'Bench vendor product ' || n, 'A product of the bench vendor.',
      500 + (n * 137) % 4500, 'tools', 'active', ${vendor}, 100, now() - make_interval(mins => n)
    from generate_series(1, ${PRODUCTS}) as n`);
  // The orders: order n of LINES was paid (LINES - n) / LINES of a year ago.
  await db.execute(sql`
    create temporary table bench_orders as
    select n, gen_random_uuid() as id, gen_random_uuid() as fulfilment_id, p.id as product_id, p.name, p.handle,
      p.price_cents as unit, 1 + n % 3 as quantity, p.price_cents * (1 + n % 3) as subtotal,
      round(p.price_cents * (1 + n % 3) * 0.10)::int as relief,
      now() - make_interval(secs => (${LINES} - n) * 365.0 * 86400 / ${LINES} + 60) as paid_at,
      n % 5 = 0 as attributed,
      case when n % 50 = 0 then 'full' when n % 25 = 0 then 'half' else null end as refund
    from generate_series(1, ${LINES}) as n
    join (select id, name, handle, price_cents, row_number() over (order by handle) - 1 as at from products where vendor_id = ${vendor}) p
      on p.at = n % ${PRODUCTS}`);
  await db.execute(sql`
    insert into orders (id, user_id, email, idempotency_key, status, subtotal_cents, shipping_cents, tax_cents, total_cents,
      relief_cents, refunded_cents, shipping_method, shipping_address, provider, payment_expires_at, affiliate_id,
      created_at, updated_at, paid_at, shipped_at)
    select id, ${buyer}, 'demo.user@verde-living.example', 'bench-market-' || n,
      (case when refund = 'full' then 'refunded' when paid_at < now() - interval '3 days' then 'shipped' else 'paid' end)::order_status,
      subtotal, 0, 0, subtotal, relief,
      case when refund = 'full' then subtotal when refund = 'half' then subtotal / 2 else 0 end,
      'standard',
      jsonb_build_object('name', 'Buyer ' || n, 'line1', n || ' Garden Lane', 'line2', '', 'city', 'Portland', 'region', 'OR', 'postalCode', '97201', 'country', 'US'),
      'test', paid_at + interval '30 minutes', case when attributed then ${affiliate} end,
      paid_at - interval '1 minute', paid_at, paid_at,
      case when paid_at < now() - interval '3 days' and refund is distinct from 'full' then paid_at + interval '1 day' end
    from bench_orders`);
  await db.execute(sql`
    insert into fulfilments (id, order_id, seller_id, status, carrier, tracking_number, shipped_at, shipped_by, created_at)
    select fulfilment_id, id, ${vendor},
      (case when paid_at < now() - interval '3 days' then 'shipped' else 'awaiting' end)::fulfilment_status,
      case when paid_at < now() - interval '3 days' then 'UPS' end,
      case when paid_at < now() - interval '3 days' then '1Z' || lpad(n::text, 12, '0') end,
      case when paid_at < now() - interval '3 days' then paid_at + interval '1 day' end,
      case when paid_at < now() - interval '3 days' then ${vendor} end,
      paid_at
    from bench_orders`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, handle, unit_price_cents, quantity, is_relief_product, reserved_quantity, fulfilment_id)
    select id, product_id, name, handle, unit, quantity, false, 0, fulfilment_id from bench_orders`);
  // The paid split, as allocation.ts makes it: relief as promised; the vendor all of the
  // proceeds but the commission; an affiliate's rate out of the platform's part.
  await db.execute(sql`
    create temporary table bench_paid as
    select o.id as order_id, o.paid_at, o.refund, o.subtotal, o.relief, a.account, a.party_id, a.cents
    from bench_orders o,
    lateral (select o.subtotal - o.relief as proceeds) p,
    lateral (select p.proceeds - round(p.proceeds * ${env.VENDOR_COMMISSION_PERCENT} / 100.0)::int as vendor,
      case when o.attributed then round(p.proceeds * ${env.AFFILIATE_COMMISSION_PERCENT} / 100.0)::int else 0 end as affiliate) s,
    lateral (values
      ('relief'::ledger_account, '', o.relief),
      ('vendor'::ledger_account, ${vendor}, s.vendor),
      ('affiliate'::ledger_account, ${affiliate}, s.affiliate),
      ('platform'::ledger_account, '', p.proceeds - s.vendor - s.affiliate)) as a(account, party_id, cents)
    where a.cents > 0`);
  await db.execute(sql`
    insert into ledger_entries (order_id, event, account, party_id, amount_cents, created_at)
    select order_id, 'paid', account, party_id, cents, paid_at + interval '5 seconds' from bench_paid`);
  // Refunds: the whole order, or half of it (relief's reversal half of relief, the rest in
  // proportion, the platform taking the remainder so the refund's entries sum to it).
  await db.execute(sql`
    create temporary table bench_refunds as
    select gen_random_uuid() as id, id as order_id, paid_at + interval '2 days' as created_at,
      case when refund = 'full' then subtotal else subtotal / 2 end as amount,
      case when refund = 'full' then relief else relief / 2 end as relief_reversal, refund
    from bench_orders where refund is not null`);
  await db.execute(sql`
    insert into refunds (id, order_id, amount_cents, relief_reversal_cents, restock, reason, created_at)
    select id, order_id, amount, relief_reversal, false, 'Bench refund', created_at from bench_refunds`);
  await db.execute(sql`
    insert into ledger_entries (order_id, event, refund_id, account, party_id, amount_cents, created_at)
    select r.order_id, 'refund:' || r.id, r.id, p.account, p.party_id,
      case
        when r.refund = 'full' then -p.cents
        when p.account = 'relief' then -r.relief_reversal
        when p.account = 'platform' then -((r.amount - r.relief_reversal)
          - coalesce((select sum(floor(q.cents * (r.amount - r.relief_reversal)::numeric / (q.subtotal - q.relief)))
              from bench_paid q where q.order_id = r.order_id and q.account in ('vendor', 'affiliate')), 0))::int
        else -floor(p.cents * (r.amount - r.relief_reversal)::numeric / (p.subtotal - p.relief))::int
      end,
      r.created_at + interval '5 seconds'
    from bench_refunds r join bench_paid p on p.order_id = r.order_id`);
  // Three paid payout runs, a month apart, each paying the vendor and the affiliate.
  await db.execute(sql`
    with runs as (
      insert into payout_runs (status, started_at, cutoff_at, refund_window_days, total_cents, payout_count, method, paid_at)
      select 'paid', now() - make_interval(days => 30 * k), now() - make_interval(days => 30 * k), ${env.REFUND_WINDOW_DAYS},
        300000, 2, 'bank', now() - make_interval(days => 30 * k) + interval '1 hour'
      from generate_series(2, 4) as k
      returning id, started_at, paid_at)
    insert into payouts (run_id, account, party_id, amount_cents, status, provider_transfer_id, paid_at, created_at)
    select id, a.account, a.party_id, a.cents, 'paid', 'bench-bank-ref', paid_at, started_at from runs,
      (values ('vendor'::ledger_account, ${vendor}, 250000), ('affiliate'::ledger_account, ${affiliate}, 50000)) as a(account, party_id, cents)`);
  const { rows } = (await db.execute(sql`
    select
      (select count(*) from order_items i join products p on p.id = i.product_id where p.vendor_id = ${vendor})::int as lines,
      (select count(*) from ledger_entries where order_id in (select id from bench_orders))::int as entries,
      (select count(*) from refunds where order_id in (select id from bench_orders))::int as refunds,
      (select count(*) from orders where affiliate_id = ${affiliate})::int as conversions,
      (select count(*) from bench_orders o where (select sum(amount_cents) from ledger_entries e where e.order_id = o.id)
        <> o.subtotal - case when o.refund = 'full' then o.subtotal when o.refund = 'half' then o.subtotal / 2 else 0 end)::int as unbalanced`)) as unknown as SqlRows;
  return rows[0] as { lines: number; entries: number; refunds: number; conversions: number; unbalanced: number };
}

/** The affiliate's tracking: visits of three pages each, a conversion for one visit in 50. */
async function loadClicks(code: string) {
  await getDb().execute(sql`
    insert into affiliate_events (code, type, page_url, order_id, amount_cents, session_id, occurred_at, received_at, user_agent, referrer)
    select ${code}, (case when n % 50 = 49 then 'conversion' when n % 3 = 0 then 'page_view' when n % 3 = 1 then 'engagement' else 'page_exit' end)::affiliate_event_type,
      'https://verde-living.example/products?ref=' || ${code},
      case when n % 50 = 49 then 'bench-order-' || n end, case when n % 50 = 49 then 2500 end,
      'bench-session-' || (n / 3), at, at, 'Mozilla/5.0 (bench)', 'https://balcony-grower.example/newsletter'
    from generate_series(0, ${CLICKS} - 1) as n,
      lateral (select now() - make_interval(secs => (${CLICKS} - n) * 90.0 * 86400 / ${CLICKS} + 60)) as t(at)`);
  let rolled = 0;
  for (;;) {
    const { events } = await rollUpTracking();
    if (events === 0) break;
    rolled += events;
  }
  return rolled;
}

const handle = await bootstrapDatabase(getEnv(), getLogger());
try {
  const started = performance.now();
  const [vendor, affiliate, buyer] = await Promise.all([
    idOf('demo.vendor@verde-living.example'),
    idOf('demo.affiliate@verde-living.example'),
    idOf('demo.user@verde-living.example'),
  ]);
  const { rows } = (await getDb().execute(sql`select code from affiliates where user_id = ${affiliate}`)) as unknown as SqlRows;
  const code = String(rows[0]?.code ?? '');
  if (!code) throw new Error('the demo affiliate has no code');
  const orders = await loadOrders(vendor, affiliate, buyer);
  if (orders.unbalanced > 0) throw new Error(`${orders.unbalanced} orders whose entries do not sum to what was paid`);
  const clicks = await loadClicks(code);
  // What autovacuum does on a live site soon after a load: statistics for the planner. And the
  // ledger's days (decision 0101's trigger): the one statement that posted every order's entries
  // bumped each party's day row once per order of that day, in one transaction, leaving its dead
  // versions for the dashboards to step over. Orders paid one by one, as on a live store, leave
  // none: each update's old version is pruned from the page on the next, even on PGlite, which
  // never autovacuums.
  for (const table of [
    'ledger_party_days',
    'orders',
    'order_items',
    'fulfilments',
    'ledger_entries',
    'refunds',
    'products',
    'affiliate_events',
    'affiliate_daily',
  ]) {
    await getDb().execute(sql.raw(`vacuum analyze ${table}`));
  }
  // The nightly badge run, as a live store has had: it keeps the figures the dashboard's badge
  // standings show (decision 0108).
  await recomputeVendorBadges({ vendorIds: [vendor] });
  console.log(
    `BENCH_MARKET ${JSON.stringify({ ...orders, clicks, loadSeconds: Math.round((performance.now() - started) / 1000) })}`,
  );
} finally {
  await handle.close();
}
process.exit(0);
