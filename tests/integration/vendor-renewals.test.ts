import fs from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages } from '~/db/schema/messaging';
import { vendorBadges, vendorCertificateNotices, vendorCertificates } from '~/db/schema/vendors';
import { recomputeVendorBadges } from '~/features/vendors/badges.server';
import { sendCertificateNotices } from '~/features/vendors/certificate-notices.server';
import { acceptRenewal, listPendingRenewals, refuseRenewal } from '~/features/vendors/certificate-review.server';
import { sendRenewedCertificate } from '~/features/vendors/renew-certificate.server';
import { loadVendorDashboard } from '~/features/vendors/vendor-dashboard.server';
import { listVendorStores } from '~/features/vendors/vendor-inbox.server';
import { isoDay } from '~/features/vendors/vendors.schema';
import { action as storeAction, loader as storeLoader } from '~/routes/admin/vendor-store';
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/market/vendors-dashboard';
import { isActorRefusal } from '~/utils/actor';
import { privateDirectory } from '~/utils/private-files.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { CERTIFICATE_PDF, signedInVendor } from '../factories/vendors';
import type { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Renewing a certificate (decision 0102): the vendor sends one from the dashboard, checked by its
 * bytes; it counts for nothing (Certified Organic, the reminders) until an administrator accepts
 * it; a refusal's reason reaches the vendor as a message and by email; bad files and dates write
 * nothing; only the vendor sends for their store, and only another administrator decides.
 */

const database = await setupTestDatabase();
const { db } = database;
setupJobRunner(database);

const DAY = 86_400_000;
const today = () => isoDay(new Date());
const inDays = (days: number) => isoDay(new Date(Date.now() + days * DAY));

function sendRenewal(
  jar: CookieJar,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type?: string } | null = { bytes: CERTIFICATE_PDF, name: 'renewed.pdf' },
) {
  const form = new FormData();
  form.append('intent', 'renew-certificate');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }));
  return callAction(
    dashboardAction,
    new Request('http://localhost/vendors/dashboard', { method: 'POST', body: form, headers: { cookie: jar.header() } }),
  );
}

const certificatesOf = (userId: string) => db.select().from(vendorCertificates).where(eq(vendorCertificates.userId, userId));
const heldCertifiedOrganic = async (vendorId: string) =>
  (
    await db
      .select({ badge: vendorBadges.badge })
      .from(vendorBadges)
      .where(
        and(eq(vendorBadges.vendorId, vendorId), eq(vendorBadges.badge, 'certified-organic'), isNull(vendorBadges.revokedAt)),
      )
  ).length === 1;
const storedFiles = () =>
  fs.existsSync(privateDirectory('vendor-certificates')) ? fs.readdirSync(privateDirectory('vendor-certificates')) : [];

/** A vendor whose application's certificate ran out `daysAgo` days ago (or ends in `-daysAgo` days), with their badge in line. */
async function vendorWithCertificateEnding(label: string, days: number) {
  const vendor = await signedInVendor(label);
  await db
    .update(vendorCertificates)
    .set({ expiresOn: inDays(days) })
    .where(eq(vendorCertificates.applicationId, vendor.applicationId));
  await recomputeVendorBadges({ vendorIds: [vendor.id] });
  return vendor;
}

async function expectRefused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(isActorRefusal(error), 'refused with Access Denied').toBe(true);
}

describe('renewing a certificate', () => {
  it('counts a renewal only once an administrator accepts it: then the badge job awards Certified Organic', async () => {
    const vendor = await vendorWithCertificateEnding('r1', -3);
    const admin = await signUpPerson('reviewer-r1', { role: 'admin' });
    expect(await heldCertifiedOrganic(vendor.id)).toBe(false);

    const sent = await sendRenewal(vendor.jar, { issuer: 'Soil Association', expiresOn: inDays(400) });
    expect(sent.status, JSON.stringify(sent.data)).toBe(302);
    expect(sent.headers.get('location')).toBe('/vendors/dashboard#vendor-certificates');
    const renewal = (await certificatesOf(vendor.id)).find((row) => row.applicationId === null);
    expect(renewal).toMatchObject({ reviewState: 'pending', issuer: 'Soil Association', contentType: 'application/pdf' });
    if (!renewal) throw new Error('no renewal');

    // Pending: on the dashboard with its state, in the team's queue, and worth nothing to the badge job.
    const dashboard = await callAction(dashboardLoader, pageGet('/vendors/dashboard', vendor.jar));
    expect((dashboard.data as { certificates: { id: string; reviewState: string }[] }).certificates).toContainEqual(
      expect.objectContaining({ id: renewal.id, reviewState: 'pending' }),
    );
    expect((await listPendingRenewals({ actor: asAdmin(admin.id) })).map((row) => row.id)).toContain(renewal.id);
    await recomputeVendorBadges({ vendorIds: [vendor.id] });
    expect(await heldCertifiedOrganic(vendor.id)).toBe(false);

    // The team sees the private file's link on the store's page and accepts it there.
    const storePath = `/admin/vendors/stores/${vendor.id}`;
    const params = { vendorId: vendor.id };
    const page = await callAction(storeLoader, pageGet(storePath, admin.jar), params);
    expect((page.data as { certificates: { id: string; href: string }[] }).certificates).toContainEqual(
      expect.objectContaining({ id: renewal.id, href: `/admin/vendors/certificates/${renewal.id}` }),
    );
    const accepted = await callAction(
      storeAction,
      formPost(storePath, { intent: 'accept-certificate', certificateId: renewal.id }, admin.jar),
      params,
    );
    expect(accepted.status, JSON.stringify(accepted.data)).toBe(302);
    expect((await certificatesOf(vendor.id)).find((row) => row.id === renewal.id)).toMatchObject({
      reviewState: 'accepted',
      reviewedBy: admin.id,
    });
    await recomputeVendorBadges({ vendorIds: [vendor.id] });
    expect(await heldCertifiedOrganic(vendor.id)).toBe(true);
    expect(await listPendingRenewals({ actor: asAdmin(admin.id) })).not.toContainEqual(
      expect.objectContaining({ id: renewal.id }),
    );
    // Decided once: a second decision is refused.
    expect(await refuseRenewal({ actor: asAdmin(admin.id), certificateId: renewal.id, reason: 'Too late.' })).toMatchObject({
      ok: false,
      code: 'renewal-decided',
    });
  });

  it('counts on the team’s list of stores each store’s own pending renewals, none of another store’s', async () => {
    const renewing = await signedInVendor('r6a');
    const other = await signedInVendor('r6b');
    const admin = await signUpPerson('reviewer-r6', { role: 'admin' });
    const sent = await sendRenewedCertificate({
      actor: asUser(renewing.id),
      upload: { issuer: 'Ecocert', expiresOn: inDays(365), file: new File([new Uint8Array(CERTIFICATE_PDF)], 'ecocert.pdf') },
    });
    if (!sent.ok) throw new Error(sent.code);
    const { stores } = await listVendorStores({ actor: asAdmin(admin.id), page: 1 });
    const pendingOf = (vendorId: string) => stores.find((store) => store.vendorId === vendorId)?.pendingRenewals;
    expect(pendingOf(renewing.id)).toBe(1);
    expect(pendingOf(other.id)).toBe(0);
  });

  it('reminds about the accepted certificate while a renewal is pending, and no longer once it is accepted', async () => {
    const vendor = await vendorWithCertificateEnding('r2', 6);
    const admin = await signUpPerson('reviewer-r2', { role: 'admin' });
    const sent = await sendRenewedCertificate({
      actor: asUser(vendor.id),
      upload: {
        issuer: 'Ecocert',
        expiresOn: inDays(365),
        file: new File([new Uint8Array(CERTIFICATE_PDF)], 'ecocert.pdf'),
      },
    });
    if (!sent.ok) throw new Error(sent.code);
    await sendCertificateNotices();
    const noticesFor = (certificateId: string) =>
      db.select().from(vendorCertificateNotices).where(eq(vendorCertificateNotices.certificateId, certificateId));
    const [application] = (await certificatesOf(vendor.id)).filter((row) => row.applicationId !== null);
    if (!application) throw new Error('no application certificate');
    expect((await noticesFor(application.id)).map((row) => row.kind)).toEqual(['reminder-7']);
    expect(await noticesFor(sent.certificateId)).toEqual([]);

    expect(await acceptRenewal({ actor: asAdmin(admin.id), certificateId: sent.certificateId })).toMatchObject({ ok: true });
    await sendCertificateNotices({ now: new Date(Date.now() + 7 * DAY) });
    // The accepted renewal carries the badge now: the old certificate's end sends nothing more.
    expect((await noticesFor(application.id)).map((row) => row.kind)).toEqual(['reminder-7']);
    expect(await heldCertifiedOrganic(vendor.id)).toBe(true);
  });

  it('tells the vendor why a renewal is refused, in the conversation and by email; the badge stays away', async () => {
    const vendor = await vendorWithCertificateEnding('r3', -1);
    const admin = await signUpPerson('reviewer-r3', { role: 'admin' });
    expect((await sendRenewal(vendor.jar, { issuer: 'Soil Association', expiresOn: inDays(300) })).status).toBe(302);
    const renewal = (await certificatesOf(vendor.id)).find((row) => row.applicationId === null);
    if (!renewal) throw new Error('no renewal');
    const storePath = `/admin/vendors/stores/${vendor.id}`;
    const params = { vendorId: vendor.id };

    // A reason is required: nothing changes without one.
    const blank = await callAction(
      storeAction,
      formPost(storePath, { intent: 'refuse-certificate', certificateId: renewal.id, reason: ' ' }, admin.jar),
      params,
    );
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({ fieldErrors: { reason: 'vendors.renewals.errors.reasonRequired' } });
    expect((await certificatesOf(vendor.id)).find((row) => row.id === renewal.id)?.reviewState).toBe('pending');

    const reason = 'The file shows last year’s certificate.\nPlease send the one valid from March.';
    const refused = await callAction(
      storeAction,
      formPost(storePath, { intent: 'refuse-certificate', certificateId: renewal.id, reason }, admin.jar),
      params,
    );
    expect(refused.status, JSON.stringify(refused.data)).toBe(302);
    expect((await certificatesOf(vendor.id)).find((row) => row.id === renewal.id)).toMatchObject({
      reviewState: 'refused',
      refusalReason: reason,
    });
    const conversation = (await loadVendorDashboard({ actor: asUser(vendor.id) })).conversation;
    expect(conversation).toMatchObject({
      unreadCount: 1,
      messages: [
        {
          author: 'staff',
          body: reason,
          isUnread: true,
          refusedCertificate: { issuer: 'Soil Association', expiresOn: inDays(300) },
        },
      ],
    });
    const emails = await db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.userId, vendor.id), eq(emailMessages.template, 'vendor-message')));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Your renewed certificate was not accepted');
    expect(emails[0]?.text).toContain('Please send the one valid from March.');
    await recomputeVendorBadges({ vendorIds: [vendor.id] });
    expect(await heldCertifiedOrganic(vendor.id)).toBe(false);
  });

  it('refuses bad files and dates beside their fields, storing nothing', async () => {
    const vendor = await signedInVendor('r4');
    const before = { rows: (await certificatesOf(vendor.id)).length, files: storedFiles().length };
    const good = { issuer: 'Soil Association', expiresOn: inDays(200) };
    const cases: [Record<string, string>, Parameters<typeof sendRenewal>[2], Record<string, string>][] = [
      [good, null, { file: 'vendors.renewals.errors.file' }],
      [good, { bytes: new Uint8Array(0), name: 'empty.pdf' }, { file: 'vendors.renewals.errors.file' }],
      [
        good,
        { bytes: new TextEncoder().encode('<html>not a certificate</html>'), name: 'fake.pdf' },
        { file: 'vendors.apply.errors.certificateType' },
      ],
      [{ ...good, expiresOn: today() }, undefined, { expiresOn: 'vendors.renewals.errors.notFuture' }],
      [{ ...good, expiresOn: inDays(-10) }, undefined, { expiresOn: 'vendors.apply.errors.expired' }],
      [
        { issuer: '', expiresOn: 'someday' },
        undefined,
        { issuer: 'vendors.apply.errors.issuer', expiresOn: 'vendors.apply.errors.expiresOn' },
      ],
    ];
    for (const [fields, file, fieldErrors] of cases) {
      const answer = await sendRenewal(vendor.jar, fields, file);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, intent: 'renew-certificate', fieldErrors });
    }
    expect((await certificatesOf(vendor.id)).length).toBe(before.rows);
    expect(storedFiles().length).toBe(before.files);
  });

  it('lets only the vendor send for their store, and only another administrator decide, on that store’s page', async () => {
    const vendor = await signedInVendor('r5');
    const other = await signedInVendor('r5-other');
    const member = await signUpPerson('member-r5');
    const upload = {
      issuer: 'Soil Association',
      expiresOn: inDays(100),
      file: new File([new Uint8Array(CERTIFICATE_PDF)], 'c.pdf'),
    };
    await expectRefused(sendRenewedCertificate({ actor: asUser(member.id), upload }));
    expect((await sendRenewal(member.jar, { issuer: 'Soil Association', expiresOn: inDays(100) })).status).toBe(403);
    expect(await certificatesOf(member.id)).toEqual([]);

    const sent = await sendRenewedCertificate({ actor: asUser(vendor.id), upload });
    if (!sent.ok) throw new Error(sent.code);
    // Neither the vendor nor another vendor decides; an administrator never decides their own store's.
    await expectRefused(acceptRenewal({ actor: asUser(vendor.id), certificateId: sent.certificateId }));
    await expectRefused(refuseRenewal({ actor: asUser(other.id), certificateId: sent.certificateId, reason: 'No.' }));
    expect(await acceptRenewal({ actor: asAdmin(vendor.id), certificateId: sent.certificateId })).toMatchObject({
      ok: false,
      code: 'own-certificate',
    });
    // Posted on another store's page, the renewal is not found there, and stays pending.
    const admin = await signUpPerson('reviewer-r5', { role: 'admin' });
    const wrongPage = await callAction(
      storeAction,
      formPost(
        `/admin/vendors/stores/${other.id}`,
        { intent: 'accept-certificate', certificateId: sent.certificateId },
        admin.jar,
      ),
      { vendorId: other.id },
    );
    expect(wrongPage.status).toBe(404);
    // An application's certificate is decided with its application, not here.
    const [applicationCertificate] = (await certificatesOf(vendor.id)).filter((row) => row.applicationId !== null);
    expect(await acceptRenewal({ actor: asAdmin(admin.id), certificateId: applicationCertificate?.id ?? '' })).toMatchObject({
      ok: false,
      code: 'renewal-not-found',
    });
    expect((await certificatesOf(vendor.id)).find((row) => row.id === sent.certificateId)?.reviewState).toBe('pending');
  });
});
