import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/db/client.server';
import { affiliates, emailMessages, orders, reliefLedger, subscriptionPlans, subscriptions, users } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { enqueueJob } from '~/features/jobs/jobs.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { renewDueSubscriptionsJob } from '~/features/subscriptions/jobs';
import { addMonths } from '~/features/subscriptions/plans.server';
import { renewSubscription } from '~/features/subscriptions/renewals.server';
import { demoSubscriptionPlansSeeder } from '~/features/subscriptions/subscriptions-seed.server';
import { action as subscriptionsAction, loader as subscriptionsLoader } from '~/routes/account/subscriptions';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { TEST_ADDRESS } from '../factories/buyers';
import type { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
// Who handles `order:` and `donation:` payment references, as the server registers it.
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;

let monthly: { id: string; priceCents: number };
let quarterly: { id: string; priceCents: number };

setupJobRunner(database);

beforeAll(async () => {
  await db.transaction((tx) => demoSubscriptionPlansSeeder.run(tx as unknown as Database));
  const plans = await db.select().from(subscriptionPlans);
  monthly = plans.find((plan) => plan.intervalMonths === 1) as typeof monthly;
  quarterly = plans.find((plan) => plan.intervalMonths === 3) as typeof quarterly;
});

type Answer = { status: number; headers: Headers; data: { ok: boolean; message: string } };

async function act(jar: CookieJar, fields: Record<string, string>) {
  return (await callAction(subscriptionsAction, formPost('/subscriptions', fields, jar))) as Answer;
}

async function subscribe(jar: CookieJar, planId: string, card: string) {
  const page = await callAction(subscriptionsLoader, pageGet('/subscriptions', jar));
  const { idempotencyKey } = page.data as { idempotencyKey: string };
  const started = await act(jar, { intent: 'subscribe', planId, idempotencyKey, ...TEST_ADDRESS });
  expect(started.status).toBe(302);
  const sessionId = started.headers.get('location')?.match(/\/pay\/test\/(tcs_[\w-]+)/)?.[1] ?? '';
  const paid = await submitTestPayment(sessionId, { intent: 'pay', number: card, expiry: '12/30', cvc: '123' });
  expect(paid.ok).toBe(true);
  await drainJobs();
  await drainJobs();
}

async function subscriptionOf(email: string) {
  const [row] = await db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no subscription for ${email}`);
  return row.subscription;
}

async function makeDue(subscriptionId: string) {
  await db
    .update(subscriptions)
    .set({ currentPeriodEnd: sql`now() - interval '1 minute'` })
    .where(eq(subscriptions.id, subscriptionId));
}

describe('subscriptions brought by an affiliate', () => {
  it('credits the first period and every renewal to the affiliate whose link the buyer followed', async () => {
    const affiliate = await signUpShopper('box.affiliate');
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, affiliate.email));
    const code = `box-${member?.id.slice(0, 6)}`;
    await db.insert(affiliates).values({
      userId: member?.id ?? '',
      code,
      status: 'approved',
      channel: 'A vegetable box blog',
      plan: 'Reviews of seasonal boxes, every link marked as an affiliate link.',
      termsAcceptedAt: new Date(),
    });
    const { jar, email } = await signUpShopper('box.subscriber');
    jar.apply(new Headers({ 'set-cookie': `aff_code=${code}; Path=/` }));
    await subscribe(jar, monthly.id, '4242 4242 4242 4242');
    const active = await subscriptionOf(email);
    await makeDue(active.id);
    expect(await renewSubscription(active.id, 1)).toBe('renewed');
    const placed = await db.select({ affiliateId: orders.affiliateId }).from(orders).where(eq(orders.subscriptionId, active.id));
    expect(placed).toEqual([{ affiliateId: member?.id }, { affiliateId: member?.id }]);
  });
});

describe('subscriptions', () => {
  it('subscribes through the hosted page, keeps the card, and renews by the scheduled job into a paid order with its relief entry', async () => {
    const { jar, email } = await signUpShopper('subscriber');
    await subscribe(jar, monthly.id, '4242 4242 4242 4242');
    const active = await subscriptionOf(email);
    expect(active).toMatchObject({ status: 'active', planId: monthly.id, renewalCount: 0 });
    expect(active.paymentRef).toMatch(/^tcard_/);
    const expectedEnd = addMonths(new Date(), 1).getTime();
    expect(Math.abs((active.currentPeriodEnd?.getTime() ?? 0) - expectedEnd)).toBeLessThan(60_000);
    const [first] = await db.select().from(orders).where(eq(orders.subscriptionId, active.id));
    // The box ships free; tax applies; 10% of the box goes to relief.
    expect(first).toMatchObject({
      status: 'paid',
      subtotalCents: 1900,
      shippingCents: 0,
      taxCents: 152,
      totalCents: 2052,
      reliefCents: 190,
    });

    // A plan change waits for the next renewal.
    const changed = await act(jar, { intent: 'change-plan', subscriptionId: active.id, planId: quarterly.id });
    expect(changed.data).toMatchObject({ ok: true, message: 'subscriptions.planChanged' });

    await makeDue(active.id);
    await enqueueJob(renewDueSubscriptionsJob, {});
    await drainJobs();
    await drainJobs();
    const renewed = await subscriptionOf(email);
    expect(renewed).toMatchObject({ status: 'active', renewalCount: 1, planId: quarterly.id, pendingPlanId: null });
    const renewal = await db
      .select()
      .from(orders)
      .where(and(eq(orders.subscriptionId, active.id), eq(orders.idempotencyKey, `renewal:${active.id}:1`)));
    expect(renewal[0]).toMatchObject({ status: 'paid', subtotalCents: 4900, totalCents: 5292 });
    // Running the same period again charges nothing more.
    expect(await renewSubscription(active.id, 1)).toBe('skipped');
    await drainJobs();
    const ledger = await db
      .select()
      .from(reliefLedger)
      .where(eq(reliefLedger.orderId, renewal[0]?.id ?? ''));
    expect(ledger.map((entry) => entry.amountCents)).toEqual([490]);
    const emails = await db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, email), eq(emailMessages.template, 'subscription-renewed')));
    expect(emails).toHaveLength(1);
  });

  it('pauses, resumes and cancels; a paused or cancelled subscription does not renew', async () => {
    const { jar, email } = await signUpShopper('pauser');
    await subscribe(jar, monthly.id, '4242424242424242');
    const subscription = await subscriptionOf(email);
    expect((await act(jar, { intent: 'resume', subscriptionId: subscription.id })).data.message).toBe(
      'subscriptions.errors.cannotResume',
    );
    expect((await act(jar, { intent: 'pause', subscriptionId: subscription.id })).data).toMatchObject({ ok: true });
    await makeDue(subscription.id);
    expect(await renewSubscription(subscription.id, 1)).toBe('skipped');
    expect((await act(jar, { intent: 'resume', subscriptionId: subscription.id })).data).toMatchObject({ ok: true });
    expect((await subscriptionOf(email)).status).toBe('active');
    expect((await act(jar, { intent: 'cancel', subscriptionId: subscription.id })).data).toMatchObject({ ok: true });
    expect(await renewSubscription(subscription.id, 1)).toBe('skipped');
    expect((await subscriptionOf(email)).status).toBe('cancelled');

    // Someone else cannot touch it.
    const other = await signUpShopper('nosy');
    const answer = await act(other.jar, { intent: 'resume', subscriptionId: subscription.id });
    expect(answer.data.message).toBe('subscriptions.errors.notFound');
  });

  it('a declined renewal cancels its order, marks the subscription past due and emails; pay and resume fixes it', async () => {
    const { jar, email } = await signUpShopper('declined');
    await subscribe(jar, monthly.id, '4000 0000 0000 0341');
    const subscription = await subscriptionOf(email);
    expect(subscription.status).toBe('active');
    await makeDue(subscription.id);
    expect(await renewSubscription(subscription.id, 1)).toBe('declined');
    expect((await subscriptionOf(email)).status).toBe('past_due');
    const [failedOrder] = await db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, `renewal:${subscription.id}:1`));
    expect(failedOrder?.status).toBe('cancelled');
    await drainJobs();
    const emails = await db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, email), eq(emailMessages.template, 'subscription-payment-failed')));
    expect(emails).toHaveLength(1);

    const resumed = await act(jar, { intent: 'pay-and-resume', subscriptionId: subscription.id });
    expect(resumed.status).toBe(302);
    const sessionId = resumed.headers.get('location')?.match(/\/pay\/test\/(tcs_[\w-]+)/)?.[1] ?? '';
    expect(
      (await submitTestPayment(sessionId, { intent: 'pay', number: '4242424242424242', expiry: '12/30', cvc: '123' })).ok,
    ).toBe(true);
    await drainJobs();
    await drainJobs();
    const back = await subscriptionOf(email);
    expect(back.status).toBe('active');
    expect(back.currentPeriodEnd && back.currentPeriodEnd.getTime() > Date.now()).toBe(true);
  });

  it('refuses an unknown plan and a bad address, and a first payment declined then cancelled cancels the subscription', async () => {
    const { jar, email } = await signUpShopper('refused');
    const page = await callAction(subscriptionsLoader, pageGet('/subscriptions', jar));
    const { idempotencyKey } = page.data as { idempotencyKey: string };
    const badPlan = await act(jar, {
      intent: 'subscribe',
      planId: '00000000-0000-4000-8000-000000000000',
      idempotencyKey,
      ...TEST_ADDRESS,
    });
    expect(badPlan.data.message).toBe('subscriptions.errors.plan');
    const badAddress = await act(jar, {
      intent: 'subscribe',
      planId: monthly.id,
      idempotencyKey,
      ...TEST_ADDRESS,
      postalCode: 'nope',
    });
    expect(badAddress.data.message).toBe('checkout.errors.fixAddress');
    expect(
      await db.select().from(subscriptions).innerJoin(users, eq(users.id, subscriptions.userId)).where(eq(users.email, email)),
    ).toEqual([]);

    const started = await act(jar, { intent: 'subscribe', planId: monthly.id, idempotencyKey, ...TEST_ADDRESS });
    const sessionId = started.headers.get('location')?.match(/\/pay\/test\/(tcs_[\w-]+)/)?.[1] ?? '';
    // A declined card leaves the first payment open for another card (decision 0041); cancelling it ends both.
    await submitTestPayment(sessionId, { intent: 'pay', number: '4000000000000002', expiry: '12/30', cvc: '123' });
    await drainJobs();
    await drainJobs();
    expect((await subscriptionOf(email)).status).toBe('incomplete');
    await submitTestPayment(sessionId, { intent: 'cancel' });
    await drainJobs();
    await drainJobs();
    expect((await subscriptionOf(email)).status).toBe('cancelled');
  });
});
