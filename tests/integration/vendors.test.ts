import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  products,
  userRoles,
  vendorApplicationEvents,
  vendorApplications,
  vendorCertificates,
  vendorProfiles,
} from '~/db/schema/index';
import { openPayoutAccount } from '~/features/instructors/payout-seal.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { decideVendorApplication } from '~/features/vendors/decide-application.server';
import { loadVendorDashboard } from '~/features/vendors/vendor-dashboard.server';
import { listOwnProducts } from '~/features/vendors/vendor-products.server';
import { findVendorStanding } from '~/features/vendors/vendor-profiles.server';
import { loader as certificateLoader } from '~/routes/admin/vendor-certificate';
import { action as reviewAction, loader as reviewLoader } from '~/routes/admin/vendors';
import { loader as productsLoader } from '~/routes/market/vendor-products';
import { loader as dashboardLoader } from '~/routes/market/vendors-dashboard';
import { action as onboardAction, loader as onboardLoader } from '~/routes/market/vendors-onboard';
import { type Actor, isActorRefusal } from '~/utils/actor';
import { privateDirectory } from '~/utils/private-files.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { signedInVendor } from '../factories/vendors';
import type { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Vendors (issue 39): a member applies with certificates (private files, checked by their bytes)
 * and sealed payout details; bad input leaves nothing behind; an administrator approves (the
 * vendor role and a store), rejects with a reason or asks for changes, which the applicant makes
 * and sends again; only administrators decide and open certificates; only vendors reach the
 * vendor dashboard's data.
 */

const database = await setupTestDatabase();
const db = database.db;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const SCRIPT = new TextEncoder().encode('#!/bin/sh\necho not a certificate\n');
const PATH = '/vendors/onboard';
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

const FIELDS = {
  businessName: 'Green Acres Seeds',
  contactName: 'Ana Ribeiro',
  contactEmail: 'ana@greenacres.example',
  contactPhone: '+44 20 7946 0000',
  country: 'GB',
  offering: 'Open-pollinated vegetable seed grown on our certified organic farm since 2009, packed by hand.',
  website: 'https://greenacres.example',
  accountHolder: 'Green Acres Seeds Ltd',
  payoutCountry: 'GB',
  account: 'GB82 WEST 1234 5698 7654 32',
  bankCode: '',
  acceptTerms: 'on',
  certificate0Issuer: 'Soil Association',
  certificate0ExpiresOn: NEXT_YEAR,
};

type Certificate = { bytes: Uint8Array; name: string };

function apply(jar: CookieJar, fields: Record<string, string>, certificates: Certificate[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [index, certificate] of certificates.entries())
    form.append(
      `certificate${index}`,
      new File([new Uint8Array(certificate.bytes)], certificate.name, { type: 'application/pdf' }),
    );
  return callAction(
    onboardAction,
    new Request(`http://localhost${PATH}`, {
      method: 'POST',
      body: form,
      headers: { cookie: jar.header(), [CLIENT_IP_HEADER]: '10.7.7.7' },
    }),
  );
}

const applicationsOf = (userId: string) => db.select().from(vendorApplications).where(eq(vendorApplications.userId, userId));
const storedFiles = () =>
  fs.existsSync(privateDirectory('vendor-certificates')) ? fs.readdirSync(privateDirectory('vendor-certificates')) : [];
const asAdmin = (id: string): Actor => ({ id, role: 'admin' });

async function applied(label: string) {
  const person = await signUpPerson(label);
  const sent = await apply(person.jar, FIELDS, [{ bytes: PDF, name: 'organic certificate.pdf' }]);
  expect(sent.status, JSON.stringify(sent.data)).toBe(302);
  const [application] = await applicationsOf(person.id);
  if (!application) throw new Error('no application');
  return { ...person, applicationId: application.id };
}

describe('applying', () => {
  it('shows a visitor what it takes, and keeps a member’s application with its certificate and sealed payout details', async () => {
    const visitor = await callAction(onboardLoader, new Request(`http://localhost${PATH}`));
    expect(visitor.data).toMatchObject({ state: 'visitor' });

    const person = await signUpPerson('vendor-apply');
    expect((await callAction(onboardLoader, pageGet(PATH, person.jar))).data).toMatchObject({
      state: 'applicant',
      application: null,
    });
    const sent = await apply(person.jar, FIELDS, [{ bytes: PDF, name: 'C:\\scans\\Organic 2026.PDF' }]);
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/vendors/welcome');

    const [application] = await applicationsOf(person.id);
    expect(application).toMatchObject({
      status: 'submitted',
      businessName: 'Green Acres Seeds',
      country: 'GB',
      payoutLast4: '5432',
      termsVersion: expect.any(String),
    });
    expect(application?.termsAcceptedAt).toBeInstanceOf(Date);
    // Sealed: the account number is nowhere in the row, and opens again with the key.
    expect(application?.payoutDetails).not.toContain('WEST');
    expect(await openPayoutAccount(application?.payoutDetails ?? '')).toEqual({
      account: 'GB82WEST12345698765432',
      bankCode: '',
    });

    const certificates = await db.select().from(vendorCertificates).where(eq(vendorCertificates.userId, person.id));
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ issuer: 'Soil Association', expiresOn: NEXT_YEAR, contentType: 'application/pdf' });
    expect(certificates[0]?.fileName).toBe('Organic 2026.pdf');
    expect(storedFiles()).toContain(certificates[0]?.storageKey);

    const steps = await db
      .select()
      .from(vendorApplicationEvents)
      .where(eq(vendorApplicationEvents.applicationId, application?.id ?? ''));
    expect(steps).toMatchObject([{ action: 'submitted', actorId: person.id }]);

    // Once sent, the page says it is being reviewed, and a second one is refused.
    expect((await callAction(onboardLoader, pageGet(PATH, person.jar))).data).toMatchObject({
      application: { status: 'submitted' },
    });
    const again = await apply(person.jar, FIELDS, [{ bytes: PDF, name: 'again.pdf' }]);
    expect(again).toMatchObject({ status: 409, data: { formError: 'vendors.apply.errors.underReview' } });
    expect(await applicationsOf(person.id)).toHaveLength(1);
  });

  it('answers bad input beside each field and leaves nothing behind: no row, no file', async () => {
    const person = await signUpPerson('vendor-bad');
    const filesBefore = storedFiles().length;

    const invalid = await apply(
      person.jar,
      { ...FIELDS, businessName: '', contactEmail: 'nope', account: '123', acceptTerms: '', certificate0ExpiresOn: '2001-01-01' },
      [{ bytes: PDF, name: 'old.pdf' }],
    );
    expect(invalid.status).toBe(400);
    expect((invalid.data as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      businessName: 'vendors.apply.errors.businessName',
      contactEmail: 'vendors.apply.errors.contactEmail',
      account: 'instructors.onboarding.errors.account',
      acceptTerms: 'vendors.apply.errors.acceptTerms',
      certificate0ExpiresOn: 'vendors.apply.errors.expired',
    });
    // The typed values come back to the form; the account number does not.
    expect((invalid.data as { values: Record<string, string> }).values).toMatchObject({ contactName: 'Ana Ribeiro' });
    expect(JSON.stringify(invalid.data)).not.toContain('123');

    const noCertificate = await apply(person.jar, { ...FIELDS, certificate0Issuer: '', certificate0ExpiresOn: '' });
    expect(noCertificate).toMatchObject({
      status: 400,
      data: { fieldErrors: { certificate0: 'vendors.apply.errors.certificateMissing' } },
    });

    // A script renamed to .pdf is refused by its bytes, after a good first certificate: neither is kept.
    const disguised = await apply(person.jar, { ...FIELDS, certificate1Issuer: 'Ecocert', certificate1ExpiresOn: NEXT_YEAR }, [
      { bytes: PDF, name: 'good.pdf' },
      { bytes: SCRIPT, name: 'certificate.pdf' },
    ]);
    expect(disguised).toMatchObject({
      status: 400,
      data: { fieldErrors: { certificate1: 'vendors.apply.errors.certificateType' } },
    });

    expect(await applicationsOf(person.id)).toEqual([]);
    expect(await db.select().from(vendorCertificates).where(eq(vendorCertificates.userId, person.id))).toEqual([]);
    expect(storedFiles()).toHaveLength(filesBefore);
  });
});

describe('deciding', () => {
  it('approves: the vendor role and a store, with every step recorded; the vendor reaches the dashboard', async () => {
    const admin = await signUpPerson('vendor-admin', { role: 'admin' });
    const applicant = await applied('vendor-approved');

    // The review lists it, with its certificate, which the administrator can download.
    const review = await callAction(reviewLoader, pageGet('/admin/vendors', admin.jar));
    const listed = (
      review.data as { review: { applications: { id: string; certificates: { id: string; href: string }[] }[] } }
    ).review.applications.find((application) => application.id === applicant.applicationId);
    const certificateId = listed?.certificates[0]?.id ?? '';
    expect(listed?.certificates[0]?.href).toBe(`/admin/vendors/certificates/${certificateId}`);
    const download = await callAction(certificateLoader, pageGet(`/admin/vendors/certificates/${certificateId}`, admin.jar), {
      certificateId,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    // The applicant cannot open even their own certificate through the admins' route.
    const refused = await callAction(certificateLoader, pageGet(`/admin/vendors/certificates/${certificateId}`, applicant.jar), {
      certificateId,
    });
    expect(refused.status).toBe(403);

    // Before approval, the applicant is no vendor.
    expect((await callAction(dashboardLoader, pageGet('/vendors/dashboard', applicant.jar))).status).toBe(403);

    const approved = await callAction(
      reviewAction,
      formPost('/admin/vendors', { id: applicant.applicationId, decision: 'approve', note: '' }, admin.jar),
    );
    expect(approved).toMatchObject({ status: 200, data: { ok: true, message: 'vendors.review.done.approved' } });

    const roles = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, applicant.id), eq(userRoles.role, 'vendor')));
    expect(roles).toHaveLength(1);
    const [profile] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, applicant.id));
    expect(profile).toMatchObject({ storeName: 'Green Acres Seeds', status: 'active', commissionPercent: null });
    expect(profile?.slug).toMatch(/^green-acres-seeds(-\d+)?$/);
    const [application] = await applicationsOf(applicant.id);
    expect(application).toMatchObject({ status: 'approved', decidedBy: admin.id });
    expect(application?.decidedAt).toBeInstanceOf(Date);
    const steps = await db
      .select()
      .from(vendorApplicationEvents)
      .where(eq(vendorApplicationEvents.applicationId, applicant.applicationId));
    expect(steps.map((step) => [step.action, step.actorId])).toEqual([
      ['submitted', applicant.id],
      ['approved', admin.id],
    ]);

    // Decided once: a second decision is refused.
    const twice = await callAction(
      reviewAction,
      formPost(
        '/admin/vendors',
        { id: applicant.applicationId, decision: 'reject', note: 'Changed my mind about it.' },
        admin.jar,
      ),
    );
    expect(twice).toMatchObject({ status: 409, data: { message: 'vendors.review.errors.alreadyDecided' } });

    // The vendor's dashboard (their store, the default commission), and their products page: their products only.
    await db.insert(products).values([
      {
        handle: `gas-tomato-${applicant.id.slice(0, 8)}`,
        name: 'Tomato seed',
        category: 'seeds',
        priceCents: 450,
        vendorId: applicant.id,
      },
      {
        handle: `other-${applicant.id.slice(0, 8)}`,
        name: 'Someone else’s',
        category: 'seeds',
        priceCents: 100,
        vendorId: admin.id,
      },
    ]);
    const dashboard = await callAction(dashboardLoader, pageGet('/vendors/dashboard', applicant.jar));
    expect(dashboard.status).toBe(200);
    expect(dashboard.data).toMatchObject({
      profile: { storeName: 'Green Acres Seeds', status: 'active' },
      commission: { percent: 15, isOwnRate: false },
      nextParcels: [],
    });
    const productsPage = await callAction(productsLoader, pageGet('/vendors/dashboard/products', applicant.jar));
    expect(productsPage.status).toBe(200);
    expect(productsPage.data).toMatchObject({
      products: [{ name: 'Tomato seed', priceCents: 450, status: 'draft' }],
      page: { page: 1, hasNext: false },
    });
    expect((await callAction(onboardLoader, pageGet(PATH, applicant.jar))).data).toMatchObject({ state: 'vendor' });
  });

  it('rejects only with a reason, and the applicant may apply again', async () => {
    const admin = await signUpPerson('vendor-admin-2', { role: 'admin' });
    const applicant = await applied('vendor-rejected');
    const noReason = await callAction(
      reviewAction,
      formPost('/admin/vendors', { id: applicant.applicationId, decision: 'reject', note: '' }, admin.jar),
    );
    expect(noReason).toMatchObject({ status: 400, data: { message: 'instructors.review.errors.noteRequired', field: 'note' } });
    expect((await applicationsOf(applicant.id))[0]?.status).toBe('submitted');

    const reason = 'We only list seed grown to organic standards; these are treated.';
    const rejected = await callAction(
      reviewAction,
      formPost('/admin/vendors', { id: applicant.applicationId, decision: 'reject', note: reason }, admin.jar),
    );
    expect(rejected).toMatchObject({ status: 200, data: { ok: true } });
    expect((await applicationsOf(applicant.id))[0]).toMatchObject({ status: 'rejected', decisionNote: reason });
    expect(
      await db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, applicant.id), eq(userRoles.role, 'vendor'))),
    ).toEqual([]);
    expect(await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, applicant.id))).toEqual([]);

    const again = await apply(applicant.jar, FIELDS, [{ bytes: PDF, name: 'new.pdf' }]);
    expect(again.status).toBe(302);
    expect(await applicationsOf(applicant.id)).toHaveLength(2);
  });

  it('asks for changes: the applicant edits and sends the same application again, keeping its payout details and certificate', async () => {
    const admin = await signUpPerson('vendor-admin-3', { role: 'admin' });
    const applicant = await applied('vendor-changes');
    const [before] = await applicationsOf(applicant.id);
    const asked = await decideVendorApplication({
      actor: asAdmin(admin.id),
      applicationId: applicant.applicationId,
      decision: 'changes',
      note: 'Please say which crops the certificate covers.',
    });
    expect(asked).toMatchObject({ ok: true, applicationStatus: 'changes_requested' });
    const page = await callAction(onboardLoader, pageGet(PATH, applicant.jar));
    expect(page.data).toMatchObject({ application: { status: 'changes_requested', payoutLast4: '5432' } });

    const offering = 'Open-pollinated tomato, bean and squash seed; the certificate covers all three crops and our packing shed.';
    const resent = await apply(applicant.jar, {
      ...FIELDS,
      offering,
      accountHolder: '',
      payoutCountry: '',
      account: '',
      bankCode: '',
      certificate0Issuer: '',
      certificate0ExpiresOn: '',
    });
    expect(resent.status, JSON.stringify(resent.data)).toBe(302);
    const rows = await applicationsOf(applicant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: applicant.applicationId, status: 'submitted', offering, decisionNote: null });
    expect(rows[0]?.payoutDetails).toBe(before?.payoutDetails);
    expect(
      await db.select().from(vendorCertificates).where(eq(vendorCertificates.applicationId, applicant.applicationId)),
    ).toHaveLength(1);
    const steps = await db
      .select()
      .from(vendorApplicationEvents)
      .where(eq(vendorApplicationEvents.applicationId, applicant.applicationId));
    expect(steps.map((step) => step.action)).toEqual(['submitted', 'changes_requested', 'resubmitted']);
  });
});

describe('who acts', () => {
  it('refuses a decision by anyone but an administrator, and writes nothing', async () => {
    const applicant = await applied('vendor-self');
    const other = await signUpPerson('vendor-not-admin', { role: 'instructor' });
    for (const actor of [
      { id: other.id, role: 'instructor' },
      { id: applicant.id, role: 'user' },
    ] as const) {
      const refused = await decideVendorApplication({
        actor,
        applicationId: applicant.applicationId,
        decision: 'approve',
        note: '',
      }).catch((error: unknown) => error);
      expect(isActorRefusal(refused)).toBe(true);
    }
    // Through the page too: the route table's Access Denied.
    const page = await callAction(
      reviewAction,
      formPost('/admin/vendors', { id: applicant.applicationId, decision: 'approve', note: '' }, other.jar),
    );
    expect(page.status).toBe(403);
    expect((await applicationsOf(applicant.id))[0]?.status).toBe('submitted');
    expect(
      await db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, applicant.id), eq(userRoles.role, 'vendor'))),
    ).toEqual([]);
  });

  it('refuses an administrator their own application', async () => {
    const admin = await signUpPerson('vendor-own', { role: 'admin' });
    const sent = await apply(admin.jar, FIELDS, [{ bytes: PDF, name: 'mine.pdf' }]);
    expect(sent.status).toBe(302);
    const [own] = await applicationsOf(admin.id);
    const refused = await decideVendorApplication({
      actor: asAdmin(admin.id),
      applicationId: own?.id ?? '',
      decision: 'approve',
      note: '',
    });
    expect(refused).toMatchObject({ ok: false, code: 'own-application' });
  });

  it('keeps the vendor dashboard’s data from anyone who is not a vendor', async () => {
    const member = await signUpPerson('vendor-member');
    const admin = await signUpPerson('vendor-dash-admin', { role: 'admin' });
    for (const person of [member, admin]) {
      const page = await callAction(dashboardLoader, pageGet('/vendors/dashboard', person.jar));
      expect(page).toMatchObject({ status: 403, data: { kind: 'access-denied', requiredRoles: ['vendor'] } });
      const productsPage = await callAction(productsLoader, pageGet('/vendors/dashboard/products', person.jar));
      expect(productsPage).toMatchObject({ status: 403, data: { kind: 'access-denied', requiredRoles: ['vendor'] } });
    }
    for (const actor of [
      { id: member.id, role: 'user' },
      { id: admin.id, role: 'admin' },
    ] as const)
      expect(isActorRefusal(await loadVendorDashboard({ actor }).catch((error: unknown) => error))).toBe(true);
    // The vendor role alone (a grant without an approved application's store) opens no data either.
    await db.insert(userRoles).values({ userId: member.id, role: 'vendor' });
    expect(
      isActorRefusal(await loadVendorDashboard({ actor: { id: member.id, role: 'user' } }).catch((error: unknown) => error)),
    ).toBe(true);
    expect(
      isActorRefusal(await listOwnProducts({ actor: { id: member.id, role: 'user' }, page: 1 }).catch((error: unknown) => error)),
    ).toBe(true);
  });

  it('refuses a store whose owner no longer holds the vendor role, while other vendors still hold theirs', async () => {
    const kept = await signedInVendor('role-kept');
    const lapsed = await signedInVendor('role-lapsed');
    await db.delete(userRoles).where(and(eq(userRoles.userId, lapsed.id), eq(userRoles.role, 'vendor')));
    expect(await findVendorStanding(kept.id)).toMatchObject({ status: 'active', isVendor: true });
    expect(await findVendorStanding(lapsed.id)).toMatchObject({ status: 'active', isVendor: false });
    expect(
      isActorRefusal(await listOwnProducts({ actor: { id: lapsed.id, role: 'user' }, page: 1 }).catch((error: unknown) => error)),
    ).toBe(true);
    await expect(listOwnProducts({ actor: { id: kept.id, role: 'user' }, page: 1 })).resolves.toBeDefined();
  });
});
