import { and, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { vendorApplications, vendorCertificates, vendorProfiles } from '~/db/schema/vendors';
import type { Seeder } from '~/db/seed/demo-content.server';
import { findDemoAccount } from '~/features/accounts/demo-accounts.server';
import { insertProducts } from '~/features/catalog/product-writes.server';
import { writePrivateFile } from '~/utils/private-files.server';
import { recomputeVendorBadges } from './badges.server';
import { CERTIFICATE_STORE } from './certificates.server';
import { isoDay } from './vendors.schema';

/**
 * The demo vendor's store (local sites only, as the demo accounts are), so signing in as
 * demo.vendor opens a working vendor dashboard to list products from. The demo account holds the
 * vendor role already; an approval would open this profile, and a seeder acts as nobody, so it
 * writes the row itself. Its name says plainly that it is the demo store.
 */
export const demoVendorSeeder: Seeder = {
  name: 'demo-vendor',
  async run(tx: Database) {
    const account = await findDemoAccount(tx, 'vendor');
    if (!account) return;
    await tx
      .insert(vendorProfiles)
      .values({ userId: account.id, storeName: 'Demo Grower Store', slug: 'demo-grower-store' })
      .onConflictDoNothing();
  },
};

/** The demo certificate's bytes: a one-page PDF saying it is a demo. */
const DEMO_CERTIFICATE_PDF = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Demo certificate: not a real certification.\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * The demo vendor as an approved seller with badges (decision 0098): an approved application
 * with an organic certificate valid for a year from the day the demo content is loaded, one
 * listed product, and the badges recomputed at once, so the demo store shows Certified Organic
 * on its product page and on /vendors/badges. Its own seeder, so a site that loaded the demo
 * store before badges existed gets it once with the upgrade. Safe to run again: each row is
 * written only when missing.
 *
 * The application's payout details are a marker, not a sealed account (a seeder runs in a
 * transaction and cannot read the auth secret beside it; nothing pays the demo store).
 */
export const demoVendorBadgesSeeder: Seeder = {
  name: 'demo-vendor-badges',
  async run(tx: Database) {
    const account = await findDemoAccount(tx, 'vendor');
    if (!account) return;
    const [profile] = await tx
      .select({ userId: vendorProfiles.userId })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, account.id));
    if (!profile) return;
    const now = new Date();
    let [application] = await tx
      .select({ id: vendorApplications.id })
      .from(vendorApplications)
      .where(and(eq(vendorApplications.userId, account.id), eq(vendorApplications.status, 'approved')));
    if (!application) {
      [application] = await tx
        .insert(vendorApplications)
        .values({
          userId: account.id,
          businessName: 'Demo Grower Store',
          contactName: 'Demo Vendor',
          contactEmail: 'demo.vendor@verde-living.example',
          country: 'GB',
          offering: 'Demo store: open-pollinated vegetable seed grown to organic standards (demo content, not a real business).',
          payoutAccountHolder: 'Demo Grower Store',
          payoutCountry: 'GB',
          payoutDetails: 'demo:no-account',
          payoutLast4: '0000',
          termsAcceptedAt: now,
          termsVersion: 'demo',
          status: 'approved',
          decidedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: vendorApplications.id });
    }
    if (!application) return;
    const [certificate] = await tx
      .select({ id: vendorCertificates.id })
      .from(vendorCertificates)
      .where(eq(vendorCertificates.applicationId, application.id));
    if (!certificate) {
      const storageKey = `demo-${application.id}.pdf`;
      await writePrivateFile(CERTIFICATE_STORE, storageKey, DEMO_CERTIFICATE_PDF);
      await tx.insert(vendorCertificates).values({
        applicationId: application.id,
        userId: account.id,
        issuer: 'Demo Organic Certifier',
        expiresOn: isoDay(new Date(now.getTime() + 365 * 86_400_000)),
        fileName: 'demo-organic-certificate.pdf',
        contentType: 'application/pdf',
        sizeBytes: DEMO_CERTIFICATE_PDF.byteLength,
        storageKey,
        // Sent with the approved application: accepted with it (decision 0102).
        reviewState: 'accepted',
        reviewedAt: now,
      });
    }
    await insertProducts(tx, [
      {
        handle: DEMO_VENDOR_PRODUCT_HANDLE,
        name: 'Heirloom Runner Bean Seeds (Demo Grower Store)',
        summary: 'Scarlet-flowered climbing beans for tall supports, about 40 seeds, from the demo vendor.',
        descriptionMd:
          'A demo product sold by the demo vendor, to show how a vendor’s product page names its store and its badges.\n\n' +
          'Sow outdoors after the last frost, 5 cm deep, beside poles 2 m tall; pick the pods young and often.',
        priceCents: 450,
        category: 'seeds',
        tags: ['beans', 'heirloom', 'climbing'],
        trackInventory: true,
        stockQuantity: 40,
        status: 'active',
        vendorId: account.id,
      },
    ]).onConflictDoNothing();
    await recomputeVendorBadges({ now, vendorIds: [account.id] }, tx);
  },
};

/** The demo vendor's listed product (its page shows the store's badges). */
export const DEMO_VENDOR_PRODUCT_HANDLE = 'heirloom-runner-bean-seeds-demo-grower';
