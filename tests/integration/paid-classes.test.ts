import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classBookings, coachingClasses, emailMessages, orders, products, refunds, userRoles } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { releaseLapsedOffers } from '~/features/learning/class-seat-release.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/instructors/dashboard';
import { action as classAction, loader as classLoader } from '~/routes/learn/class';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { createClass } from '../factories/courses';
import { createProduct } from '../factories/products';
import type { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

// The payment references, as the server registers them.
import '../../server/payment-references';

/*
 * Paid live classes (decision 0053): a seat is held for the order that pays for it, booked when
 * the payment arrives, freed when the order is cancelled unpaid; a freed seat is held for the
 * first person in line to pay by a deadline; a seat cancelled by the class's cut-off is refunded
 * in full, after it not at all.
 */

const database = await setupTestDatabase();
const db = database.db;

setupJobRunner(database);

const HOUR = 3_600_000;

async function paidClass({ capacity = 1, inHours = 24 * 7, refundCutoffHours = 24 } = {}) {
  const product = await createProduct(database, {
    name: 'Live class: drip irrigation',
    status: 'draft',
    trackInventory: false,
    priceCents: 1500,
    category: 'classes',
  });
  return createClass(database, { capacity, inHours, refundCutoffHours, priceCents: 1500, productId: product.id });
}

type ClassPage = {
  session: { seatsTaken: number };
  booking: { status: string; holdExpiresAt: string | null; paymentUrl: string | null; paidSeat: boolean } | null;
  purchase: { taxCents: number; totalCents: number; idempotencyKey: string; refundsNow: boolean } | null;
};

const classPage = async (classId: string, jar: CookieJar) =>
  (await callAction(classLoader, pageGet(`/coaching/classes/${classId}`, jar), { classId })).data as ClassPage;

const post = (classId: string, fields: Record<string, string>, jar: CookieJar) =>
  callAction(classAction, formPost(`/coaching/classes/${classId}`, fields, jar), { classId });

/** Opens the page, presses Book and pay, and returns the payment page's address (or the answer). */
async function buy(classId: string, jar: CookieJar) {
  const page = await classPage(classId, jar);
  const answer = await post(classId, { intent: 'buy', idempotencyKey: page.purchase?.idempotencyKey ?? '' }, jar);
  return { answer, paymentUrl: answer.status === 302 ? (answer.headers.get('location') ?? '') : null };
}

const sessionOf = (paymentUrl: string | null) => paymentUrl?.match(/tcs_[\w-]+/)?.[0] ?? '';

async function pay(paymentUrl: string | null) {
  const paid = await submitTestPayment(sessionOf(paymentUrl), {
    intent: 'pay',
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.ok).toBe(true);
  await drainJobs();
  await drainJobs();
}

const bookingOf = async (classId: string, userId: string) =>
  (
    await db
      .select()
      .from(classBookings)
      .where(and(eq(classBookings.classId, classId), eq(classBookings.userId, userId)))
  ).sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime());

const ordersOf = (userId: string) => db.select().from(orders).where(eq(orders.userId, userId));

const subjectsTo = async (address: string) =>
  (await db.select().from(emailMessages).where(eq(emailMessages.toAddress, address))).map((row) => row.template);

describe('paid live classes', () => {
  it('holds the seat while it is paid for, books it when paid, and puts the next buyer of the last seat in line', async () => {
    const session = await paidClass({ capacity: 1 });
    const first = await signUpPerson('seat-buyer');
    const second = await signUpPerson('seat-late');

    const offer = await classPage(session.id, first.jar);
    // $15.00 plus tax, nothing shipped; the refund rule is open.
    expect(offer.purchase).toMatchObject({ taxCents: 120, totalCents: 1620, refundsNow: true });
    const bought = await buy(session.id, first.jar);
    expect(bought.paymentUrl).toMatch(/\/pay\/test\/tcs_/);
    const [held] = await bookingOf(session.id, first.id);
    expect(held).toMatchObject({ status: 'held', holdExpiresAt: null });
    const [order] = await ordersOf(first.id);
    expect(order).toMatchObject({
      id: held?.orderId,
      status: 'pending_payment',
      subtotalCents: 1500,
      taxCents: 120,
      shippingCents: 0,
      totalCents: 1620,
      reliefCents: 150,
      shippingAddress: null,
    });
    // The held seat is taken: the class shows full, and the page offers the way back to the payment.
    expect((await classPage(session.id, second.jar)).session.seatsTaken).toBe(1);
    expect((await classPage(session.id, first.jar)).booking).toMatchObject({ status: 'held', paymentUrl: bought.paymentUrl });

    // The last seat is being paid for: a second buyer gets a place in line and no order.
    const late = await buy(session.id, second.jar);
    expect(late.answer.data).toMatchObject({ ok: true, message: 'learning.classes.waitlisted' });
    expect(await ordersOf(second.id)).toEqual([]);
    expect(await bookingOf(session.id, second.id)).toMatchObject([{ status: 'waitlisted' }]);

    await pay(bought.paymentUrl);
    expect(await bookingOf(session.id, first.id)).toMatchObject([{ status: 'booked', orderId: order?.id }]);
    expect((await ordersOf(first.id))[0]?.status).toBe('paid');
    expect(await subjectsTo(first.email)).toContain('class-booked');
    expect((await classPage(session.id, first.jar)).booking).toMatchObject({ status: 'booked', paidSeat: true });
    // A seat already paid for is not sold again.
    const again = await buy(session.id, first.jar);
    expect(again.answer.data).toMatchObject({ ok: false, message: 'learning.classes.errors.alreadyBooked' });
    expect(await ordersOf(first.id)).toHaveLength(1);
  });

  it('refunds a seat cancelled by the cut-off in full, and holds it for the first in line, who has a day to pay', async () => {
    const session = await paidClass({ capacity: 1 });
    const seated = await signUpPerson('seat-refund');
    const next = await signUpPerson('seat-next');
    const after = await signUpPerson('seat-after');
    await pay((await buy(session.id, seated.jar)).paymentUrl);
    expect((await post(session.id, { intent: 'book' }, next.jar)).data).toMatchObject({ message: 'learning.classes.waitlisted' });
    expect((await post(session.id, { intent: 'book' }, after.jar)).data).toMatchObject({
      message: 'learning.classes.waitlisted',
    });

    const cancelled = await post(session.id, { intent: 'cancel' }, seated.jar);
    expect(cancelled.data).toMatchObject({ ok: true, message: 'learning.classes.cancelledRefunded' });
    await drainJobs();
    await drainJobs();
    const [order] = await ordersOf(seated.id);
    expect(order).toMatchObject({ status: 'refunded', refundedCents: 1620 });
    expect(
      await db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, order?.id ?? '')),
    ).toMatchObject([{ amountCents: 1620, createdBy: null, reason: 'Class seat cancelled before the refund cut-off' }]);

    // The seat is held for the first in line, for a day; they are told by email.
    const [offered] = await bookingOf(session.id, next.id);
    expect(offered).toMatchObject({ status: 'held', orderId: null });
    const holdHours = ((offered?.holdExpiresAt?.getTime() ?? 0) - Date.now()) / HOUR;
    expect(holdHours).toBeGreaterThan(23.9);
    expect(holdHours).toBeLessThanOrEqual(24);
    expect((await classPage(session.id, next.jar)).booking).toMatchObject({ status: 'held', holdExpiresAt: expect.any(String) });
    const offerEmail = (await db.select().from(emailMessages).where(eq(emailMessages.toAddress, next.email))).find(
      (row) => row.template === 'class-seat-freed',
    );
    expect(offerEmail?.subject).toContain('is held for you');

    // Not paid in time: the seat goes to the next person in line.
    expect(await releaseLapsedOffers(new Date(Date.now() + 25 * HOUR))).toBe(1);
    expect(await bookingOf(session.id, next.id)).toMatchObject([{ status: 'cancelled' }]);
    expect(await bookingOf(session.id, after.id)).toMatchObject([{ status: 'held', orderId: null }]);

    // They start paying (the seat is now held by their order), then cancel on the payment page:
    // the order is cancelled and the seat is free again, with nobody left in line.
    const paying = await buy(session.id, after.jar);
    expect(await bookingOf(session.id, after.id)).toMatchObject([{ status: 'held', holdExpiresAt: null }]);
    expect((await post(session.id, { intent: 'cancel' }, after.jar)).data).toMatchObject({
      ok: false,
      message: 'learning.classes.errors.payingNow',
    });
    expect((await submitTestPayment(sessionOf(paying.paymentUrl), { intent: 'cancel' })).ok).toBe(true);
    await drainJobs();
    await drainJobs();
    expect((await ordersOf(after.id))[0]?.status).toBe('cancelled');
    expect(await bookingOf(session.id, after.id)).toMatchObject([{ status: 'cancelled' }]);
    expect((await classPage(session.id, after.jar)).session.seatsTaken).toBe(0);
  });

  it('after the cut-off, a cancelled seat is not refunded', async () => {
    const session = await paidClass({ inHours: 10, refundCutoffHours: 24 });
    const seated = await signUpPerson('seat-late-cancel');
    await pay((await buy(session.id, seated.jar)).paymentUrl);
    expect((await classPage(session.id, seated.jar)).purchase).toMatchObject({ refundsNow: false });
    const cancelled = await post(session.id, { intent: 'cancel' }, seated.jar);
    expect(cancelled.data).toMatchObject({ ok: true, message: 'learning.classes.cancelledNoRefund' });
    await drainJobs();
    const [order] = await ordersOf(seated.id);
    expect(order).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect(
      await db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, order?.id ?? '')),
    ).toEqual([]);
  });

  it('refunds a payment that arrives for a seat the class can no longer give', async () => {
    const session = await paidClass();
    const buyer = await signUpPerson('seat-gone');
    const { paymentUrl } = await buy(session.id, buyer.jar);
    await db.update(coachingClasses).set({ status: 'cancelled' }).where(eq(coachingClasses.id, session.id));
    await pay(paymentUrl);
    await drainJobs();
    expect(await bookingOf(session.id, buyer.id)).toMatchObject([{ status: 'cancelled' }]);
    expect((await ordersOf(buyer.id))[0]).toMatchObject({ status: 'refunded', refundedCents: 1620 });
  });

  it('never sells more seats than there are: 10 buyers for 3 seats at once give 3 held seats and 7 places in line', async () => {
    const session = await paidClass({ capacity: 3 });
    const buyers = [];
    for (let i = 0; i < 10; i++) buyers.push(await signUpPerson('seat-racer'));
    const keys = await Promise.all(
      buyers.map(async (buyer) => (await classPage(session.id, buyer.jar)).purchase?.idempotencyKey ?? ''),
    );
    const answers = await Promise.all(
      buyers.map((buyer, i) => post(session.id, { intent: 'buy', idempotencyKey: keys[i] ?? '' }, buyer.jar)),
    );
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(3);
    const rows = await db.select().from(classBookings).where(eq(classBookings.classId, session.id));
    expect(rows.filter((row) => row.status === 'held')).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(7);
    // Exactly one order per held seat: a refused placement leaves no order behind.
    const placed = (await Promise.all(buyers.map((buyer) => ordersOf(buyer.id)))).flat();
    expect(placed).toHaveLength(3);
    expect(new Set(placed.map((order) => order.id))).toEqual(new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : []))));
  });

  it('an instructor cancels their class: everyone is told, and paid seats are refunded in full even after the cut-off', async () => {
    const teacher = await signUpPerson('cancelling-teacher');
    const stranger = await signUpPerson('other-teacher');
    await db.insert(userRoles).values([
      { userId: teacher.id, role: 'instructor' },
      { userId: stranger.id, role: 'instructor' },
    ]);
    const product = await createProduct(database, {
      status: 'draft',
      trackInventory: false,
      priceCents: 1500,
      category: 'classes',
    });
    const session = await createClass(database, {
      capacity: 1,
      inHours: 10,
      refundCutoffHours: 24,
      priceCents: 1500,
      productId: product.id,
      instructorId: teacher.id,
    });
    const seated = await signUpPerson('cancelled-seat');
    const waiting = await signUpPerson('cancelled-line');
    await pay((await buy(session.id, seated.jar)).paymentUrl);
    expect((await post(session.id, { intent: 'book' }, waiting.jar)).data).toMatchObject({
      message: 'learning.classes.waitlisted',
    });

    const cancel = (jar: CookieJar) =>
      callAction(dashboardAction, formPost('/instructor-dashboard', { intent: 'cancel-class', classId: session.id }, jar));
    const refused = await cancel(stranger.jar);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ ok: false, formError: 'learning.classes.errors.notYours' });
    expect((await db.select().from(coachingClasses).where(eq(coachingClasses.id, session.id)))[0]?.status).toBe('scheduled');

    expect((await cancel(teacher.jar)).data).toEqual({ ok: true, intent: 'cancel-class', ended: 2 });
    await drainJobs();
    await drainJobs();
    expect((await db.select().from(coachingClasses).where(eq(coachingClasses.id, session.id)))[0]?.status).toBe('cancelled');
    expect(await bookingOf(session.id, seated.id)).toMatchObject([{ status: 'cancelled' }]);
    expect(await bookingOf(session.id, waiting.id)).toMatchObject([{ status: 'cancelled' }]);
    // Past the cut-off, but the class itself was cancelled: the seat is refunded in full.
    expect((await ordersOf(seated.id))[0]).toMatchObject({ status: 'refunded', refundedCents: 1620 });
    expect(await subjectsTo(seated.email)).toContain('class-cancelled');
    expect(await subjectsTo(waiting.email)).toContain('class-cancelled');
    expect((await cancel(teacher.jar)).data).toMatchObject({ ok: false, formError: 'learning.classes.errors.alreadyCancelled' });
  });

  it('an instructor schedules a paid class with its refund rule, and its sales appear in their earnings', async () => {
    const teacher = await signUpPerson('paid-teacher');
    await db.insert(userRoles).values({ userId: teacher.id, role: 'instructor' });
    const nextYear = new Date().getUTCFullYear() + 1;
    const fields = {
      title: 'Plan a rain garden, live',
      summary: 'Size and place a rain garden for your roof and soil, with time for questions.',
      description: '',
      startsAt: `${nextYear}-05-02T17:00`,
      durationMinutes: '60',
      capacity: '10',
      priceCents: '12.50',
      refundCutoffHours: '48',
    };
    const schedule = (values: Record<string, string>) =>
      callAction(dashboardAction, formPost('/instructor-dashboard', values, teacher.jar));
    const refused = await schedule({ ...fields, priceCents: 'twelve', refundCutoffHours: '200' });
    expect(refused.data).toMatchObject({
      fieldErrors: { priceCents: 'learning.teach.errors.price', refundCutoffHours: 'learning.teach.errors.refundCutoff' },
    });
    const scheduled = await schedule(fields);
    const classId = (scheduled.data as { classId: string }).classId;
    const [row] = await db.select().from(coachingClasses).where(eq(coachingClasses.id, classId));
    expect(row).toMatchObject({ priceCents: 1250, refundCutoffHours: 48, productId: expect.any(String) });
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.id, row?.productId ?? ''));
    expect(product).toMatchObject({ status: 'draft', category: 'classes', priceCents: 1250, trackInventory: false });

    const learner = await signUpPerson('paid-learner');
    await pay((await buy(classId, learner.jar)).paymentUrl);
    // The ledger's job posts the sale; the dashboard reads the instructor's share from it (decision 0104).
    await drainJobs();
    await drainJobs();
    const dashboard = (await callAction(dashboardLoader, pageGet('/instructor-dashboard', teacher.jar))).data as {
      earnings: { orders: number; months: { month: string; cents: number }[] };
      payouts: { inWindowCents: number; nextEstimateCents: number; paidCents: number };
    };
    // $12.50 before tax, 10% to relief, 70% of the remaining $11.25: in the refund window for now.
    expect(dashboard.earnings).toMatchObject({ orders: 1, months: [{ month: expect.any(String), cents: 788 }] });
    expect(dashboard.payouts).toMatchObject({ inWindowCents: 788, nextEstimateCents: 0, paidCents: 0 });
  });
});
