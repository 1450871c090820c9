import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  affiliateCategoryRates,
  affiliateDaily,
  affiliates,
  emailMessages,
  ledgerEntries,
  orders,
  securityEvents,
  userRoles,
} from '~/db/schema/index';
import { affiliateForCode, attributedAffiliate } from '~/features/affiliates/attribution.server';
import { decideAffiliate } from '~/features/affiliates/decide.server';
import { rollUpTracking } from '~/features/affiliates/roll-up.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { refundOrder } from '~/features/orders/admin-orders.server';
import { placeOrder } from '~/features/orders/checkout.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { action as adminAction, loader as adminLoader } from '~/routes/admin/affiliate-admin';
import { loader as dashboardLoader } from '~/routes/affiliate/dashboard';
import { action as joinAction } from '~/routes/affiliate/join';
import { action as trackAction } from '~/routes/api/affiliate-pixel-track';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser, createActor } from '../factories/actors';
import { createBuyer } from '../factories/buyers';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;
setupJobRunner(database);

const APPLICATION = {
  channel: 'The Balcony Grower newsletter',
  plan: 'About 4,000 readers who grow food on balconies; every link says "I earn a commission if you buy through this link."',
  acceptTerms: 'on',
};

async function membership(userId: string) {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
  return row;
}

/** A person who applied through the form and was approved by an admin; answers their id and code. */
async function approvedAffiliate(admin: { id: string }, extra: Record<string, string> = {}, asLeader = false) {
  const person = await signUpPerson('affiliate');
  const sent = await callAction(joinAction, formPost('/affiliate/join', { ...APPLICATION, ...extra }, person.jar));
  expect(sent.status).toBe(200);
  const decided = await decideAffiliate({
    actor: asAdmin(admin.id),
    userId: person.id,
    input: { decision: 'approve', note: null, ratePercent: null, asLeader },
  });
  if (!decided.ok || !decided.code) throw new Error('not approved');
  return { ...person, code: decided.code };
}

async function payOrder(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  await submitTestPayment(order?.providerSessionId ?? '', {
    intent: 'pay',
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
}

describe('joining the programme', () => {
  it('refuses a bad application whole, takes a good one once, and an admin decides it', async () => {
    const admin = await createActor(database, 'admin');
    const person = await signUpPerson('applicant');
    const bad = await callAction(joinAction, formPost('/affiliate/join', { channel: 'x', plan: 'short' }, person.jar));
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: {
        channel: 'affiliates.apply.errors.channel',
        plan: 'affiliates.apply.errors.plan',
        acceptTerms: 'affiliates.apply.errors.acceptTerms',
      },
    });
    const lead = await callAction(joinAction, formPost('/affiliate/join', { ...APPLICATION, wantsToLead: 'on' }, person.jar));
    expect(lead.data).toMatchObject({ fieldErrors: { acceptLeaderAddendum: 'affiliates.apply.errors.acceptAddendum' } });
    expect(await membership(person.id)).toBeUndefined();

    expect((await callAction(joinAction, formPost('/affiliate/join', APPLICATION, person.jar))).status).toBe(200);
    const again = await callAction(joinAction, formPost('/affiliate/join', APPLICATION, person.jar));
    expect(again).toMatchObject({ status: 409, data: { formError: 'affiliates.apply.errors.underReview' } });

    // A member is refused the admin's screen and the decision; the admin's note is needed to reject.
    expect(
      (await callAction(adminAction, formPost('/affiliate/admin', { userId: person.id, decision: 'approve' }, person.jar)))
        .status,
    ).toBe(403);
    await expect(
      decideAffiliate({
        actor: asUser(person.id),
        userId: person.id,
        input: { decision: 'approve', note: null, ratePercent: null, asLeader: false },
      }),
    ).rejects.toThrow();
    const adminPerson = await signUpPerson('programme.admin', { role: 'admin' });
    const noReason = await callAction(
      adminAction,
      formPost('/affiliate/admin', { userId: person.id, decision: 'reject', note: '' }, adminPerson.jar),
    );
    expect(noReason).toMatchObject({ status: 400, data: { fieldErrors: { note: 'affiliates.review.errors.note' } } });
    const listed = await callAction(adminLoader, pageGet('/affiliate/admin?status=applied', adminPerson.jar));
    expect((listed.data as { members: { userId: string }[] }).members.map((member) => member.userId)).toContain(person.id);

    const approved = await callAction(
      adminAction,
      formPost('/affiliate/admin', { userId: person.id, decision: 'approve', rate: '12.5' }, adminPerson.jar),
    );
    expect(approved).toMatchObject({ status: 200, data: { ok: true } });
    const row = await membership(person.id);
    expect(row).toMatchObject({ status: 'approved', commissionPercent: 12.5 });
    expect(row?.code).toMatch(/^sam-shopper(-\d+)?$/);
    const roles = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, person.id), eq(userRoles.role, 'affiliate')));
    expect(roles).toHaveLength(1);
    await drainJobs();
    const emails = await db.select().from(emailMessages).where(eq(emailMessages.template, 'affiliate-decision'));
    expect(emails.filter((email) => email.userId === person.id)).toHaveLength(1);

    // Deciding twice is refused; a suspension takes the role away.
    const twice = await decideAffiliate({
      actor: asAdmin(admin.id),
      userId: person.id,
      input: { decision: 'approve', note: null, ratePercent: null, asLeader: false },
    });
    expect(twice).toMatchObject({ ok: false, code: 'cannot-decide' });
    await decideAffiliate({
      actor: asAdmin(admin.id),
      userId: person.id,
      input: { decision: 'suspend', note: 'Links on coupon sites, against the terms.', ratePercent: null, asLeader: false },
    });
    expect(
      await db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, person.id), eq(userRoles.role, 'affiliate'))),
    ).toHaveLength(0);
  });
});

/** Places the buyer's cart as checkout places it, with the attribution checkoutAction reads from the cookie, pays it and runs the jobs. */
async function placeAndPay(buyer: { id: string; email: string }, affiliateId: string | null) {
  const placed = await placeOrder({
    actor: { ...buyer, role: 'user' },
    idempotencyKey: randomUUID(),
    shippingMethod: 'standard',
    address: {
      name: 'Bea Buyer',
      line1: '1 Garden Row',
      line2: '',
      city: 'Portland',
      region: 'OR',
      postalCode: '97201',
      country: 'US',
    },
    origin: 'http://localhost',
    locale: 'en',
    affiliateId,
  });
  if (!placed.ok) throw new Error('not placed');
  await payOrder(placed.orderId);
  await drainJobs();
  return placed;
}

/** What the ledger holds for one account (and party) of an order. */
async function ledgerOf(orderId: string) {
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
  return (account: string, partyId = '') =>
    entries
      .filter((entry) => entry.account === account && entry.partyId === partyId)
      .reduce((acc, entry) => acc + entry.amountCents, 0);
}

describe('attribution and commission', () => {
  it('pays the affiliate and their leader out of the platform’s part, reverses it with a refund, and refuses self-referral', async () => {
    const admin = await createActor(database, 'admin');
    const leader = await approvedAffiliate(admin, { wantsToLead: 'on', acceptLeaderAddendum: 'on' }, true);
    const affiliate = await approvedAffiliate(admin, { leaderCode: leader.code.toUpperCase() });
    expect((await membership(affiliate.id))?.leaderId).toBe(leader.id);

    const product = await createProduct(database, { priceCents: 10_000, trackInventory: false });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 1 }]);
    const request = new Request('http://localhost/checkout', { headers: { cookie: `aff_code=${affiliate.code}` } });
    const affiliateId = await attributedAffiliate(request, buyer.id);
    expect(affiliateId).toBe(affiliate.id);
    const attributed = await placeAndPay(buyer, affiliateId);
    const amount = await ledgerOf(attributed.orderId);
    // $100.00 of goods: relief $10.00, proceeds $90.00; 10% and the leader's 2% of the proceeds.
    expect(amount('affiliate', affiliate.id)).toBe(900);
    expect(amount('affiliate', leader.id)).toBe(180);
    expect(amount('relief')).toBe(1_000);
    expect(amount('platform')).toBe(9_000 - 900 - 180);

    const [order] = await db.select().from(orders).where(eq(orders.id, attributed.orderId));
    const half = Math.floor((order?.totalCents ?? 0) / 2);
    expect(
      (
        await refundOrder({
          orderId: attributed.orderId,
          amountCents: half,
          restock: false,
          reason: 'Half back',
          actor: asAdmin(admin.id),
        })
      ).ok,
    ).toBe(true);
    await drainJobs();
    const after = await db
      .select({ cents: sql<number>`sum(${ledgerEntries.amountCents})::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, attributed.orderId), eq(ledgerEntries.partyId, affiliate.id)));
    expect(after[0]?.cents).toBe(450);

    // The affiliate's dashboard shows the order, pending in its refund window; another member is denied it.
    const dashboard = await callAction(dashboardLoader, pageGet('/affiliate', affiliate.jar));
    expect(dashboard.data).toMatchObject({
      dashboard: { code: affiliate.code, earnings: { orders: 1, pendingCents: 450, payableCents: 0 } },
    });
    const stranger = await signUpPerson('stranger');
    expect((await callAction(dashboardLoader, pageGet('/affiliate', stranger.jar))).status).toBe(403);

    // Their own code earns them nothing, and the attempt is recorded.
    expect(await affiliateForCode(affiliate.code, affiliate.id)).toBeNull();
    const signals = await db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'AFFILIATE_SELF_REFERRAL'), eq(securityEvents.userId, affiliate.id)));
    expect(signals).toHaveLength(1);
    expect(await affiliateForCode('no-such-code', buyer.id)).toBeNull();
  });
});

describe('the tracking endpoint', () => {
  const event = (over: Record<string, unknown> = {}) => ({
    affiliateCode: 'track-code',
    pageUrl: 'https://verde.example/products',
    eventType: 'page_view',
    sessionId: 'session-0001',
    timestamp: new Date().toISOString(),
    userAgent: 'test',
    referrer: '',
    screenResolution: '1280x800',
    timezone: 'UTC',
    ...over,
  });
  const post = (body: unknown) =>
    callAction(
      trackAction,
      new Request('http://localhost/api/affiliate-pixel-track', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  it('stores valid events, refuses malformed and oversized ones, and rolls them up into visits', async () => {
    const code = `track-${randomUUID().slice(0, 6)}`;
    expect((await post([event({ affiliateCode: code }), event({ affiliateCode: code, eventType: 'engagement' })])).status).toBe(
      204,
    );
    expect((await post(event({ affiliateCode: code, sessionId: 'session-0002' }))).status).toBe(204);
    expect((await post(event({ affiliateCode: code, pageUrl: 'https://verde.example/guides' }))).status).toBe(204);
    expect((await post('{not json')).status).toBe(400);
    expect((await post(event({ affiliateCode: 'bad code!' }))).status).toBe(400);
    expect((await post(event({ eventType: 'conversion' }))).status).toBe(400);
    expect((await post(event({ pageUrl: 'x'.repeat(20_000) }))).status).toBe(413);

    // The roll-up reads events a few seconds old: age these, as time would.
    await db.execute(sql`update affiliate_events set received_at = received_at - interval '1 minute'`);
    await rollUpTracking();
    const [day] = await db.select().from(affiliateDaily).where(eq(affiliateDaily.code, code));
    expect(day).toMatchObject({ visits: 2, pageViews: 3, engaged: 1, conversions: 0 });
    // A later page view of a session already counted is not a new visit.
    expect((await post(event({ affiliateCode: code }))).status).toBe(204);
    await db.execute(sql`update affiliate_events set received_at = received_at - interval '1 minute'`);
    await rollUpTracking();
    const [later] = await db.select().from(affiliateDaily).where(eq(affiliateDaily.code, code));
    expect(later).toMatchObject({ visits: 2, pageViews: 4 });
  });
});

describe('rates by category (decision 0100)', () => {
  it('an admin sets them, each line earns its category’s rate, and an affiliate’s own rate wins', async () => {
    const adminPerson = await signUpPerson('rates.admin', { role: 'admin' });
    const member = await signUpPerson('rates.member');
    const rates = (fields: Record<string, string>, jar: typeof member.jar) =>
      callAction(adminAction, formPost('/affiliate/admin', { intent: 'category-rates', ...fields }, jar));

    // Only admins; a bad rate is refused beside its field and nothing is written.
    expect((await rates({ 'rate-seeds': '20' }, member.jar)).status).toBe(403);
    const refused = await rates({ 'rate-seeds': '20', 'rate-books': '75' }, adminPerson.jar);
    expect(refused).toMatchObject({
      status: 400,
      data: { fieldErrors: { 'rate-books': 'affiliates.categoryRates.errors.rate' } },
    });
    expect(await db.select().from(affiliateCategoryRates)).toHaveLength(0);
    expect(await rates({ 'rate-seeds': '20', 'rate-books': '' }, adminPerson.jar)).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(await db.select().from(affiliateCategoryRates)).toEqual([
      expect.objectContaining({ category: 'seeds', commissionPercent: 20, updatedBy: adminPerson.id }),
    ]);
    const page = await callAction(adminLoader, pageGet('/affiliate/admin', adminPerson.jar));
    expect(page.data).toMatchObject({ categoryRates: { seeds: 20 } });

    // $100 of seeds and $100 of tools: proceeds $90 each, at 20 % and at the programme's 10 %.
    const admin = await createActor(database, 'admin');
    const affiliate = await approvedAffiliate(admin);
    const seeds = await createProduct(database, { priceCents: 10_000, trackInventory: false, category: 'seeds' });
    const tools = await createProduct(database, { priceCents: 10_000, trackInventory: false, category: 'tools' });
    const cart = [
      { productId: seeds.id, quantity: 1 },
      { productId: tools.id, quantity: 1 },
    ];
    const firstOrder = await placeAndPay(await createBuyer(database, cart), affiliate.id);
    expect((await ledgerOf(firstOrder.orderId))('affiliate', affiliate.id)).toBe(1_800 + 900);
    // The dashboard tells the affiliate which categories earn more.
    const dashboard = await callAction(dashboardLoader, pageGet('/affiliate', affiliate.jar));
    expect(dashboard.data).toMatchObject({ dashboard: { ratePercent: 10, categoryRates: { seeds: 20 } } });

    // An affiliate with their own rate earns it on everything, whatever the categories' rates.
    const ownRate = await signUpPerson('affiliate');
    await callAction(joinAction, formPost('/affiliate/join', APPLICATION, ownRate.jar));
    const decided = await decideAffiliate({
      actor: asAdmin(admin.id),
      userId: ownRate.id,
      input: { decision: 'approve', note: null, ratePercent: 5, asLeader: false },
    });
    expect(decided.ok).toBe(true);
    const second = await ledgerOf((await placeAndPay(await createBuyer(database, cart), ownRate.id)).orderId);
    expect(second('affiliate', ownRate.id)).toBe(450 + 450);

    // Cleared, seeds earn the programme's rate again on orders posted from then on; the first order keeps what it earned.
    await rates({ 'rate-seeds': '' }, adminPerson.jar);
    expect(await db.select().from(affiliateCategoryRates)).toHaveLength(0);
    const third = await ledgerOf((await placeAndPay(await createBuyer(database, cart), affiliate.id)).orderId);
    expect(third('affiliate', affiliate.id)).toBe(900 + 900);
    expect((await ledgerOf(firstOrder.orderId))('affiliate', affiliate.id)).toBe(1_800 + 900);
  });
});
