import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { donations, emailMessages, reliefLedger, testPaymentSessions, users } from '~/db/schema/index';
import { isSupporter, supportersWall } from '~/features/donations/donations.server';
import { settlePendingDonationsJob } from '~/features/donations/jobs';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { enqueueJob } from '~/features/jobs/jobs.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { action as donateAction, loader as donateLoader } from '~/routes/shop/donate';
import { loader as donateSuccessLoader } from '~/routes/shop/donate-success';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
// Who handles `order:` and `donation:` payment references, as the server registers it.
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;

setupJobRunner(database);

async function donate(jar: CookieJar, fields: Record<string, string>) {
  const page = await callAction(donateLoader, pageGet('/donate', jar));
  const { idempotencyKey } = page.data as { idempotencyKey: string };
  return callAction(donateAction, formPost('/donate', { idempotencyKey, ...fields }, jar));
}

const sessionIdFrom = (location: string | null) => location?.match(/\/pay\/test\/(tcs_[\w-]+)/)?.[1] ?? '';

describe('donations (/donate)', () => {
  it('a visitor gives $50: paid through the test provider, 100% in the relief ledger, a receipt, a name on the wall', async () => {
    const visitor = new CookieJar();
    const email = `giver.${Date.now()}@example.org`;
    const started = await donate(visitor, { choice: '5000', name: 'Wren Giver', email, wall: 'on' });
    expect(started.status).toBe(302);
    const sessionId = sessionIdFrom(started.headers.get('location'));
    expect(sessionId).not.toBe('');

    const paid = await submitTestPayment(sessionId, { intent: 'pay', number: '4242424242424242', expiry: '12/30', cvc: '123' });
    expect(paid.ok).toBe(true);
    const donationId = (paid.ok && new URL(paid.redirectTo).searchParams.get('donation')) || '';
    const [donation] = await db.select().from(donations).where(eq(donations.id, donationId));
    expect(donation).toMatchObject({ status: 'paid', amountCents: 5000, tier: 'orchard', showOnWall: true, userId: null });

    await drainJobs();
    const ledger = await db
      .select()
      .from(reliefLedger)
      .where(eq(reliefLedger.sourceKey, `donation:${donationId}`));
    expect(ledger.map(({ kind, amountCents }) => ({ kind, amountCents }))).toEqual([{ kind: 'donation', amountCents: 5000 }]);
    const receipts = await db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, email), eq(emailMessages.template, 'donation-receipt')));
    expect(receipts).toHaveLength(1);
    expect(await supportersWall()).toContain('Wren Giver');

    const result = await callAction(donateSuccessLoader, pageGet(`/donate/success?donation=${donationId}`, visitor));
    expect((result.data as { donation: { status: string; amountCents: number } }).donation).toMatchObject({
      status: 'paid',
      amountCents: 5000,
    });
  });

  it('gives a signed-in Grower the supporter badge; a custom amount below the tiers gets no perks but still counts', async () => {
    const { jar, email } = await signUpShopper('donor');
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const small = await donate(jar, { choice: 'custom', custom: '4.50', name: 'Dee Donor', email });
    const smallPaid = await submitTestPayment(sessionIdFrom(small.headers.get('location')), {
      intent: 'pay',
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(smallPaid.ok).toBe(true);
    expect(await isSupporter(user?.id ?? '')).toBe(false);
    const grower = await donate(jar, { choice: '2500', name: 'Dee Donor', email });
    await submitTestPayment(sessionIdFrom(grower.headers.get('location')), {
      intent: 'pay',
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(await isSupporter(user?.id ?? '')).toBe(true);
    const rows = await db
      .select({ tier: donations.tier, amountCents: donations.amountCents })
      .from(donations)
      .where(eq(donations.userId, user?.id ?? ''));
    expect(rows.sort((a, b) => a.amountCents - b.amountCents)).toEqual([
      { tier: null, amountCents: 450 },
      { tier: 'grower', amountCents: 2500 },
    ]);
  });

  it('a cancelled payment records nothing in the ledger', async () => {
    const visitor = new CookieJar();
    const started = await donate(visitor, { choice: '1000', name: 'Cal Cancel', email: 'cal@example.org' });
    const cancelled = await submitTestPayment(sessionIdFrom(started.headers.get('location')), { intent: 'cancel' });
    expect(cancelled.ok).toBe(true);
    const [donation] = await db.select().from(donations).where(eq(donations.email, 'cal@example.org'));
    expect(donation?.status).toBe('cancelled');
    await drainJobs();
    expect(
      await db
        .select()
        .from(reliefLedger)
        .where(eq(reliefLedger.sourceKey, `donation:${donation?.id}`)),
    ).toEqual([]);
  });

  it('a gift whose webhook never came: its result page and the scheduled sweep ask the provider (decision 0038)', async () => {
    const visitor = new CookieJar();
    const start = async (name: string) => {
      const started = await donate(visitor, { choice: '1000', name, email: `${name.toLowerCase()}@example.org` });
      const sessionId = sessionIdFrom(started.headers.get('location'));
      const [donation] = await db.select().from(donations).where(eq(donations.providerSessionId, sessionId));
      return { sessionId, id: donation?.id ?? '' };
    };
    const statusOf = async (id: string) =>
      (await db.select({ status: donations.status }).from(donations).where(eq(donations.id, id)))[0]?.status;
    // What a crash used to leave: the test bank took the money, the store never heard.
    const paidWithoutWebhook = (sessionId: string) =>
      db.update(testPaymentSessions).set({ status: 'paid', paymentId: 'tpi_lost' }).where(eq(testPaymentSessions.id, sessionId));

    const onPage = await start('Paige');
    await paidWithoutWebhook(onPage.sessionId);
    const result = await callAction(donateSuccessLoader, pageGet(`/donate/success?donation=${onPage.id}`, visitor));
    expect((result.data as { donation: { status: string } }).donation.status).toBe('paid');

    const paid = await start('Sweepy');
    const abandoned = await start('Abbie');
    const waiting = await start('Wanda');
    await paidWithoutWebhook(paid.sessionId);
    await db
      .update(testPaymentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testPaymentSessions.id, abandoned.sessionId));
    // Old enough for the sweep: their checkouts are past the hour they stay open.
    await db
      .update(donations)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(inArray(donations.id, [paid.id, abandoned.id, waiting.id]));
    await enqueueJob(settlePendingDonationsJob, {});
    expect((await drainJobs()).completed).toContain('donations.settle-pending');
    expect(await statusOf(paid.id)).toBe('paid');
    expect(await statusOf(abandoned.id)).toBe('cancelled');
    expect(await statusOf(waiting.id)).toBe('pending');
    const ledger = await db
      .select()
      .from(reliefLedger)
      .where(inArray(reliefLedger.sourceKey, [`donation:${onPage.id}`, `donation:${paid.id}`]));
    expect(ledger).toHaveLength(2);
  });

  it('refuses bad amounts, names and emails with a clear message and writes nothing', async () => {
    const visitor = new CookieJar();
    const [before] = await db.select({ count: sql<number>`count(*)::int` }).from(donations);
    const cases: [Record<string, string>, string][] = [
      [{ choice: 'custom', custom: '0.50', name: 'Al', email: 'al@example.org' }, 'donate.errors.amount'],
      [{ choice: 'custom', custom: '-5', name: 'Al', email: 'al@example.org' }, 'donate.errors.amount'],
      [{ choice: 'custom', custom: '10000.01', name: 'Al', email: 'al@example.org' }, 'donate.errors.amount'],
      [{ choice: '999999999', name: 'Al', email: 'al@example.org' }, 'donate.errors.amount'],
      [{ choice: '2500', name: 'A', email: 'al@example.org' }, 'donate.errors.name'],
      [{ choice: '2500', name: 'Al', email: 'not-an-email' }, 'donate.errors.email'],
    ];
    for (const [fields, message] of cases) {
      const answer = await donate(visitor, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect((answer.data as { message: string }).message).toBe(message);
    }
    const [after] = await db.select({ count: sql<number>`count(*)::int` }).from(donations);
    expect(after?.count).toBe(before?.count);
  });
});
