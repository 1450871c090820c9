import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { instructorProfiles, orders, userRoles } from '~/db/schema/index';
import { openPayoutAccount } from '~/features/instructors/payout-seal.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { loader as paySuccessLoader } from '~/routes/instructors/fee-outcome';
import { action as onboardingAction, loader as onboardingLoader } from '~/routes/instructors/onboarding';
import { resetEnvCache } from '~/utils/env.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { createCourse } from '../factories/courses';
import { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

// The payment references, as the server registers them.
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;

setupJobRunner(database);
afterEach(() => {
  delete process.env.INSTRUCTOR_ONBOARDING_FEE_CENTS;
  resetEnvCache();
});

type Page = {
  state: string;
  progress?: { steps: { step: string; done: boolean }[]; complete: boolean };
  profile?: { displayName: string; payout: { accountHolder: string; last4: string; readable: boolean } | null } | null;
  suggestedDisplayName?: string;
  fee?: { cents: number; totalCents: number; paid: boolean; idempotencyKey: string } | null;
};

const page = async (jar: CookieJar) => (await callAction(onboardingLoader, pageGet('/instructor/onboarding', jar))).data as Page;
const post = (fields: Record<string, string>, jar: CookieJar) =>
  callAction(onboardingAction, formPost('/instructor/onboarding', fields, jar));

async function instructor(label = 'onboarding') {
  const person = await signUpPerson(label);
  await db.insert(userRoles).values({ userId: person.id, role: 'instructor' });
  return person;
}

const PROFILE = {
  intent: 'profile',
  displayName: 'Ana Flores',
  headline: 'Market gardener in Oaxaca, saving seed since 2009',
  bio: 'I grow **maize, beans and squash** together.',
  website: 'https://ana-flores.example',
};
const PAYOUT = {
  intent: 'payout',
  accountHolder: 'Ana Flores',
  country: 'DE',
  account: 'DE89 3704 0044 0532 0130 00',
  bankCode: '',
};

describe('instructor onboarding', () => {
  it('is for approved instructors: a visitor is asked to sign in, a learner to apply, and neither can save anything', async () => {
    expect((await page(new CookieJar())).state).toBe('signed-out');
    const learner = await signUpPerson('not-yet');
    expect(await page(learner.jar)).toMatchObject({ state: 'not-approved', applicationStatus: null });
    const refused = await post(PROFILE, learner.jar);
    expect(refused.status).toBe(409);
    expect((await post(PROFILE, new CookieJar())).status).toBe(401);
    expect(await db.select().from(instructorProfiles).where(eq(instructorProfiles.userId, learner.id))).toEqual([]);
  });

  it('walks an instructor through profile, payout details and a first course, on all three addresses', async () => {
    const teacher = await instructor();
    expect(await page(teacher.jar)).toMatchObject({
      state: 'ready',
      progress: {
        steps: [
          { step: 'profile', done: false },
          { step: 'payout', done: false },
          { step: 'course', done: false },
        ],
        complete: false,
      },
      fee: null,
    });
    // Payout details wait for the profile they are kept with.
    expect((await post(PAYOUT, teacher.jar)).data).toMatchObject({
      ok: false,
      message: 'instructors.onboarding.errors.profileFirst',
    });

    const bad = await post({ ...PROFILE, displayName: 'A', website: 'http://ana.example' }, teacher.jar);
    expect(bad.data).toMatchObject({
      ok: false,
      fieldErrors: { displayName: 'instructors.onboarding.errors.displayName', website: 'instructors.onboarding.errors.website' },
    });
    expect((await post(PROFILE, teacher.jar)).data).toMatchObject({ ok: true, message: 'instructors.onboarding.profileSaved' });

    // A mistyped IBAN is refused, and the account number is never sent back to the form.
    const mistyped = await post({ ...PAYOUT, account: 'DE89 3704 0044 0532 0130 01' }, teacher.jar);
    expect(mistyped.data).toMatchObject({
      ok: false,
      fieldErrors: { account: 'instructors.onboarding.errors.iban' },
      values: { account: '', accountHolder: 'Ana Flores' },
    });
    expect((await post(PAYOUT, teacher.jar)).data).toMatchObject({ ok: true, message: 'instructors.onboarding.payoutSaved' });
    const [row] = await db.select().from(instructorProfiles).where(eq(instructorProfiles.userId, teacher.id));
    // Sealed at rest: neither the IBAN nor its digits are in the row; it opens to what was entered.
    expect(row?.payoutDetails).not.toContain('DE89');
    expect(row?.payoutDetails).not.toContain('0532013000');
    expect(row).toMatchObject({ payoutLast4: '3000', payoutCountry: 'DE', payoutAccountHolder: 'Ana Flores' });
    expect(await openPayoutAccount(row?.payoutDetails ?? '')).toEqual({ account: 'DE89370400440532013000', bankCode: '' });

    await createCourse(database, { instructorId: teacher.id, instructorName: 'Ana Flores', status: 'draft' });
    // The page and its aliases: one module at three addresses.
    for (const address of ['/instructor/onboarding', '/instructor-onboarding', '/instructors/onboarding']) {
      const shown = (await callAction(onboardingLoader, pageGet(address, teacher.jar))).data as Page;
      expect(shown).toMatchObject({
        progress: { complete: true },
        profile: { displayName: 'Ana Flores', payout: { last4: '3000', readable: true } },
      });
      // The full account never reaches the page.
      expect(JSON.stringify(shown)).not.toContain('0532013000');
    }
  });

  it("starts a new instructor's public name from their account's name, so the first save needs only a headline", async () => {
    const teacher = await instructor('named');
    const shown = await page(teacher.jar);
    expect(shown).toMatchObject({ state: 'ready', profile: null, suggestedDisplayName: 'Sam Shopper' });
    const { displayName: _typed, ...untouched } = PROFILE;
    const saved = await post({ ...untouched, displayName: shown.suggestedDisplayName ?? '' }, teacher.jar);
    expect(saved.data).toMatchObject({ ok: true, message: 'instructors.onboarding.profileSaved' });
    // Once saved, the page shows the name the instructor chose, not the account's.
    await post({ ...PROFILE, displayName: 'Ana Flores' }, teacher.jar);
    expect(await page(teacher.jar)).toMatchObject({ suggestedDisplayName: 'Ana Flores', profile: { displayName: 'Ana Flores' } });
  });

  it('asks for the payout details again when the sealed value cannot be opened', async () => {
    const teacher = await instructor('tampered');
    await post(PROFILE, teacher.jar);
    await post(PAYOUT, teacher.jar);
    const [row] = await db.select().from(instructorProfiles).where(eq(instructorProfiles.userId, teacher.id));
    const parts = (row?.payoutDetails ?? '').split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    parts[3] = flipped.toString('base64url');
    await db
      .update(instructorProfiles)
      .set({ payoutDetails: parts.join('.') })
      .where(eq(instructorProfiles.userId, teacher.id));
    const shown = await page(teacher.jar);
    expect(shown.profile?.payout).toMatchObject({ readable: false });
    expect(shown.progress?.steps.find((step) => step.step === 'payout')).toEqual({ step: 'payout', done: false });
  });

  it('charges the configured fee through the provider, and the return pages show the real outcome', async () => {
    process.env.INSTRUCTOR_ONBOARDING_FEE_CENTS = '2500';
    resetEnvCache();
    const teacher = await instructor('fee');
    const before = await page(teacher.jar);
    expect(before.progress?.steps.map((step) => step.step)).toEqual(['profile', 'payout', 'course', 'fee']);
    expect(before.fee).toMatchObject({ cents: 2500, totalCents: 2700, paid: false });

    const started = await post({ intent: 'pay-fee', idempotencyKey: before.fee?.idempotencyKey ?? '' }, teacher.jar);
    expect(started.status).toBe(302);
    const paymentUrl = started.headers.get('location') ?? '';
    const [order] = await db.select().from(orders).where(eq(orders.userId, teacher.id));
    expect(order).toMatchObject({ status: 'pending_payment', subtotalCents: 2500, totalCents: 2700, shippingCents: 0 });

    // Coming back by the cancel address while the payment is still open says so, not "cancelled".
    const pending = await callAction(paySuccessLoader, pageGet(`/instructor/pay/cancel?order=${order?.id}`, teacher.jar));
    expect(pending.data).toMatchObject({ outcome: { status: 'pending_payment' } });

    const paid = await submitTestPayment(paymentUrl.match(/tcs_[\w-]+/)?.[0] ?? '', {
      intent: 'pay',
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.ok).toBe(true);
    // The provider's return address is ours, with the order.
    expect(paid.ok && 'redirectTo' in paid ? paid.redirectTo : '').toContain(`/instructor/pay/success?order=${order?.id}`);
    await drainJobs();
    const success = await callAction(paySuccessLoader, pageGet(`/instructor/pay/success?order=${order?.id}`, teacher.jar));
    expect(success.data).toMatchObject({ outcome: { status: 'paid', totalCents: 2700 } });
    expect((await page(teacher.jar)).fee).toMatchObject({ paid: true });
    // Paying twice is refused.
    const again = await post({ intent: 'pay-fee', idempotencyKey: crypto.randomUUID() }, teacher.jar);
    expect(again.data).toMatchObject({ ok: false, message: 'instructors.onboarding.errors.feePaid' });

    // Someone else's order is not shown on these pages.
    const other = await signUpPerson('nosy');
    const nosy = await callAction(paySuccessLoader, pageGet(`/instructor/pay/success?order=${order?.id}`, other.jar));
    expect(nosy.data).toMatchObject({ outcome: null });
  });
});
