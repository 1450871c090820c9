import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SqlRows } from '~/db/client.server';
import { ledgerEntries, orders, reliefLedger, vendorProfiles } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { partyEarnings } from '~/features/ledger/party-earnings.server';
import { findUnpostedOrders, postOrderToLedger } from '~/features/ledger/post-order.server';
import { refundOrder } from '~/features/orders/admin-orders.server';
import { moneySettings } from '~/features/orders/checkout.server';
import { placeDirectOrder } from '~/features/orders/direct-order.server';
import { orderTotals } from '~/features/orders/money';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { percentOf, spread } from '~/utils/money';
import { asAdmin, createActor } from '../factories/actors';
import { TEST_ADDRESS } from '../factories/buyers';
import { createCourse } from '../factories/courses';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { setupTestDatabase } from '../setup/test-database';
// Who handles `order:` payment references, as the server registers it.
import '../../server/payment-references';

/*
 * The money ledger's reconciliation (issue 39): generated orders of the platform's goods, a
 * vendor's goods, an instructor's course and gifts to relief, paid through the test provider and
 * refunded in whole or in parts (some refunds made before the payment's job has run), must each
 * leave entries that sum to what the buyer paid less what was refunded, to the cent.
 */

const database = await setupTestDatabase();
const db = database.db;
setupJobRunner(database);

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type Stock = Awaited<ReturnType<typeof createProduct>> & { isDigital?: boolean };

async function catalogue() {
  const instructor = await createActor(database, 'instructor');
  const vendor = await createActor(database, 'user');
  const goods = [
    await createProduct(database, { priceCents: 1_250, trackInventory: false }),
    await createProduct(database, { priceCents: 899, trackInventory: false }),
    await createProduct(database, { priceCents: 4_375, trackInventory: false }),
    await createProduct(database, { priceCents: 2_500, trackInventory: false, isReliefProduct: true }),
    await createProduct(database, { priceCents: 1_999, trackInventory: false, vendorId: vendor.id }),
    await createProduct(database, { priceCents: 3_333, trackInventory: false, vendorId: vendor.id }),
  ];
  const courseProduct = await createProduct(database, { priceCents: 4_900, trackInventory: false, category: 'courses' });
  await createCourse(database, { priceCents: 4_900, instructorId: instructor.id, productId: courseProduct.id });
  const items: Stock[] = [...goods, { ...courseProduct, isDigital: true }];
  return { instructor, vendor, items };
}

/** Places and (unless told not to) pays an order of these lines for a new buyer; answers its id. */
async function buy(lines: { item: Stock; quantity: number }[], { pay = true, percentOff = 0 } = {}) {
  const buyer = await createActor(database, 'user');
  const email = `buyer.${buyer.id.slice(0, 8)}@example.org`;
  const priced = lines.map(({ item, quantity }) => ({
    productId: item.id,
    name: item.name,
    handle: item.handle,
    unitPriceCents: item.priceCents ?? 0,
    quantity,
    trackInventory: false,
    isReliefProduct: item.isReliefProduct,
    isDigital: item.isDigital === true,
  }));
  // A discount code's saving, as features/discounts works it out: off what is sold, never off relief gifts.
  const weights = priced.map((line) => (line.isReliefProduct ? 0 : line.unitPriceCents * line.quantity));
  const eligible = weights.reduce((acc, cents) => acc + cents, 0);
  const discounts = percentOff > 0 && eligible > 0 ? spread(percentOf(eligible, percentOff), weights) : [];
  const discounted = priced.map((line, index) => ({ ...line, discountCents: discounts[index] ?? 0 }));
  const totals = orderTotals(priced, 'standard', moneySettings(), discounts);
  const idempotencyKey = randomUUID();
  const placed = await placeDirectOrder({
    actor: { ...buyer, email },
    locale: 'en',
    idempotencyKey,
    lines: discounted,
    totals,
    address: totals.needsShipping ? TEST_ADDRESS : null,
    origin: 'http://localhost',
    description: 'A generated order',
  });
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (!order?.providerSessionId) throw new Error('no order placed');
  if (!pay) return order.id;
  const paid = await submitTestPayment(order.providerSessionId, {
    intent: 'pay',
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  if (!paid.ok) throw new Error('payment refused');
  return order.id;
}

async function entriesOf(orderIds: string[]) {
  return db
    .select({
      orderId: ledgerEntries.orderId,
      account: ledgerEntries.account,
      partyId: ledgerEntries.partyId,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.orderId, orderIds));
}

/**
 * Each party's days as the roll-up keeps them, and as summed from the entries (what the
 * dashboards read before the roll-up), as `account:party:day = cents/orders` lines, sorted. Days
 * a change of `paid_at` emptied (nothing left, no order) are left out of the roll-up's side.
 */
async function partyDays() {
  const read = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as SqlRows).rows.map((row) => `${row.key} = ${row.cents}/${row.orders}`).sort();
  const [rolled, summed] = await Promise.all([
    read(sql`select account || ':' || party_id || ':' || to_char(day, 'YYYY-MM-DD') as key, amount_cents::int as cents, orders
      from ledger_party_days where amount_cents <> 0 or orders <> 0`),
    read(sql`select e.account || ':' || e.party_id || ':' || to_char((o.paid_at at time zone 'UTC')::date, 'YYYY-MM-DD') as key,
        sum(e.amount_cents)::int as cents, (count(*) filter (where e.event = 'paid'))::int as orders
      from ledger_entries e join orders o on o.id = e.order_id
      where e.party_id <> '' group by 1`),
  ]);
  return { rolled, summed };
}

/** A party's earnings summed from their entries, as `partyEarnings` read them before the roll-up. */
async function earningsFromEntries(account: 'vendor' | 'instructor', partyId: string, refundWindowDays: number) {
  const { rows } = (await db.execute(sql`
    select coalesce(sum(e.amount_cents) filter (where not (o.paid_at <= now() - make_interval(days => ${refundWindowDays}))), 0)::int as "pendingCents",
      coalesce(sum(e.amount_cents) filter (where o.paid_at <= now() - make_interval(days => ${refundWindowDays})), 0)::int as "payableCents",
      (count(distinct e.order_id) filter (where e.event = 'paid'))::int as orders
    from ledger_entries e join orders o on o.id = e.order_id
    where e.account = ${account} and e.party_id = ${partyId}`)) as unknown as SqlRows;
  return rows[0];
}

/** A party's last twelve months with anything in them (by the UTC month of payment), oldest first, summed from their entries. */
async function monthsFromEntries(account: 'vendor' | 'instructor', partyId: string) {
  const { rows } = (await db.execute(sql`
    select * from (
      select to_char(o.paid_at at time zone 'UTC', 'YYYY-MM') as month, sum(e.amount_cents)::int as cents
      from ledger_entries e join orders o on o.id = e.order_id
      where e.account = ${account} and e.party_id = ${partyId}
      group by 1 order by 1 desc limit 12
    ) m order by month`)) as unknown as SqlRows;
  return rows.map((row) => ({ month: String(row.month), cents: Number(row.cents) }));
}

describe('the money ledger', () => {
  it('reconciles every generated order, paid and refunded in whole or in parts, to the cent', async () => {
    const { instructor, vendor, items } = await catalogue();
    const admin = await createActor(database, 'admin');
    const random = generator(0x1ed6e2);
    const ids: string[] = [];
    const refundsOf = async (orderId: string) => {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new Error('order gone');
      const roll = random.next();
      if (roll < 0.3) return;
      let left = order.totalCents - order.refundedCents;
      const parts = roll < 0.55 ? 1 : random.int(2, 3);
      for (let part = 0; part < parts && left > 0; part++) {
        const amount = part === parts - 1 && roll < 0.8 ? left : random.int(1, left);
        const refunded = await refundOrder({
          orderId,
          amountCents: amount,
          restock: false,
          reason: 'Generated refund',
          actor: asAdmin(admin.id),
        });
        expect(refunded.ok).toBe(true);
        left -= amount;
      }
    };
    for (let index = 0; index < 36; index++) {
      const picked = [...items].sort(() => random.next() - 0.5).slice(0, random.int(1, 4));
      // A third of the orders used a discount code, of 5% to 50%.
      const id = await buy(
        picked.map((item) => ({ item, quantity: item.isDigital ? 1 : random.int(1, 3) })),
        { percentOff: index % 3 === 2 ? random.int(1, 10) * 5 : 0 },
      );
      ids.push(id);
      // Half the orders are refunded before the payment's ledger job has run.
      if (index % 2 === 1) await refundsOf(id);
      else {
        await drainJobs();
        await refundsOf(id);
      }
    }
    await drainJobs({ timeoutMs: 60_000 });

    const facts = await db.select().from(orders).where(inArray(orders.id, ids));
    const entries = await entriesOf(ids);
    const relief = await db
      .select({ orderId: reliefLedger.orderId, cents: sql<number>`sum(${reliefLedger.amountCents})::int` })
      .from(reliefLedger)
      .where(inArray(reliefLedger.orderId, ids))
      .groupBy(reliefLedger.orderId);
    for (const order of facts) {
      const mine = entries.filter((entry) => entry.orderId === order.id);
      const total = mine.reduce((acc, entry) => acc + entry.amountCents, 0);
      expect({ order: order.number, total }).toEqual({ order: order.number, total: order.totalCents - order.refundedCents });
      const byAccount = new Map<string, number>();
      for (const entry of mine) {
        const key = `${entry.account}:${entry.partyId}`;
        byAccount.set(key, (byAccount.get(key) ?? 0) + entry.amountCents);
      }
      for (const [key, cents] of byAccount) {
        expect(cents, `${key} of VL-${order.number}`).toBeGreaterThanOrEqual(0);
        if (order.refundedCents === order.totalCents) expect(cents, `${key} of VL-${order.number}`).toBe(0);
      }
      // The relief account agrees with the relief ledger, entry for entry.
      expect(byAccount.get('relief:') ?? 0).toBe(relief.find((row) => row.orderId === order.id)?.cents ?? 0);
    }
    // Everyone was paid something, and only the people whose goods or course were sold.
    const parties = new Set(entries.filter((entry) => entry.partyId).map((entry) => `${entry.account}:${entry.partyId}`));
    expect(parties).toEqual(new Set([`instructor:${instructor.id}`, `vendor:${vendor.id}`]));
    expect(facts.some((order) => order.refundedCents > 0 && order.refundedCents < order.totalCents)).toBe(true);
    expect(facts.some((order) => order.refundedCents === order.totalCents)).toBe(true);
    expect(facts.filter((order) => order.discountCents > 0).length).toBeGreaterThan(5);

    // Posting again writes nothing, and the nightly sweep finds nothing left.
    for (const id of ids) expect(await postOrderToLedger(id)).toBe(0);
    expect((await findUnpostedOrders(1_000)).filter((id) => ids.includes(id))).toEqual([]);

    // The parties' days the dashboards read equal their entries' sums, day by day, after the
    // payments, the refunds in whole and in parts, and payments moved to other days (as a
    // late payment, or a test's passing of the refund window, moves them).
    const days = await partyDays();
    expect(days.rolled.length).toBeGreaterThan(0);
    expect(days.rolled).toEqual(days.summed);
    const windowDays = 30;
    const shifts = ['40 days', '30 days 1 hour', '29 days 23 hours', '30 days', '2 days'];
    for (const [index, id] of ids.slice(0, shifts.length * 3).entries()) {
      const shift = shifts[index % shifts.length] as string;
      await db.execute(sql`update orders set paid_at = now() - ${shift}::interval where id = ${id}`);
    }
    const moved = await partyDays();
    expect(moved.rolled).toEqual(moved.summed);
    expect(moved.rolled).not.toEqual(days.rolled);
    // And so are the figures read from them, on each side of the window's edge.
    let [payable, pending] = [0, 0];
    for (const [account, partyId] of [
      ['vendor', vendor.id],
      ['instructor', instructor.id],
    ] as const) {
      const earnings = await partyEarnings({ account, partyId, refundWindowDays: windowDays });
      expect({ account, ...earnings, months: undefined }).toEqual({
        account,
        ...(await earningsFromEntries(account, partyId, windowDays)),
        months: undefined,
      });
      expect(earnings.months, account).toEqual(await monthsFromEntries(account, partyId));
      expect(earnings.months.length, account).toBeGreaterThan(1);
      payable += earnings.payableCents;
      pending += earnings.pendingCents;
    }
    expect(payable).toBeGreaterThan(0);
    expect(pending).toBeGreaterThan(0);
  }, 180_000);

  it('posts nothing for an order that was never paid, and a missed order on the sweep', async () => {
    const { items } = await catalogue();
    const first = items[0];
    if (!first) throw new Error('no product');
    const id = await buy([{ item: first, quantity: 2 }]);
    // The payment's job has not run: the sweep finds the order and posts it.
    expect(await findUnpostedOrders(1_000)).toContain(id);
    expect(await postOrderToLedger(id)).toBeGreaterThan(0);
    await drainJobs();
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    const entries = await entriesOf([id]);
    expect(entries.reduce((acc, entry) => acc + entry.amountCents, 0)).toBe(order?.totalCents);
    expect(entries.filter((entry) => entry.account === 'platform')).toHaveLength(1);

    const unpaid = await buy([{ item: first, quantity: 1 }], { pay: false });
    expect(await postOrderToLedger(unpaid)).toBe(0);
    expect(await findUnpostedOrders(1_000)).not.toContain(unpaid);
  });

  it('pays a vendor with a rate of their own what is left after their rate', async () => {
    const vendor = await createActor(database, 'user');
    await db.insert(vendorProfiles).values({
      userId: vendor.id,
      storeName: 'Hedgerow Seeds',
      slug: `hedgerow-${vendor.id.slice(0, 8)}`,
      commissionPercent: '5',
    });
    const product = await createProduct(database, { priceCents: 2_000, trackInventory: false, vendorId: vendor.id });
    const id = await buy([{ item: product, quantity: 1 }]);
    await drainJobs();
    const entries = await entriesOf([id]);
    // $20.00: relief $2.00, proceeds $18.00, the platform's 5 % is $0.90.
    expect(entries.find((entry) => entry.account === 'vendor')).toMatchObject({ partyId: vendor.id, amountCents: 1_710 });
  });
});
