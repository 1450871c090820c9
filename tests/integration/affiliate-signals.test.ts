import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateDaily, affiliates, orders, paymentCards, securityEvents } from '~/db/schema/index';
import { affiliateForCode } from '~/features/affiliates/attribution.server';
import { placeOrder } from '~/features/orders/checkout.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { testCardFingerprint } from '~/features/payments/test-provider.server';
import { loader as adminLoader } from '~/routes/admin/affiliate-admin';
import { type AffiliateSignals, loadAffiliateSignals } from '~/routes/admin/affiliate-signals.server';
import { pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser, createActor } from '../factories/actors';
import { createBuyer, TEST_ADDRESS } from '../factories/buyers';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
import '../../server/payment-references';

// The fraud signals on /affiliate/admin (issue 39, decision 0094), each firing and not firing,
// on the file's database (PGlite, or PostgreSQL with the PostgreSQL pass).

const database = await setupTestDatabase();
const db = database.db;
setupJobRunner(database);

const admin = await createActor(database, 'admin');
const DAY = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** An approved member with a code of their own (written straight to the table: the signals only read it). */
async function member(name: string) {
  const person = await createActor(database);
  const code = `${name}-${randomUUID().slice(0, 6)}`;
  await db.insert(affiliates).values({
    userId: person.id,
    code,
    status: 'approved',
    channel: 'A gardening newsletter',
    plan: 'Readers who grow vegetables on balconies; every link says it earns a commission.',
    termsAcceptedAt: new Date(),
    decidedAt: new Date(),
  });
  return { id: person.id, code };
}

const CARD = '4242 4242 4242 4242';
const OTHER_CARD = '4000 0000 0000 0341';

/** A $20 order attributed to `affiliateId`, paid with `card` on the test provider's page. */
async function paidOrder(affiliateId: string, card = CARD) {
  const product = await createProduct(database, { priceCents: 2_000, trackInventory: false });
  const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
  const placed = await placeOrder({
    actor: { ...buyer, role: 'user' },
    idempotencyKey: randomUUID(),
    shippingMethod: 'standard',
    address: TEST_ADDRESS,
    origin: 'http://localhost',
    locale: 'en',
    affiliateId,
  });
  if (!placed.ok) throw new Error('not placed');
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
  const paid = await submitTestPayment(order?.providerSessionId ?? '', {
    intent: 'pay',
    number: card,
    expiry: '12/30',
    cvc: '123',
  });
  if (!paid.ok) throw new Error('not paid');
  return placed.orderId;
}

const signals = () => loadAffiliateSignals(asAdmin(admin.id));
const idsOf = (list: readonly { userId: string }[]) => list.map((entry) => entry.userId);

describe('affiliate fraud signals', () => {
  it('only admins see them', async () => {
    const person = await createActor(database);
    await expect(loadAffiliateSignals(asUser(person.id))).rejects.toMatchObject({ init: { status: 403 } });
    const adminPerson = await signUpPerson('signals.admin', { role: 'admin' });
    const page = await callAction(adminLoader, pageGet('/affiliate/admin', adminPerson.jar));
    expect(page.status).toBe(200);
    expect((page.data as { signals: AffiliateSignals }).signals.rules.windowDays).toBe(30);
  });

  it('many visits and no sales: fires at 200 visits in 30 days without a paid order, not otherwise', async () => {
    const quiet = await member('quiet');
    const selling = await member('selling');
    const fewer = await member('fewer');
    const longAgo = await member('long-ago');
    await db.insert(affiliateDaily).values([
      { code: quiet.code.toLowerCase(), day: dayAgo(3), visits: 150, pageViews: 400 },
      { code: quiet.code.toLowerCase(), day: dayAgo(10), visits: 60, pageViews: 90 },
      { code: selling.code.toLowerCase(), day: dayAgo(2), visits: 250, pageViews: 300 },
      { code: fewer.code.toLowerCase(), day: dayAgo(1), visits: 199, pageViews: 250 },
      { code: longAgo.code.toLowerCase(), day: dayAgo(45), visits: 900, pageViews: 900 },
    ]);
    await paidOrder(selling.id);

    const { visitsWithoutSales } = await signals();
    expect(idsOf(visitsWithoutSales)).toEqual([quiet.id]);
    expect(visitsWithoutSales[0]).toMatchObject({ code: quiet.code, visits: 210, displayName: 'Ada Actor' });

    // The sale ages out of the window: the seller's visits now stand without one.
    await db.execute(sql`update orders set paid_at = now() - interval '40 days' where affiliate_id = ${selling.id}`);
    expect(idsOf((await signals()).visitsWithoutSales).sort()).toEqual([quiet.id, selling.id].sort());
  });

  it('self-referral attempts: fires for a member who used their own code in the window', async () => {
    const cheeky = await member('cheeky');
    const honest = await member('honest');
    const buyer = await createActor(database);
    // Their own code, twice: refused, and recorded each time.
    expect(await affiliateForCode(cheeky.code, cheeky.id)).toBeNull();
    expect(await affiliateForCode(cheeky.code, cheeky.id)).toBeNull();
    // Someone else using the honest member's code is a referral, not a signal.
    expect(await affiliateForCode(honest.code, buyer.id)).toBe(honest.id);

    const { selfReferrals } = await signals();
    expect(idsOf(selfReferrals)).toEqual([cheeky.id]);
    expect(selfReferrals[0]).toMatchObject({ attempts: 2, code: cheeky.code });

    await db.execute(
      sql`update security_events set created_at = now() - interval '40 days' where type = 'AFFILIATE_SELF_REFERRAL' and user_id = ${cheeky.id}`,
    );
    expect((await signals()).selfReferrals).toEqual([]);
    expect(await db.select().from(securityEvents).where(eq(securityEvents.userId, cheeky.id))).toHaveLength(2);
  });

  it('one card across many affiliates: fires at three affiliates paid with one card, not at two', async () => {
    const [first, second, third] = [await member('card-a'), await member('card-b'), await member('card-c')];
    if (!first || !second || !third) throw new Error('no members');
    await paidOrder(first.id);
    await paidOrder(first.id);
    await paidOrder(second.id);
    // Another card on two affiliates only: no signal for it.
    await paidOrder(first.id, OTHER_CARD);
    await paidOrder(second.id, OTHER_CARD);

    // Two affiliates on each card so far (the earlier seller's order with this card is 40 days old): nothing.
    expect((await signals()).sharedCards).toEqual([]);
    const fingerprint = testCardFingerprint(CARD.replace(/\s/g, ''));
    expect(await db.select().from(paymentCards).where(eq(paymentCards.fingerprint, fingerprint))).toHaveLength(4);

    await paidOrder(third.id);
    const { sharedCards } = await signals();
    expect(sharedCards).toHaveLength(1);
    expect(fingerprint.endsWith(sharedCards[0]?.card ?? '?')).toBe(true);
    expect(sharedCards[0]?.orders).toBe(4);
    expect(idsOf(sharedCards[0]?.affiliates ?? []).sort()).toEqual([first.id, second.id, third.id].sort());
    expect(sharedCards[0]?.affiliates.find((entry) => entry.userId === first.id)).toMatchObject({
      orders: 2,
      totalCents: expect.any(Number),
    });
  });
});
