import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailMessages,
  fulfilments,
  orderItems,
  orders,
  outboxEvents,
  vendorBadges,
  vendorCertificateNotices,
  vendorCertificates,
} from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { FAST_SHIPPER_MIN_PARCELS, RELIEF_PARTNER_MIN_CENTS, TOP_SELLER_MIN_ORDERS } from '~/features/vendors/badge-rules';
import { findSellerBadges, listBadgeHolders, recomputeVendorBadges } from '~/features/vendors/badges.server';
import { sendCertificateNotices } from '~/features/vendors/certificate-notices.server';
import { decideVendorApplication } from '~/features/vendors/decide-application.server';
import { loadVendorDashboard } from '~/features/vendors/vendor-dashboard.server';
import { loader as badgesPageLoader } from '~/routes/market/vendors-badges';
import { loader as productLoader } from '~/routes/shop/product';
import { isActorRefusal } from '~/utils/actor';
import { asAdmin, asUser, createActor } from '../factories/actors';
import { createProduct } from '../factories/products';
import { applyAsVendor } from '../factories/vendors';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Vendor badges from data (issue 39, decision 0098): the nightly run awards and revokes from the
 * vendors' certificates and parcels, changes nothing when run again, and keeps the history; the
 * certificate notices go 30 and 7 days before the end and on it, once each, and the end takes
 * Certified Organic away; a vendor's product page names the store and its badges. Every clock
 * here is the test's own (the jobs take `now`), far from today, so the real date never matters.
 */

const database = await setupTestDatabase();
const db = database.db;
setupJobRunner(database);

const NOW = new Date('2031-05-10T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

/** An approved vendor (the operation's own approval) whose one certificate is valid until `validUntil`. */
async function approvedVendor(validUntil: string, businessName = `Badge Farm ${randomUUID().slice(0, 6)}`) {
  const person = await createActor(database);
  const admin = await createActor(database, 'admin');
  const applicationId = await applyAsVendor(asUser(person.id), { businessName });
  const decided = await decideVendorApplication({ actor: asAdmin(admin.id), applicationId, decision: 'approve', note: '' });
  if (!decided.ok) throw new Error('the approval was refused');
  await db.update(vendorCertificates).set({ expiresOn: validUntil }).where(eq(vendorCertificates.applicationId, applicationId));
  return { id: person.id, businessName };
}

/**
 * A paid order of the vendor's goods, with its parcel: paid `paidDaysAgo` before NOW, shipped
 * `shippedAfterHours` after the payment (or waiting, when null).
 */
async function paidParcel(vendorId: string, { paidDaysAgo = 10, shippedAfterHours = 20 as number | null, cents = 5000 } = {}) {
  const product = await createProduct(database, { vendorId, category: 'seeds', priceCents: cents });
  const paidAt = at(-paidDaysAgo);
  const [order] = await db
    .insert(orders)
    .values({
      email: 'buyer@example.org',
      idempotencyKey: randomUUID(),
      status: shippedAfterHours === null ? 'paid' : 'shipped',
      subtotalCents: cents,
      shippingCents: 0,
      taxCents: 0,
      totalCents: cents,
      reliefCents: Math.round(cents / 10),
      shippingMethod: 'standard',
      provider: 'test',
      paymentExpiresAt: paidAt,
      paidAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  const shippedAt = shippedAfterHours === null ? null : new Date(paidAt.getTime() + shippedAfterHours * HOUR);
  const [parcel] = await db
    .insert(fulfilments)
    .values({
      orderId: order.id,
      sellerId: vendorId,
      status: shippedAt ? 'shipped' : 'awaiting',
      trackingNumber: shippedAt ? 'TRACK123' : null,
      shippedAt,
    })
    .returning({ id: fulfilments.id });
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    name: product.name,
    handle: product.handle,
    unitPriceCents: cents,
    quantity: 1,
    isReliefProduct: false,
    reservedQuantity: 1,
    fulfilmentId: parcel?.id,
  });
  return { orderId: order.id, product };
}

async function heldBadges(vendorId: string) {
  return (await findSellerBadges(vendorId))?.badges ?? [];
}

async function history(vendorId: string) {
  return db
    .select({ badge: vendorBadges.badge, revokedAt: vendorBadges.revokedAt, revokeReason: vendorBadges.revokeReason })
    .from(vendorBadges)
    .where(eq(vendorBadges.vendorId, vendorId))
    .orderBy(asc(vendorBadges.awardedAt), asc(vendorBadges.badge));
}

async function emailsTo(vendorId: string, template: string) {
  return db
    .select({ subject: emailMessages.subject, dedupeKey: emailMessages.dedupeKey })
    .from(emailMessages)
    .where(and(eq(emailMessages.userId, vendorId), eq(emailMessages.template, template)))
    .orderBy(asc(emailMessages.createdAt));
}

describe('vendor badges', () => {
  it('awards every badge from the data, changes nothing when run again, and revokes what stops holding', async () => {
    const vendor = await approvedVendor('2031-12-31');
    // 20 orders of $50, each shipped within a day: 20 orders, 20 parcels on time, $1,000 of goods ($100 to relief).
    const sold = [];
    for (let index = 0; index < TOP_SELLER_MIN_ORDERS; index += 1) sold.push(await paidParcel(vendor.id));
    expect(RELIEF_PARTNER_MIN_CENTS).toBe(10_000);

    expect(await recomputeVendorBadges({ now: NOW, vendorIds: [vendor.id] })).toEqual({ awarded: 4, revoked: 0 });
    expect(await heldBadges(vendor.id)).toEqual(['certified-organic', 'top-seller', 'fast-shipper', 'relief-partner']);
    // Run again, and twice at once: nothing more.
    const again = await Promise.all([
      recomputeVendorBadges({ now: NOW, vendorIds: [vendor.id] }),
      recomputeVendorBadges({ now: NOW, vendorIds: [vendor.id] }),
    ]);
    expect(again).toEqual([
      { awarded: 0, revoked: 0 },
      { awarded: 0, revoked: 0 },
    ]);
    expect(await history(vendor.id)).toHaveLength(4);

    // One order refunded in full: 19 orders, $950 of goods ($95 to relief). Shipping it counted, so Fast Shipper stays.
    await db
      .update(orders)
      .set({ refundedCents: 5000, status: 'refunded' })
      .where(eq(orders.id, sold[0]?.orderId ?? ''));
    expect(await recomputeVendorBadges({ now: NOW, vendorIds: [vendor.id] })).toEqual({ awarded: 0, revoked: 2 });
    expect(await heldBadges(vendor.id)).toEqual(['certified-organic', 'fast-shipper']);
    expect(await history(vendor.id)).toEqual(
      expect.arrayContaining([
        { badge: 'top-seller', revokedAt: NOW, revokeReason: 'criterion-unmet' },
        { badge: 'relief-partner', revokedAt: NOW, revokeReason: 'criterion-unmet' },
        { badge: 'certified-organic', revokedAt: null, revokeReason: null },
      ]),
    );

    // Each change was announced with it; the vendor hears of the four awards and the two losses, once each.
    const events = await db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'vendor.badge_changed'));
    expect(events.filter((event) => (event.payload as { vendorId: string }).vendorId === vendor.id)).toHaveLength(6);
    await drainJobs();
    const told = await emailsTo(vendor.id, 'vendor-badge-changed');
    expect(told.map((email) => email.subject).sort()).toEqual(
      [
        'Your store earned the Certified Organic badge',
        'Your store earned the Fast Shipper badge',
        'Your store earned the Relief Partner badge',
        'Your store earned the Top Seller badge',
        'Your store no longer holds the Relief Partner badge',
        'Your store no longer holds the Top Seller badge',
      ].sort(),
    );

    // Sales paid more than 90 days ago no longer count: the window moves with the clock.
    expect(await recomputeVendorBadges({ now: at(81), vendorIds: [vendor.id] })).toEqual({ awarded: 0, revoked: 1 });
    expect(await heldBadges(vendor.id)).toEqual(['certified-organic']);
  });

  it('counts a parcel left waiting past the promise as late', async () => {
    const vendor = await approvedVendor('2031-12-31');
    for (let index = 0; index < FAST_SHIPPER_MIN_PARCELS; index += 1) await paidParcel(vendor.id, { shippedAfterHours: 30 });
    // Paid a day ago and waiting: not late yet.
    await paidParcel(vendor.id, { paidDaysAgo: 1, shippedAfterHours: null });
    await recomputeVendorBadges({ now: NOW, vendorIds: [vendor.id] });
    expect(await heldBadges(vendor.id)).toContain('fast-shipper');
    // Two more waiting for five days: 10 on time of 12 due is 83 %.
    await paidParcel(vendor.id, { paidDaysAgo: 5, shippedAfterHours: null });
    await paidParcel(vendor.id, { paidDaysAgo: 5, shippedAfterHours: null });
    await recomputeVendorBadges({ now: NOW, vendorIds: [vendor.id] });
    expect(await heldBadges(vendor.id)).not.toContain('fast-shipper');
    const { standings, figuresAt } = (await loadVendorDashboard({ actor: asUser(vendor.id), now: NOW })).badges;
    // The figures the job kept at NOW, not summed again for the visit (decision 0108).
    expect(figuresAt).toEqual(NOW);
    expect(standings.find((s) => s.badge === 'fast-shipper')).toEqual({
      badge: 'fast-shipper',
      isHeld: false,
      isMet: false,
      missing: [{ key: 'on-time', percent: 83 }],
    });
  });

  it('shows what a vendor lacks on their dashboard, and refuses anyone without a store', async () => {
    const vendor = await approvedVendor('2031-05-09');
    await paidParcel(vendor.id, { cents: 2000 });
    const { standings } = (await loadVendorDashboard({ actor: asUser(vendor.id), now: NOW })).badges;
    expect(standings).toEqual([
      { badge: 'certified-organic', isHeld: false, isMet: false, missing: [{ key: 'certificate' }] },
      { badge: 'top-seller', isHeld: false, isMet: false, missing: [{ key: 'orders', count: TOP_SELLER_MIN_ORDERS - 1 }] },
      {
        badge: 'fast-shipper',
        isHeld: false,
        isMet: false,
        missing: [{ key: 'parcels', count: FAST_SHIPPER_MIN_PARCELS - 1 }],
      },
      // $20 of goods gave $2 to relief.
      {
        badge: 'relief-partner',
        isHeld: false,
        isMet: false,
        missing: [{ key: 'relief', cents: RELIEF_PARTNER_MIN_CENTS - 200 }],
      },
    ]);
    // Once the job has worked out the store's figures, a visit shows them as of then: a sale
    // since shows at the next run, a store paused since shows at once.
    const jobRan = new Date(NOW.getTime() - 3_600_000);
    await recomputeVendorBadges({ now: jobRan, vendorIds: [vendor.id] });
    await paidParcel(vendor.id, { cents: 2000 });
    const kept = (await loadVendorDashboard({ actor: asUser(vendor.id), now: NOW })).badges;
    expect(kept.figuresAt).toEqual(jobRan);
    expect(kept.standings.find((s) => s.badge === 'top-seller')?.missing).toEqual([
      { key: 'orders', count: TOP_SELLER_MIN_ORDERS - 1 },
    ]);
    await recomputeVendorBadges({ now: NOW, vendorIds: [vendor.id] });
    expect(
      (await loadVendorDashboard({ actor: asUser(vendor.id), now: NOW })).badges.standings.find((s) => s.badge === 'top-seller')
        ?.missing,
    ).toEqual([{ key: 'orders', count: TOP_SELLER_MIN_ORDERS - 2 }]);

    const stranger = await createActor(database);
    const refused = await loadVendorDashboard({ actor: asUser(stranger.id), now: NOW }).catch((error: unknown) => error);
    expect(isActorRefusal(refused)).toBe(true);
  });

  it('reminds 30 and 7 days before a certificate ends, once each, and its end revokes Certified Organic', async () => {
    const vendor = await approvedVendor('2031-06-30');
    const end = new Date('2031-06-30T09:00:00Z');
    const day = (offset: number) => new Date(end.getTime() + offset * DAY);
    await recomputeVendorBadges({ now: day(-40), vendorIds: [vendor.id] });
    expect(await heldBadges(vendor.id)).toEqual(['certified-organic']);
    const noticesSent = async () =>
      (await emailsTo(vendor.id, 'vendor-certificate-notice')).map((email) => email.dedupeKey?.split(':').at(-1));

    await sendCertificateNotices({ now: day(-31) });
    expect(await noticesSent()).toEqual([]);
    // 30 days before, twice at once and once more later that day: one reminder.
    await Promise.all([sendCertificateNotices({ now: day(-30) }), sendCertificateNotices({ now: day(-30) })]);
    await sendCertificateNotices({ now: new Date(day(-30).getTime() + 6 * HOUR) });
    expect(await noticesSent()).toEqual(['reminder-30']);
    const [reminder] = await emailsTo(vendor.id, 'vendor-certificate-notice');
    expect(reminder?.subject).toBe('Your organic certificate expires in 30 days');
    await sendCertificateNotices({ now: day(-20) });
    expect(await noticesSent()).toEqual(['reminder-30']);
    // A week before, and every day of that week: one reminder.
    for (const offset of [-7, -6, -3, 0]) await sendCertificateNotices({ now: day(offset) });
    expect(await noticesSent()).toEqual(['reminder-30', 'reminder-7']);
    // Still valid on its last day.
    await recomputeVendorBadges({ now: day(0), vendorIds: [vendor.id] });
    expect(await heldBadges(vendor.id)).toEqual(['certified-organic']);

    // The day after: the expiry notice, and the badge goes with it.
    await sendCertificateNotices({ now: day(1) });
    await sendCertificateNotices({ now: day(2) });
    expect(await noticesSent()).toEqual(['reminder-30', 'reminder-7', 'expired']);
    expect(await heldBadges(vendor.id)).toEqual([]);
    expect(await history(vendor.id)).toEqual([
      { badge: 'certified-organic', revokedAt: day(1), revokeReason: 'certificate-expired' },
    ]);
    const notices = await db
      .select({ kind: vendorCertificateNotices.kind })
      .from(vendorCertificateNotices)
      .innerJoin(vendorCertificates, eq(vendorCertificates.id, vendorCertificateNotices.certificateId))
      .where(eq(vendorCertificates.userId, vendor.id));
    expect(notices.map((notice) => notice.kind).sort()).toEqual(['expired', 'reminder-30', 'reminder-7']);
    // The expiry's own notice tells of the badge: no second email about the same loss.
    await drainJobs();
    const told = await emailsTo(vendor.id, 'vendor-badge-changed');
    expect(told.map((email) => email.subject)).toEqual(['Your store earned the Certified Organic badge']);
  });

  it('sends no reminder about a certificate a newer one outlasts', async () => {
    const vendor = await approvedVendor('2031-06-10');
    const [first] = await db.select().from(vendorCertificates).where(eq(vendorCertificates.userId, vendor.id));
    if (!first) throw new Error('no certificate');
    await db.insert(vendorCertificates).values({
      ...first,
      id: randomUUID(),
      storageKey: `renewed-${randomUUID()}.pdf`,
      expiresOn: '2032-06-10',
    });
    await sendCertificateNotices({ now: NOW });
    expect(await emailsTo(vendor.id, 'vendor-certificate-notice')).toEqual([]);
  });

  it('names the store and its badges on its product page, and lists holders on /vendors/badges', async () => {
    const vendor = await approvedVendor('2031-12-31', `Badge Page Farm ${randomUUID().slice(0, 6)}`);
    const { product } = await paidParcel(vendor.id);
    await recomputeVendorBadges({ now: NOW, vendorIds: [vendor.id] });
    const page = await callAction(productLoader, new Request(`http://localhost/product/${product.handle}`), {
      handle: product.handle,
    });
    expect(page.status).toBe(200);
    const data = page.data as { seller: unknown; product: Record<string, unknown> };
    expect(data.seller).toEqual({ storeName: vendor.businessName, badges: ['certified-organic'] });
    // Whose account sells it stays on the server.
    expect(data.product).not.toHaveProperty('vendorId');
    expect(JSON.stringify(page.data)).not.toContain(vendor.id);

    // The shop's own product names no seller.
    const own = await createProduct(database, { category: 'tools' });
    const ownPage = await callAction(productLoader, new Request(`http://localhost/product/${own.handle}`), {
      handle: own.handle,
    });
    expect((ownPage.data as { seller: unknown }).seller).toBeNull();

    expect((await listBadgeHolders())['certified-organic']).toContain(vendor.businessName);
    const badgesPage = await callAction(badgesPageLoader, new Request('http://localhost/vendors/badges'));
    expect(badgesPage.status).toBe(200);
    expect((badgesPage.data as { holders: Record<string, string[]> }).holders['certified-organic']).toContain(
      vendor.businessName,
    );
  });

  it('runs over every vendor as the nightly jobs do, and a second run changes nothing', async () => {
    const vendor = await approvedVendor('2031-12-31');
    await sendCertificateNotices({ now: NOW });
    await recomputeVendorBadges({ now: NOW });
    expect(await heldBadges(vendor.id)).toEqual(['certified-organic']);
    expect(await sendCertificateNotices({ now: NOW })).toBe(0);
    expect(await recomputeVendorBadges({ now: NOW })).toEqual({ awarded: 0, revoked: 0 });
  });
});
