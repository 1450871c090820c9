import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instructorPayouts, ledgerEntries, orders, payoutRuns, payouts, refunds, userRoles } from '~/db/schema/index';
import { exportUserData } from '~/features/accounts/data-export.server';
import { postOrderToLedger } from '~/features/ledger/post-order.server';
import { getStripePayouts } from '~/features/payments/payments.server';
import { setStripeAccount } from '~/features/payouts/destinations.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { payPayoutRun, transferKeyOf } from '~/features/payouts/pay-run.server';
import { startPayoutRun } from '~/features/payouts/start-run.server';
import { action as accountAction } from '~/routes/account/account';
import { PERSONAL_DATA } from '~/routes/account/personal-data.server';
import { loader as payoutsLoader } from '~/routes/admin/payouts';
import { loader as exportLoader } from '~/routes/admin/payouts-export';
import { action as payoutAction, loader as payoutLoader } from '~/routes/creator-hub/instructor';
import { loader as overviewLoader } from '~/routes/creator-hub/instructors';
import { loader as dashboardLoader } from '~/routes/instructors/dashboard';
import { action as onboardingAction } from '~/routes/instructors/onboarding';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { createCourse } from '../factories/courses';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { withFakeStripe } from '../setup/fake-stripe';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Instructors' earnings on the money ledger and their payouts by payout runs (decision 0104), on
 * both databases. A $10.00 place earns its instructor $6.30 in the ledger ($10.00 less $1.00 to
 * relief, 70% of the $9.00 left); a refund of $5.00 ($0.50 of it relief) takes back $3.15 of it,
 * in proportion. Transfers recorded before runs (`instructor_payouts`, decision 0057) count as
 * paid, so nothing an instructor was already paid is paid again.
 */

const database = await setupTestDatabase();
const db = database.db;
const DAY = 24 * 60 * 60 * 1000;
const today = new Date().toISOString().slice(0, 10);
const admin = await signUpPerson('instructor-ledger-admin', { role: 'admin' });

type Figures = { paidCents: number; inRunCents: number; nextEstimateCents: number; inWindowCents: number; aheadCents: number };
type Row = Figures & { instructorId: string; earnedCents: number; recordedCents: number; payout: { last4: string } | null };

/** An instructor teaching a $10.00 course; with `payout`, they gave a German IBAN in onboarding. */
async function instructor(label: string, { payout = true } = {}) {
  const person = await signUpPerson(label);
  await db.insert(userRoles).values({ userId: person.id, role: 'instructor' });
  if (payout) {
    const profile = { intent: 'profile', displayName: `Ana ${label}`, headline: 'Market gardener', bio: '', website: '' };
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
  return { ...person, product };
}

/** A place sold `daysAgo` days ago, posted to the ledger as its job would. */
async function sale(teacher: Awaited<ReturnType<typeof instructor>>, daysAgo: number) {
  const buyer = await signUpPerson(`${teacher.email.slice(0, 12)}-buyer`);
  const order = await createOrder(database, { userId: buyer.id, email: buyer.email, product: teacher.product });
  await db
    .update(orders)
    .set({ paidAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(orders.id, order.id));
  await postOrderToLedger(order.id);
  return order.id;
}

/** A refund of $5.00 ($0.50 of relief), posted as its job would. */
async function refundHalf(orderId: string) {
  await db.insert(refunds).values({ orderId, amountCents: 500, reliefReversalCents: 50, restock: false, reason: 'Partly' });
  await db.update(orders).set({ refundedCents: 500 }).where(eq(orders.id, orderId));
  await postOrderToLedger(orderId);
}

/** A transfer an administrator recorded before payout runs (the old form, now gone). */
const recordedTransfer = (instructorId: string, amountCents: number, reference: string) =>
  db
    .insert(instructorPayouts)
    .values({ instructorId, amountCents, paidOn: today, reference, accountLast4: '3000', recordedBy: admin.id });

const ledgerSum = async (instructorId: string) =>
  (
    await db
      .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, 'instructor'), eq(ledgerEntries.partyId, instructorId)))
  )[0]?.cents;

const overviewRow = async (instructorId: string) =>
  ((await callAction(overviewLoader, pageGet('/creator-hub/instructors', admin.jar))).data as { rows: Row[] }).rows.find(
    (row) => row.instructorId === instructorId,
  );

const dashboard = async (jar: Awaited<ReturnType<typeof signUpPerson>>['jar']) =>
  (await callAction(dashboardLoader, pageGet('/instructor-dashboard', jar))).data as {
    payouts: Figures & { recent: unknown[] };
    recorded: { amountCents: number; reference: string }[];
  };

const payoutsTo = (instructorId: string) =>
  db
    .select({ runId: payouts.runId, amountCents: payouts.amountCents, status: payouts.status })
    .from(payouts)
    .where(and(eq(payouts.account, 'instructor'), eq(payouts.partyId, instructorId)));

async function closeOpenRuns() {
  const open = await db.select({ id: payoutRuns.id }).from(payoutRuns).where(eq(payoutRuns.status, 'open'));
  for (const run of open) await payPayoutRun({ actor: asAdmin(admin.id), runId: run.id });
}

describe('instructors paid from the ledger', () => {
  it('shows a sale, a partial refund and a recorded transfer to the cent, and a run pays the rest once', async () => {
    await closeOpenRuns();
    const ana = await instructor('ledger-ana');
    const refunded = await sale(ana, 40);
    await sale(ana, 40);
    await sale(ana, 35);
    await sale(ana, 2); // still in the refund window
    await refundHalf(refunded);
    await recordedTransfer(ana.id, 1000, 'SEPA-OLD-1');

    // Earned: $6.30 × 3 − $3.15 past the window, $6.30 in it; $10.00 was paid by the old transfer.
    expect(await ledgerSum(ana.id)).toBe(2205);
    const expected = { paidCents: 1000, inRunCents: 0, nextEstimateCents: 575, inWindowCents: 630, aheadCents: 0 };
    const own = await dashboard(ana.jar);
    expect(own.payouts).toMatchObject({ ...expected, recordedCents: 1000, recent: [] });
    expect(own.recorded).toEqual([expect.objectContaining({ amountCents: 1000, reference: 'SEPA-OLD-1' })]);
    expect(await overviewRow(ana.id)).toMatchObject({ ...expected, earnedCents: 2205, recordedCents: 1000 });
    const { paidCents, inRunCents, nextEstimateCents, inWindowCents } = own.payouts;
    expect(paidCents + inRunCents + nextEstimateCents + inWindowCents).toBe(await ledgerSum(ana.id));

    // The admin's payout screen owes exactly the rest, and its CSV names the bank account, never its number.
    const page = (await callAction(payoutsLoader, pageGet('/admin/payouts', admin.jar))).data as {
      owed: { partyId: string; account: string; amountCents: number }[];
    };
    expect(page.owed.filter((line) => line.partyId === ana.id)).toEqual([
      expect.objectContaining({ account: 'instructor', amountCents: 575 }),
    ]);
    const started = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (!started.ok) throw new Error(`run refused: ${started.code}`);
    const csv = String(
      (await callAction(exportLoader, pageGet(`/admin/payouts/${started.runId}/export.csv`, admin.jar), { runId: started.runId }))
        .data,
    );
    const line = csv.split('\r\n').find((row) => row.includes(ana.id));
    expect(line).toMatch(/,instructor,.*,5\.75,USD,pending,,,,Ana Flores,DE,3000$/);
    expect(csv).not.toContain('DE8937040044');
    expect((await dashboard(ana.jar)).payouts).toMatchObject({ paidCents: 1000, inRunCents: 575, nextEstimateCents: 0 });

    // A second start while it is open (a second press, another admin, a restarted server) takes nothing more.
    expect(await startPayoutRun({ actor: asAdmin(admin.id) })).toMatchObject({ ok: false, code: 'run-open' });
    expect(await payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId, reference: 'BANK-9' })).toMatchObject({
      ok: true,
    });
    expect(await payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId })).toMatchObject({ code: 'already-paid' });
    const next = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (next.ok) await payPayoutRun({ actor: asAdmin(admin.id), runId: next.runId });
    expect(await payoutsTo(ana.id)).toEqual([{ runId: started.runId, amountCents: 575, status: 'paid' }]);
    expect((await dashboard(ana.jar)).payouts).toMatchObject({
      paidCents: 1575,
      inRunCents: 0,
      nextEstimateCents: 0,
      inWindowCents: 630,
    });

    // The young sale's window closes: the next run pays exactly it.
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 31 * DAY) })
      .where(
        inArray(
          orders.id,
          db
            .select({ id: ledgerEntries.orderId })
            .from(ledgerEntries)
            .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
            .where(and(eq(ledgerEntries.partyId, ana.id), sql`${orders.paidAt} > now() - interval '3 days'`)),
        ),
      );
    const third = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (!third.ok) throw new Error(`run refused: ${third.code}`);
    await payPayoutRun({ actor: asAdmin(admin.id), runId: third.runId });
    expect((await payoutsTo(ana.id)).map((row) => row.amountCents).sort()).toEqual([575, 630]);
    expect((await dashboard(ana.jar)).payouts).toMatchObject({ paidCents: 2205, nextEstimateCents: 0, inWindowCents: 0 });
  });

  it('pays nothing that a recorded transfer already paid, even for sales the old way paid inside the window', async () => {
    await closeOpenRuns();
    const bea = await instructor('ledger-bea');
    const sold = [await sale(bea, 1), await sale(bea, 1), await sale(bea, 1)];
    // The old form paid the whole share on the day of the sales, before any refund window.
    await recordedTransfer(bea.id, 1890, 'SEPA-OLD-2');
    expect((await dashboard(bea.jar)).payouts).toMatchObject({ paidCents: 1890, nextEstimateCents: 0, inWindowCents: 0 });

    // Their window closes: the ledger says $18.90 is payable, and it has been paid.
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 40 * DAY) })
      .where(inArray(orders.id, sold));
    const run = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (run.ok) await payPayoutRun({ actor: asAdmin(admin.id), runId: run.runId });
    expect(await payoutsTo(bea.id)).toEqual([]);

    // A refund after that payment puts them ahead; new sales make it up before anything is paid.
    await refundHalf(sold[0] ?? '');
    expect((await dashboard(bea.jar)).payouts).toMatchObject({ paidCents: 1890, nextEstimateCents: 0, aheadCents: 315 });
    await sale(bea, 40);
    const after = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (!after.ok) throw new Error(`run refused: ${after.code}`);
    expect((await payoutsTo(bea.id)).map((row) => row.amountCents)).toEqual([315]);
    await payPayoutRun({ actor: asAdmin(admin.id), runId: after.runId });
    expect((await dashboard(bea.jar)).payouts).toMatchObject({ paidCents: 2205, nextEstimateCents: 0, aheadCents: 0 });
    expect(await ledgerSum(bea.id)).toBe(2205);
  });

  it('leaves an instructor without a payout account out of the run, owed, and no longer records transfers by hand', async () => {
    await closeOpenRuns();
    const cyd = await instructor('ledger-cyd', { payout: false });
    await sale(cyd, 40);
    expect(await overviewRow(cyd.id)).toMatchObject({ earnedCents: 630, nextEstimateCents: 630, payout: null });
    const run = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (run.ok) await payPayoutRun({ actor: asAdmin(admin.id), runId: run.runId });
    expect(await payoutsTo(cyd.id)).toEqual([]);

    // The old "record a payment" form is answered that runs pay instructors, and writes nothing.
    const post = (fields: Record<string, string>) =>
      callAction(payoutAction, formPost(`/creator-hub/instructors/${cyd.id}`, fields, admin.jar), { instructorId: cyd.id });
    const old = await post({ intent: 'record', amount: '6.30', paidOn: today, reference: 'SEPA-X', note: '' });
    expect(old.status).toBe(410);
    expect(old.data).toMatchObject({ ok: false, formError: 'instructors.payouts.errors.paidByRuns' });
    expect(await db.select().from(instructorPayouts).where(eq(instructorPayouts.instructorId, cyd.id))).toEqual([]);
    const detail = await callAction(payoutLoader, pageGet(`/creator-hub/instructors/${cyd.id}`, admin.jar), {
      instructorId: cyd.id,
    });
    expect(detail.data).toMatchObject({ balance: { nextEstimateCents: 630 }, runPayouts: [], recorded: [] });
    const nobody = crypto.randomUUID();
    expect(
      (await callAction(payoutLoader, pageGet(`/creator-hub/instructors/${nobody}`, admin.jar), { instructorId: nobody })).status,
    ).toBe(404);
  });

  it('shows each instructor only their own figures, and lets no one else start runs or see others’ earnings', async () => {
    const dee = await instructor('ledger-dee');
    const eve = await instructor('ledger-eve');
    await sale(dee, 3);
    await sale(dee, 3);
    await sale(eve, 3);
    expect((await dashboard(dee.jar)).payouts).toMatchObject({ inWindowCents: 1260 });
    expect((await dashboard(eve.jar)).payouts).toMatchObject({ inWindowCents: 630 });

    for (const person of [eve]) {
      await expect(startPayoutRun({ actor: asUser(person.id) })).rejects.toMatchObject({ init: { status: 403 } });
      await expect(partyPayouts({ actor: asUser(person.id), account: 'instructor', partyId: dee.id })).rejects.toMatchObject({
        init: { status: 403 },
      });
      const overview = await callAction(overviewLoader, pageGet('/creator-hub/instructors', person.jar)).catch(
        (thrown: Response) => thrown,
      );
      expect([302, 403]).toContain(overview.status);
      const other = await callAction(payoutLoader, pageGet(`/creator-hub/instructors/${dee.id}`, person.jar), {
        instructorId: dee.id,
      }).catch((thrown: Response) => thrown);
      expect([302, 403]).toContain(other.status);
      const reveal = await callAction(
        payoutAction,
        formPost(`/creator-hub/instructors/${dee.id}`, { intent: 'reveal' }, person.jar),
        { instructorId: dee.id },
      ).catch((thrown: Response) => thrown);
      expect([302, 403]).toContain(reveal.status);
    }
  });

  it('keeps an instructor’s export whole, deletes their account, and never pays an erased account', async () => {
    await closeOpenRuns();
    const fay = await instructor('ledger-fay');
    await sale(fay, 40);
    await sale(fay, 40);
    await recordedTransfer(fay.id, 300, 'SEPA-OLD-3');
    const run = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (!run.ok) throw new Error(`run refused: ${run.code}`);
    await payPayoutRun({ actor: asAdmin(admin.id), runId: run.runId });
    await sale(fay, 40); // earned after the run: owed when the account goes

    const exported = await exportUserData({
      actor: { id: fay.id, email: fay.email, role: 'instructor' },
      personalData: PERSONAL_DATA,
    });
    expect(exported).toMatchObject({
      payouts: [{ account: 'instructor', amountCents: 960, status: 'paid' }],
      instructorPayouts: [{ amountCents: 300, reference: 'SEPA-OLD-3' }],
    });

    const deleted = await callAction(
      accountAction,
      formPost('/account', { intent: 'delete', password: fay.password, confirm: 'on' }, fay.jar),
    );
    expect(deleted.status).toBe(302);
    // The accounting records stay without the person; nothing is owed to an account that is gone.
    expect(await payoutsTo(fay.id)).toEqual([{ runId: run.runId, amountCents: 960, status: 'paid' }]);
    expect(await db.select().from(instructorPayouts).where(eq(instructorPayouts.reference, 'SEPA-OLD-3'))).toMatchObject([
      { instructorId: null, amountCents: 300 },
    ]);
    expect(await overviewRow(fay.id)).toBeUndefined();
    const next = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (next.ok) await payPayoutRun({ actor: asAdmin(admin.id), runId: next.runId });
    expect(await payoutsTo(fay.id)).toHaveLength(1);
  });

  it('pays an instructor with a Stripe account through Stripe Connect once, even when two admins start and pay at once after a crash', async () => {
    await closeOpenRuns();
    const gus = await instructor('ledger-gus', { payout: false });
    await sale(gus, 40);
    await sale(gus, 40);
    // No bank details: left out until an admin sets their Stripe account (which needs the instructor role).
    await expect(
      setStripeAccount({ actor: asUser(gus.id), account: 'instructor', partyId: gus.id, stripeAccountId: 'acct_gus12345' }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(
      await setStripeAccount({
        actor: asAdmin(admin.id),
        account: 'instructor',
        partyId: admin.id,
        stripeAccountId: 'acct_x123456',
      }),
    ).toMatchObject({ ok: false, code: 'bad-party' });
    expect(
      await setStripeAccount({
        actor: asAdmin(admin.id),
        account: 'instructor',
        partyId: gus.id,
        stripeAccountId: 'acct_gus12345',
      }),
    ).toEqual({ ok: true });

    await withFakeStripe(async (stripe) => {
      const [first, second] = await Promise.all([
        startPayoutRun({ actor: asAdmin(admin.id) }),
        startPayoutRun({ actor: asAdmin(admin.id) }),
      ]);
      const started = [first, second].find((answer) => answer.ok);
      expect([first, second].filter((answer) => !answer.ok)).toMatchObject([{ code: 'run-open' }]);
      if (!started?.ok) throw new Error('no run started');
      const [payout] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.runId, started.runId), eq(payouts.partyId, gus.id)));
      if (!payout) throw new Error('no payout to the instructor');
      expect(payout).toMatchObject({ account: 'instructor', amountCents: 1260, status: 'pending' });

      // A process sent the transfer and died before writing it down; then two admins pay at once.
      const client = getStripePayouts();
      if (!client) throw new Error('Stripe is not configured');
      const lost = await client.transfer({
        destination: 'acct_gus12345',
        amountCents: payout.amountCents,
        description: 'lost',
        idempotencyKey: transferKeyOf(payout.id),
      });
      await Promise.all([
        payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId }),
        payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId }),
      ]);
      expect(await payoutsTo(gus.id)).toEqual([{ runId: started.runId, amountCents: 1260, status: 'paid' }]);
      const sent = [...stripe.transfers.values()].filter((transfer) => transfer.destination === 'acct_gus12345');
      expect(sent).toMatchObject([{ id: lost.transferId, amount: 1260 }]);
    });
    expect((await dashboard(gus.jar)).payouts).toMatchObject({ paidCents: 1260, nextEstimateCents: 0 });
  });
});
