import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instructorPayouts, orders, securityEvents, userRoles } from '~/db/schema/index';
import { action as payoutAction, loader as payoutLoader } from '~/routes/creator-hub/instructor';
import { loader as overviewLoader } from '~/routes/creator-hub/instructors';
import { loader as dashboardLoader } from '~/routes/instructors/dashboard';
import { action as onboardingAction } from '~/routes/instructors/onboarding';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { createCourse } from '../factories/courses';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
const db = database.db;

type Overview = {
  rows: Array<{
    instructorId: string;
    earnedCents: number;
    paidCents: number;
    dueCents: number;
    payout: { accountHolder: string; last4: string } | null;
  }>;
  totalDueCents: number;
};
type Detail = {
  earnedCents: number;
  dueCents: number;
  payouts: Array<{ amountCents: number; paidOn: string; reference: string; accountLast4: string | null; recordedBy: string }>;
};
type Answer = {
  ok: boolean;
  intent: string;
  formError?: string;
  dueCents?: number;
  fieldErrors?: Record<string, string>;
  account?: { account: string; bankCode: string; accountHolder: string };
};

const admin = await signUpPerson('payouts-admin', { role: 'admin' });
const today = new Date().toISOString().slice(0, 10);

/**
 * An instructor whose course sold `sales` places at $10.00 each (paid orders). Each place earns
 * them $6.30: $10.00 less 10% to relief, and 70% of the $9.00 left. With `payout`, they gave a
 * German IBAN in onboarding.
 */
async function instructorWithSales(label: string, sales: number, { payout = true } = {}) {
  const person = await signUpPerson(label);
  await db.insert(userRoles).values({ userId: person.id, role: 'instructor' });
  if (payout) {
    const profile = {
      intent: 'profile',
      displayName: `Ana ${label}`,
      headline: 'Market gardener in Oaxaca',
      bio: '',
      website: '',
    };
    await callAction(onboardingAction, formPost('/instructor/onboarding', profile, person.jar));
    const account = {
      intent: 'payout',
      accountHolder: 'Ana Flores',
      country: 'DE',
      account: 'DE89 3704 0044 0532 0130 00',
      bankCode: '',
    };
    await callAction(onboardingAction, formPost('/instructor/onboarding', account, person.jar));
  }
  const product = await createProduct(database, { priceCents: 1000, status: 'draft', trackInventory: false });
  await createCourse(database, { instructorId: person.id, priceCents: 1000, productId: product.id });
  for (let sale = 0; sale < sales; sale++) {
    const buyer = await signUpPerson(`${label}-buyer`);
    const order = await createOrder(database, { userId: buyer.id, email: buyer.email, product });
    await db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order.id));
  }
  return person;
}

const overview = async () => (await callAction(overviewLoader, pageGet('/creator-hub/instructors', admin.jar))).data as Overview;
const detail = async (instructorId: string) =>
  (await callAction(payoutLoader, pageGet(`/creator-hub/instructors/${instructorId}`, admin.jar), { instructorId }))
    .data as Detail;
const post = (instructorId: string, fields: Record<string, string>, jar = admin.jar) =>
  callAction(payoutAction, formPost(`/creator-hub/instructors/${instructorId}`, fields, jar), { instructorId });
const record = (instructorId: string, fields: Partial<Record<'amount' | 'paidOn' | 'reference' | 'note', string>>) =>
  post(instructorId, { intent: 'record', amount: '', paidOn: today, reference: 'SEPA-1', note: '', ...fields });
const paidTo = async (instructorId: string) =>
  (
    await db
      .select({ cents: sql<number>`coalesce(sum(${instructorPayouts.amountCents}), 0)::int` })
      .from(instructorPayouts)
      .where(eq(instructorPayouts.instructorId, instructorId))
  )[0]?.cents;

describe('instructor payouts', () => {
  it('shows each share earned, paid and due; records a transfer, refusing bad input and more than is due', async () => {
    const instructor = await instructorWithSales('payee', 3);
    const row = (await overview()).rows.find((entry) => entry.instructorId === instructor.id);
    expect(row).toMatchObject({
      earnedCents: 1890,
      paidCents: 0,
      dueCents: 1890,
      payout: { accountHolder: 'Ana Flores', last4: '3000' },
    });

    // Bad input: each field says what is wrong, and nothing is written.
    const bad = await record(instructor.id, { amount: '12,5x', paidOn: '2031-01-01', reference: '' });
    expect(bad.status).toBe(400);
    expect((bad.data as Answer).fieldErrors).toEqual({
      amount: 'instructors.payouts.errors.amount',
      paidOn: 'instructors.payouts.errors.paidOnRange',
      reference: 'instructors.payouts.errors.reference',
    });
    expect(((await record(instructor.id, { amount: '0' })).data as Answer).fieldErrors?.amount).toBe(
      'instructors.payouts.errors.amount',
    );
    expect(((await record(instructor.id, { amount: '5', paidOn: '2026-02-30' })).data as Answer).fieldErrors?.paidOn).toBe(
      'instructors.payouts.errors.paidOn',
    );
    // A cent more than is due.
    const tooMuch = await record(instructor.id, { amount: '18.91' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.data).toMatchObject({ formError: 'instructors.payouts.errors.moreThanDue', dueCents: 1890 });
    expect(await paidTo(instructor.id)).toBe(0);

    const paid = await record(instructor.id, { amount: '10', reference: 'SEPA-2026-11-001', note: 'November' });
    expect(paid.data).toEqual({ ok: true, intent: 'record', dueCents: 890 });
    const page = await detail(instructor.id);
    expect(page).toMatchObject({ earnedCents: 1890, dueCents: 890 });
    expect(page.payouts).toEqual([
      expect.objectContaining({ amountCents: 1000, paidOn: today, reference: 'SEPA-2026-11-001', accountLast4: '3000' }),
    ]);
    expect(page.payouts[0]?.recordedBy).toMatch(/\S/);
    expect((await overview()).rows.find((entry) => entry.instructorId === instructor.id)).toMatchObject({
      paidCents: 1000,
      dueCents: 890,
    });

    // The instructor sees what was paid and what is still due, without the administrators' notes.
    const dashboard = (await callAction(dashboardLoader, pageGet('/instructor-dashboard', instructor.jar))).data as {
      payouts: { paidCents: number; dueCents: number; recent: Array<Record<string, unknown>> };
    };
    expect(dashboard.payouts).toEqual({
      paidCents: 1000,
      dueCents: 890,
      recent: [{ id: expect.any(String), amountCents: 1000, paidOn: today, reference: 'SEPA-2026-11-001' }],
    });

    // The rest, then nothing more.
    expect((await record(instructor.id, { amount: '8.90' })).data).toMatchObject({ ok: true, dueCents: 0 });
    expect((await record(instructor.id, { amount: '0.01' })).data).toMatchObject({
      formError: 'instructors.payouts.errors.nothingDue',
    });
    expect(await paidTo(instructor.id)).toBe(1890);
  });

  it('pays a balance once when two administrators record it at the same moment', async () => {
    const instructor = await instructorWithSales('race', 2);
    const answers = await Promise.all([record(instructor.id, { amount: '12.60' }), record(instructor.id, { amount: '12.60' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await paidTo(instructor.id)).toBe(1260);
  });

  it('shows the whole bank account only when asked, and records who looked', async () => {
    const instructor = await instructorWithSales('reveal', 1);
    const before = await detail(instructor.id);
    expect(JSON.stringify(before)).not.toContain('DE8937040044');
    const shown = await post(instructor.id, { intent: 'reveal' });
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect((shown.data as Answer).account).toEqual({
      accountHolder: 'Ana Flores',
      country: 'DE',
      account: 'DE89370400440532013000',
      bankCode: '',
    });
    const events = await db
      .select({ userId: securityEvents.userId, details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'PAYOUT_DETAILS_VIEWED'), eq(securityEvents.userId, admin.id)));
    expect(events).toContainEqual({ userId: admin.id, details: { instructorId: instructor.id } });
  });

  it('pays nobody without a payout account, and knows no one who does not exist', async () => {
    const instructor = await instructorWithSales('no-account', 1, { payout: false });
    expect((await overview()).rows.find((entry) => entry.instructorId === instructor.id)).toMatchObject({
      earnedCents: 630,
      payout: null,
    });
    const refused = await record(instructor.id, { amount: '6.30' });
    expect(refused.status).toBe(409);
    expect((refused.data as Answer).formError).toBe('instructors.payouts.errors.noDetails');
    expect((await post(instructor.id, { intent: 'reveal' })).status).toBe(409);
    expect(await paidTo(instructor.id)).toBe(0);

    const nobody = crypto.randomUUID();
    const missing = await callAction(payoutLoader, pageGet(`/creator-hub/instructors/${nobody}`, admin.jar), {
      instructorId: nobody,
    });
    expect(missing.status).toBe(404);
    expect((await post(nobody, { intent: 'record', amount: '1', paidOn: today, reference: 'X' })).status).toBe(404);
  });

  it('lets no one but an administrator see or record payouts', async () => {
    const instructor = await instructorWithSales('not-admin', 1);
    // The instructor themself may not record a payout to their own account.
    const own = await callAction(
      payoutAction,
      formPost(
        `/creator-hub/instructors/${instructor.id}`,
        { intent: 'record', amount: '6.30', paidOn: today, reference: 'X' },
        instructor.jar,
      ),
      { instructorId: instructor.id },
    ).catch((thrown: Response) => thrown);
    expect([302, 403]).toContain(own.status);
    expect(await paidTo(instructor.id)).toBe(0);
  });
});
