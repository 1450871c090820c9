import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, orders, payoutRuns, payouts, refunds, securityEvents, userRoles } from '~/db/schema/index';
import { getStripePayouts } from '~/features/payments/payments.server';
import { cancelPayout, cancelPayoutRun } from '~/features/payouts/cancel-payout.server';
import { setStripeAccount } from '~/features/payouts/destinations.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { payPayoutRun, transferKeyOf } from '~/features/payouts/pay-run.server';
import { payoutsPersonalData } from '~/features/payouts/personal-data.server';
import { startPayoutRun } from '~/features/payouts/start-run.server';
import { revealVendorPayoutAccount } from '~/features/vendors/payout-account.server';
import { action as payoutsAction, loader as payoutsLoader } from '~/routes/admin/payouts';
import { loader as exportLoader } from '~/routes/admin/payouts-export';
import { action as storeAction, loader as storeLoader } from '~/routes/admin/vendor-store';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser, createActor } from '../factories/actors';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { signedInVendor } from '../factories/vendors';
import { withFakeStripe } from '../setup/fake-stripe';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Payout runs (issue 39, decision 0096) on both databases: a vendor's or an affiliate's balance
 * counts orders paid more than the refund window (30 days by default) before the run, less
 * refunds and less what earlier runs took; a run pays each balance once, whether it is started
 * twice, paid twice or paid again after a crash; Stripe gets one transfer per payout, keyed by it.
 */

const database = await setupTestDatabase();
const db = database.db;
const DAY = 24 * 60 * 60 * 1000;

async function partyWith(role: 'vendor' | 'affiliate') {
  const person = await createActor(database);
  await db.insert(userRoles).values({ userId: person.id, role });
  return person;
}

/** A paid order `daysAgo` days ago whose ledger gives this party `cents` (and the platform the rest). */
async function earning(party: { id: string }, account: 'vendor' | 'affiliate', cents: number, daysAgo: number) {
  const buyer = await createActor(database);
  const product = await createProduct(database, { priceCents: 1000, trackInventory: false });
  const order = await createOrder(database, { userId: buyer.id, email: `b.${buyer.id.slice(0, 8)}@example.org`, product });
  const paidAt = new Date(Date.now() - daysAgo * DAY);
  await db.update(orders).set({ paidAt }).where(eq(orders.id, order.id));
  // Written when the order was paid, as the ledger's job does: entries stamped by the database's
  // clock just now could fall after a run's cut-off (this process's clock, to the millisecond),
  // and that run would leave them for the next one.
  await db.insert(ledgerEntries).values([
    { orderId: order.id, event: 'paid', account, partyId: party.id, amountCents: cents, createdAt: paidAt },
    { orderId: order.id, event: 'paid', account: 'platform', partyId: '', amountCents: 1000 - cents, createdAt: paidAt },
  ]);
  return order.id;
}

/** A refund of an order, reversing `cents` of the party's share as the ledger's job would. */
async function refund(orderId: string, party: { id: string }, account: 'vendor' | 'affiliate', cents: number) {
  const [made] = await db
    .insert(refunds)
    .values({ orderId, amountCents: cents, reliefReversalCents: 0, restock: false, reason: 'Arrived broken' })
    .returning({ id: refunds.id });
  if (!made) throw new Error('no refund');
  // Stamped by this process's clock, as `earning` does: the database's `now()` could fall a
  // millisecond after the next run's cut-off, and that run would leave the refund out.
  await db.insert(ledgerEntries).values({
    orderId,
    createdAt: new Date(),
    event: `refund:${made.id}`,
    refundId: made.id,
    account,
    partyId: party.id,
    amountCents: -cents,
  });
}

async function payoutsOf(partyIds: string[]) {
  return db
    .select({
      runId: payouts.runId,
      partyId: payouts.partyId,
      account: payouts.account,
      amountCents: payouts.amountCents,
      status: payouts.status,
    })
    .from(payouts)
    .where(inArray(payouts.partyId, partyIds));
}

/** Pays any run left open by an earlier test, so each test starts its own. */
async function closeOpenRuns(adminId: string) {
  const open = await db.select({ id: payoutRuns.id }).from(payoutRuns).where(eq(payoutRuns.status, 'open'));
  for (const run of open) await payPayoutRun({ actor: asAdmin(adminId), runId: run.id });
}

describe('payout runs', () => {
  it('pays balances past the refund window only, less refunds, and each balance once', async () => {
    const admin = await createActor(database, 'admin');
    await closeOpenRuns(admin.id);
    const vendor = await partyWith('vendor');
    const affiliate = await partyWith('affiliate');
    const old = await earning(vendor, 'vendor', 800, 45);
    await earning(vendor, 'vendor', 500, 31);
    await earning(vendor, 'vendor', 700, 5); // still in the window
    await earning(affiliate, 'affiliate', 90, 40);
    await earning(affiliate, 'affiliate', 60, 2); // still in the window
    // A refund of the old order, made while its window was open: it reduces what is paid.
    await refund(old, vendor, 'vendor', 300);

    const started = await startPayoutRun({ actor: asAdmin(admin.id) });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const mine = await payoutsOf([vendor.id, affiliate.id]);
    expect(
      mine
        .map(({ partyId, account, amountCents, status }) => ({ partyId, account, amountCents, status }))
        .sort((a, b) => a.amountCents - b.amountCents),
    ).toEqual([
      { partyId: affiliate.id, account: 'affiliate', amountCents: 90, status: 'pending' },
      { partyId: vendor.id, account: 'vendor', amountCents: 1000, status: 'pending' },
    ]);

    // A second run while this one is open is refused, and so is one started concurrently.
    const [again, concurrent] = await Promise.all([
      startPayoutRun({ actor: asAdmin(admin.id) }),
      startPayoutRun({ actor: asAdmin(admin.id) }),
    ]);
    expect(again).toMatchObject({ ok: false, code: 'run-open', status: 409 });
    expect(concurrent).toMatchObject({ ok: false, code: 'run-open' });

    // The vendor sees the run on their way, and the order still in its window as the next money.
    const vendorView = await partyPayouts({ actor: asUser(vendor.id), account: 'vendor' });
    expect(vendorView).toMatchObject({ paidCents: 0, inRunCents: 1000, nextEstimateCents: 0, inWindowCents: 700 });

    // Marked paid by bank, twice at once and once more: paid once.
    const [paid, paidAgain] = await Promise.all([
      payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId, reference: 'BANK-42' }),
      payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId }),
    ]);
    expect([paid.ok, paidAgain.ok].sort()).toEqual([false, true]);
    expect([paid, paidAgain].find((answer) => !answer.ok)).toMatchObject({ code: 'already-paid' });
    expect(await payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId })).toMatchObject({ code: 'already-paid' });
    const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, started.runId));
    expect(run).toMatchObject({ status: 'paid', method: 'bank', paidBy: admin.id });

    // Nothing new past the window: the next run pays these two nothing.
    const next = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (next.ok) await payPayoutRun({ actor: asAdmin(admin.id), runId: next.runId });
    expect(await payoutsOf([vendor.id, affiliate.id])).toHaveLength(2);

    // Later the young order's window closes (moved back here): the next run pays exactly it.
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 32 * DAY) })
      .where(
        inArray(
          orders.id,
          db
            .select({ id: ledgerEntries.orderId })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.partyId, vendor.id), eq(ledgerEntries.amountCents, 700))),
        ),
      );
    const third = await startPayoutRun({ actor: asAdmin(admin.id) });
    expect(third.ok).toBe(true);
    if (!third.ok) return;
    expect((await payoutsOf([vendor.id])).filter((row) => row.runId === third.runId)).toMatchObject([{ amountCents: 700 }]);
    await payPayoutRun({ actor: asAdmin(admin.id), runId: third.runId });
    expect(await partyPayouts({ actor: asUser(vendor.id), account: 'vendor' })).toMatchObject({
      paidCents: 1700,
      inRunCents: 0,
      nextEstimateCents: 0,
    });
  });

  it('refuses non-admins, in the operations and on the page, and refuses an affiliate’s figures to anyone else', async () => {
    const member = await createActor(database);
    await expect(startPayoutRun({ actor: asUser(member.id) })).rejects.toMatchObject({ init: { status: 403 } });
    await expect(payPayoutRun({ actor: asUser(member.id), runId: randomUUID() })).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(
      setStripeAccount({ actor: asUser(member.id), account: 'vendor', partyId: member.id, stripeAccountId: 'acct_123456' }),
    ).rejects.toMatchObject({ init: { status: 403 } });

    const person = await signUpPerson('payouts.member');
    expect((await callAction(payoutsLoader, pageGet('/admin/payouts', person.jar))).status).toBe(403);
    expect((await callAction(payoutsAction, formPost('/admin/payouts', { intent: 'start' }, person.jar))).status).toBe(403);
    expect(
      (await callAction(exportLoader, pageGet(`/admin/payouts/${randomUUID()}/export.csv`, person.jar), { runId: randomUUID() }))
        .status,
    ).toBe(403);
  });

  it('exports a run as CSV with one row per payout, and takes bad input with field messages', async () => {
    const admin = await signUpPerson('payouts.admin', { role: 'admin' });
    await closeOpenRuns(admin.id);
    const vendor = await partyWith('vendor');
    await earning(vendor, 'vendor', 1234, 60);

    const bad = await callAction(
      payoutsAction,
      formPost(
        '/admin/payouts',
        { intent: 'stripe-account', account: 'vendor', partyId: vendor.id, stripeAccountId: 'nope' },
        admin.jar,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, fieldErrors: { stripeAccountId: 'payouts.errors.badStripeAccount' } });
    const notVendor = await callAction(
      payoutsAction,
      formPost(
        '/admin/payouts',
        { intent: 'stripe-account', account: 'affiliate', partyId: vendor.id, stripeAccountId: 'acct_1A2b3C4d' },
        admin.jar,
      ),
    );
    expect(notVendor.data).toMatchObject({ ok: false, fieldErrors: { partyId: 'payouts.errors.badParty' } });

    const page = await callAction(payoutsLoader, pageGet('/admin/payouts', admin.jar));
    expect((page.data as { owed: { partyId: string; amountCents: number }[] }).owed).toContainEqual(
      expect.objectContaining({ partyId: vendor.id, amountCents: 1234 }),
    );
    const started = await callAction(payoutsAction, formPost('/admin/payouts', { intent: 'start' }, admin.jar));
    expect(started.data).toMatchObject({ ok: true, intent: 'start' });
    const [run] = await db
      .select({ id: payoutRuns.id, payoutCount: payoutRuns.payoutCount })
      .from(payoutRuns)
      .where(eq(payoutRuns.status, 'open'));
    if (!run) throw new Error('no open run');

    const csv = await callAction(exportLoader, pageGet(`/admin/payouts/${run.id}/export.csv`, admin.jar), { runId: run.id });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const lines = String(csv.data)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'payout_id,account,party_id,name,email,amount,currency,status,stripe_account_id,transfer_id,paid_at,bank_account_holder,bank_country,bank_account_last4',
    );
    expect(lines).toHaveLength(run.payoutCount + 1);
    expect(lines.find((line) => line.includes(vendor.id))).toMatch(
      new RegExp(`,vendor,${vendor.id},Ada Actor,[^,]+,12.34,USD,pending,,,,,,$`),
    );

    const missing = await callAction(exportLoader, pageGet(`/admin/payouts/${randomUUID()}/export.csv`, admin.jar), {
      runId: randomUUID(),
    });
    expect(missing.status).toBe(404);

    const paid = await callAction(
      payoutsAction,
      formPost('/admin/payouts', { intent: 'pay', runId: run.id, reference: 'BANK-7' }, admin.jar),
    );
    expect(paid.data).toMatchObject({ ok: true, intent: 'pay', count: run.payoutCount });
  });

  it('pays through Stripe Connect: one transfer per payout, keyed by it, even when paid again after a crash', async () => {
    const admin = await createActor(database, 'admin');
    await closeOpenRuns(admin.id);
    const vendor = await partyWith('vendor');
    const affiliate = await partyWith('affiliate');
    const unconnected = await partyWith('vendor');
    await earning(vendor, 'vendor', 2500, 35);
    await earning(affiliate, 'affiliate', 175, 35);
    await earning(unconnected, 'vendor', 400, 35);
    await setStripeAccount({
      actor: asAdmin(admin.id),
      account: 'vendor',
      partyId: vendor.id,
      stripeAccountId: 'acct_vendor123',
    });
    await setStripeAccount({
      actor: asAdmin(admin.id),
      account: 'affiliate',
      partyId: affiliate.id,
      stripeAccountId: 'acct_aff456',
    });

    await withFakeStripe(async (stripe) => {
      const started = await startPayoutRun({ actor: asAdmin(admin.id) });
      if (!started.ok) throw new Error(`run refused: ${started.code}`);
      const rows = await db.select().from(payouts).where(eq(payouts.runId, started.runId));
      const vendorPayout = rows.find((row) => row.partyId === vendor.id);
      if (!vendorPayout) throw new Error('no vendor payout');

      // A process sent the vendor's transfer and died before writing it down.
      const client = getStripePayouts();
      if (!client) throw new Error('Stripe is not configured');
      const lost = await client.transfer({
        destination: 'acct_vendor123',
        amountCents: vendorPayout.amountCents,
        description: 'lost',
        idempotencyKey: transferKeyOf(vendorPayout.id),
      });

      // Paid twice at once: the payout without a connected account fails, the others are paid once.
      const [first, second] = await Promise.all([
        payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId }),
        payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId }),
      ]);
      expect(first).toMatchObject({ ok: false, code: 'some-failed' });
      expect(second.ok).toBe(false);
      const after = await db.select().from(payouts).where(eq(payouts.runId, started.runId));
      expect(after.find((row) => row.partyId === vendor.id)).toMatchObject({
        status: 'paid',
        providerTransferId: lost.transferId,
      });
      expect(after.find((row) => row.partyId === affiliate.id)).toMatchObject({ status: 'paid' });
      expect(after.find((row) => row.partyId === unconnected.id)).toMatchObject({ status: 'failed' });

      // The admin connects the last vendor and pays the run again: only that payout is sent.
      await setStripeAccount({
        actor: asAdmin(admin.id),
        account: 'vendor',
        partyId: unconnected.id,
        stripeAccountId: 'acct_late789',
      });
      const last = await payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId });
      expect(last).toMatchObject({ ok: true, method: 'stripe', paid: 1 });
      expect(await payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId })).toMatchObject({ code: 'already-paid' });

      // Every call carried its payout's key (the crashed one twice); Stripe made one transfer per payout.
      expect(new Set(stripe.transferKeys)).toEqual(new Set(after.map((row) => transferKeyOf(row.id))));
      expect(stripe.transferKeys.filter((key) => key === transferKeyOf(vendorPayout.id))).toHaveLength(2);
      expect(stripe.transfers.size).toBe(3);
      expect([...stripe.transfers.values()].map((transfer) => [transfer.destination, transfer.amount]).sort()).toEqual(
        [
          ['acct_aff456', 175],
          ['acct_late789', 400],
          ['acct_vendor123', 2500],
        ].sort(),
      );
      const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, started.runId));
      expect(run).toMatchObject({ status: 'paid', method: 'stripe' });

      // The vendor's export shows what they were paid; deleting their account forgets their Stripe account, not the payout.
      const person = { id: vendor.id, email: 'vendor@example.org' };
      expect(await payoutsPersonalData.export(db, person)).toMatchObject({
        payouts: [{ account: 'vendor', amountCents: 2500, status: 'paid' }],
        payoutDestinations: [{ stripeAccountId: 'acct_vendor123' }],
      });
      await db.transaction((tx) => payoutsPersonalData.erase(tx, person));
      expect(await payoutsPersonalData.export(db, person)).toMatchObject({
        payouts: [{ amountCents: 2500 }],
        payoutDestinations: [],
      });
    });
    // The ledger is untouched by payouts: every order's entries still sum as they did.
    const [sum] = await db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(eq(payouts.status, 'pending'));
    expect(sum?.n).toBe(0);
  });

  it('shows a vendor’s bank account by its last four in the run and its CSV, and opens it whole for an administrator only, logged', async () => {
    const admin = await signUpPerson('payouts.bank', { role: 'admin' });
    await closeOpenRuns(admin.id);
    const vendor = await signedInVendor('bank');
    await earning(vendor, 'vendor', 2500, 60);
    const shown = { accountHolder: vendor.storeName, country: 'GB', last4: '5432' };

    const page = await callAction(payoutsLoader, pageGet('/admin/payouts', admin.jar));
    expect((page.data as { owed: { partyId: string; bankAccount: unknown }[] }).owed).toContainEqual(
      expect.objectContaining({ partyId: vendor.id, bankAccount: shown }),
    );
    const started = await callAction(payoutsAction, formPost('/admin/payouts', { intent: 'start' }, admin.jar));
    expect(started.data).toMatchObject({ ok: true, intent: 'start' });
    const [run] = await db.select({ id: payoutRuns.id }).from(payoutRuns).where(eq(payoutRuns.status, 'open'));
    if (!run) throw new Error('no open run');
    const csv = await callAction(exportLoader, pageGet(`/admin/payouts/${run.id}/export.csv`, admin.jar), { runId: run.id });
    const line = String(csv.data)
      .split('\r\n')
      .find((row) => row.includes(vendor.id));
    expect(line).toMatch(new RegExp(`,vendor,${vendor.id},.*,25,USD,pending,,,,${vendor.storeName},GB,5432$`));
    // The CSV travels: never the whole number.
    expect(String(csv.data)).not.toContain('GB82WEST12345698765432');

    // The store's page shows the same, and opens the whole account for the admin, recorded.
    const store = await callAction(storeLoader, pageGet(`/admin/vendors/stores/${vendor.id}`, admin.jar), {
      vendorId: vendor.id,
    });
    expect(store.data).toMatchObject({ payoutAccount: shown });
    expect(JSON.stringify(store.data)).not.toContain('GB82WEST12345698765432');
    const opened = await callAction(
      storeAction,
      formPost(`/admin/vendors/stores/${vendor.id}`, { intent: 'reveal' }, admin.jar),
      { vendorId: vendor.id },
    );
    expect(opened.data).toEqual({ ok: true, intent: 'reveal', account: { account: 'GB82WEST12345698765432', bankCode: '' } });
    expect(opened.headers.get('Cache-Control')).toBe('no-store');
    const logged = await db
      .select({ userId: securityEvents.userId, details: securityEvents.details })
      .from(securityEvents)
      .where(eq(securityEvents.type, 'PAYOUT_DETAILS_VIEWED'));
    expect(logged).toContainEqual({ userId: admin.id, details: { vendorId: vendor.id } });

    // Nobody else: not the vendor through the page, not a member through the operation; and a
    // store without an approved application has nothing to open.
    const byVendor = await callAction(
      storeAction,
      formPost(`/admin/vendors/stores/${vendor.id}`, { intent: 'reveal' }, vendor.jar),
      { vendorId: vendor.id },
    );
    expect(byVendor.status).toBe(403);
    await expect(revealVendorPayoutAccount({ actor: asUser(vendor.id), vendorId: vendor.id })).rejects.toThrow();
    expect(await revealVendorPayoutAccount({ actor: asAdmin(admin.id), vendorId: randomUUID() })).toMatchObject({
      ok: false,
      code: 'vendor-not-found',
    });
    await closeOpenRuns(admin.id);
  });

  it('cancels a payout or a whole run: admins only, with who, when and why, once; the amount is owed again, a paid payout never', async () => {
    const admin = await signUpPerson('payouts.canceller', { role: 'admin' });
    await closeOpenRuns(admin.id);
    const vendor = await partyWith('vendor');
    const affiliate = await partyWith('affiliate');
    await earning(vendor, 'vendor', 1500, 40);
    await earning(affiliate, 'affiliate', 200, 40);
    const started = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (!started.ok) throw new Error(`run refused: ${started.code}`);
    const rows = await db.select().from(payouts).where(eq(payouts.runId, started.runId));
    const vendorPayout = rows.find((row) => row.partyId === vendor.id);
    const affiliatePayout = rows.find((row) => row.partyId === affiliate.id);
    if (!vendorPayout || !affiliatePayout) throw new Error('payouts missing');

    // Not an admin: refused by the operation and by the page.
    const member = await signUpPerson('payouts.cancel.member');
    await expect(
      cancelPayout({ actor: asUser(member.id), payoutId: vendorPayout.id, reason: 'Wrong account' }),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(cancelPayoutRun({ actor: asUser(member.id), runId: started.runId, reason: 'Abandoned' })).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(
      (
        await callAction(
          payoutsAction,
          formPost('/admin/payouts', { intent: 'cancel-payout', payoutId: vendorPayout.id, reason: 'Wrong account' }, member.jar),
        )
      ).status,
    ).toBe(403);

    // A reason is required, next to its field.
    const noReason = await callAction(
      payoutsAction,
      formPost('/admin/payouts', { intent: 'cancel-payout', payoutId: vendorPayout.id, reason: ' ' }, admin.jar),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({ ok: false, fieldErrors: { reason: 'payouts.errors.reason' } });

    // Cancelled with who, when and why; a second cancel (even twice at once) changes nothing.
    const cancelled = await callAction(
      payoutsAction,
      formPost('/admin/payouts', { intent: 'cancel-payout', payoutId: vendorPayout.id, reason: 'Bank details wrong' }, admin.jar),
    );
    expect(cancelled.data).toMatchObject({ ok: true, intent: 'cancel-payout', count: 1 });
    const [first] = await db.select().from(payouts).where(eq(payouts.id, vendorPayout.id));
    expect(first).toMatchObject({ status: 'cancelled', cancelledBy: admin.id, cancelReason: 'Bank details wrong', paidAt: null });
    expect(first?.cancelledAt).toBeInstanceOf(Date);
    const again = await Promise.all([
      cancelPayout({ actor: asAdmin(admin.id), payoutId: vendorPayout.id, reason: 'Another reason' }),
      cancelPayout({ actor: asAdmin(admin.id), payoutId: vendorPayout.id, reason: 'Another reason' }),
    ]);
    expect(again).toEqual([
      { ok: true, cancelled: 0, foundPaid: 0 },
      { ok: true, cancelled: 0, foundPaid: 0 },
    ]);
    const [still] = await db.select().from(payouts).where(eq(payouts.id, vendorPayout.id));
    expect(still).toMatchObject({ cancelReason: 'Bank details wrong', cancelledAt: first?.cancelledAt });

    // The run stays open for the affiliate; the vendor's amount is owed again (not "being paid").
    expect(await partyPayouts({ actor: asUser(vendor.id), account: 'vendor' })).toMatchObject({
      inRunCents: 0,
      nextEstimateCents: 1500,
    });
    expect(await startPayoutRun({ actor: asAdmin(admin.id) })).toMatchObject({ ok: false, code: 'run-open' });

    // Paying the run pays the affiliate only; a paid payout cannot be cancelled.
    expect(await payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId })).toMatchObject({ ok: true, paid: 1 });
    const [paidRun] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, started.runId));
    expect(paidRun).toMatchObject({ status: 'paid', method: 'bank' });
    expect(await cancelPayout({ actor: asAdmin(admin.id), payoutId: affiliatePayout.id, reason: 'Too late' })).toMatchObject({
      ok: false,
      code: 'payout-paid',
    });
    expect(await cancelPayoutRun({ actor: asAdmin(admin.id), runId: started.runId, reason: 'Too late' })).toMatchObject({
      ok: false,
      code: 'already-paid',
    });
    expect((await db.select().from(payouts).where(eq(payouts.id, vendorPayout.id)))[0]?.status).toBe('cancelled');

    // The next run pays the vendor's 1500 again; the admin abandons it as a whole, once.
    const next = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (!next.ok) throw new Error(`run refused: ${next.code}`);
    expect((await payoutsOf([vendor.id, affiliate.id])).filter((row) => row.runId === next.runId)).toEqual([
      expect.objectContaining({ partyId: vendor.id, amountCents: 1500, status: 'pending' }),
    ]);
    const abandoned = await callAction(
      payoutsAction,
      formPost('/admin/payouts', { intent: 'cancel-run', runId: next.runId, reason: 'Run started by mistake' }, admin.jar),
    );
    expect(abandoned.data).toMatchObject({ ok: true, intent: 'cancel-run' });
    const [abandonedRun] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, next.runId));
    expect(abandonedRun).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(
      await db
        .select({ status: payouts.status, reason: payouts.cancelReason })
        .from(payouts)
        .where(eq(payouts.runId, next.runId)),
    ).toEqual(expect.arrayContaining([{ status: 'cancelled', reason: 'Run started by mistake' }]));
    expect(await cancelPayoutRun({ actor: asAdmin(admin.id), runId: next.runId, reason: 'Again' })).toEqual({
      ok: true,
      cancelled: 0,
      foundPaid: 0,
    });
    expect(await payPayoutRun({ actor: asAdmin(admin.id), runId: next.runId })).toMatchObject({
      ok: false,
      code: 'run-cancelled',
    });

    // The page lists the runs in the shared table's pages, and the lines sort by the address.
    const page = await callAction(payoutsLoader, pageGet('/admin/payouts?sort=amount&dir=asc', admin.jar));
    expect(page.data).toMatchObject({ sort: { key: 'amount', dir: 'asc' }, page: 1 });
    const owed = (page.data as { owed: { amountCents: number }[] }).owed.map((line) => line.amountCents);
    expect(owed).toEqual([...owed].sort((a, b) => a - b));
    expect((page.data as { owed: { partyId: string; amountCents: number }[] }).owed).toContainEqual(
      expect.objectContaining({ partyId: vendor.id, amountCents: 1500 }),
    );

    // And a third run pays it, exactly once.
    const third = await startPayoutRun({ actor: asAdmin(admin.id) });
    if (!third.ok) throw new Error(`run refused: ${third.code}`);
    await payPayoutRun({ actor: asAdmin(admin.id), runId: third.runId });
    expect(await partyPayouts({ actor: asUser(vendor.id), account: 'vendor' })).toMatchObject({
      paidCents: 1500,
      inRunCents: 0,
      nextEstimateCents: 0,
    });
  });

  it('asks Stripe before cancelling: a transfer made by a process that died is recorded as paid, not cancelled', async () => {
    const admin = await createActor(database, 'admin');
    await closeOpenRuns(admin.id);
    const unconnected = await partyWith('vendor');
    const lostOne = await partyWith('vendor');
    await earning(unconnected, 'vendor', 300, 40);
    await earning(lostOne, 'vendor', 450, 40);
    await setStripeAccount({ actor: asAdmin(admin.id), account: 'vendor', partyId: lostOne.id, stripeAccountId: 'acct_lost456' });

    await withFakeStripe(async (stripe) => {
      const started = await startPayoutRun({ actor: asAdmin(admin.id) });
      if (!started.ok) throw new Error(`run refused: ${started.code}`);
      const rows = await db.select().from(payouts).where(eq(payouts.runId, started.runId));
      const failing = rows.find((row) => row.partyId === unconnected.id);
      const lost = rows.find((row) => row.partyId === lostOne.id);
      if (!failing || !lost) throw new Error('payouts missing');
      // Other parties of this run (from earlier tests) are paid by a connected account or cancelled below.
      for (const row of rows.filter((other) => other.id !== failing.id && other.id !== lost.id))
        await cancelPayout({ actor: asAdmin(admin.id), payoutId: row.id, reason: 'Not part of this test' });

      // The unconnected vendor's transfer fails.
      const client = getStripePayouts();
      if (!client) throw new Error('Stripe is not configured');
      stripe.setDown(true);
      expect(await payPayoutRun({ actor: asAdmin(admin.id), runId: started.runId })).toMatchObject({ code: 'some-failed' });
      expect(
        await cancelPayout({ actor: asAdmin(admin.id), payoutId: failing.id, reason: 'Vendor has no account' }),
      ).toMatchObject({
        ok: false,
        code: 'stripe-unreachable',
      });
      expect((await db.select().from(payouts).where(eq(payouts.id, failing.id)))[0]?.status).toBe('failed');
      stripe.setDown(false);

      // A process sent the other vendor's transfer and died before writing it down.
      const made = await client.transfer({
        destination: 'acct_lost456',
        amountCents: lost.amountCents,
        description: 'lost',
        idempotencyKey: transferKeyOf(lost.id),
        transferGroup: transferKeyOf(lost.id),
      });
      expect(await cancelPayout({ actor: asAdmin(admin.id), payoutId: lost.id, reason: 'Looks stuck' })).toMatchObject({
        ok: false,
        code: 'payout-paid',
      });
      expect((await db.select().from(payouts).where(eq(payouts.id, lost.id)))[0]).toMatchObject({
        status: 'paid',
        providerTransferId: made.transferId,
        cancelledAt: null,
      });

      // The failed one is cancelled; nothing is left to pay, so the run closes as paid.
      expect(await cancelPayout({ actor: asAdmin(admin.id), payoutId: failing.id, reason: 'Vendor has no account' })).toEqual({
        ok: true,
        cancelled: 1,
        foundPaid: 0,
      });
      const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, started.runId));
      expect(run).toMatchObject({ status: 'paid', method: 'stripe' });
      // Stripe was asked by each payout's group, and only one transfer exists for the lost payout.
      expect(stripe.calls.filter((call) => call.method === 'GET' && call.path === '/v1/transfers').length).toBeGreaterThanOrEqual(
        2,
      );
      expect(
        [...stripe.transfers.values()].filter((transfer) => transfer.transfer_group === transferKeyOf(lost.id)),
      ).toHaveLength(1);
    });
    // The cancelled amount is owed again.
    const [balance] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(payouts)
      .where(and(eq(payouts.partyId, unconnected.id), eq(payouts.status, 'cancelled')));
    expect(balance?.n).toBe(1);
    expect(await partyPayouts({ actor: asUser(unconnected.id), account: 'vendor' })).toMatchObject({ nextEstimateCents: 300 });
  });
});
