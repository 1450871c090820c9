import { desc, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { productRevisions, products } from '~/db/schema/catalog';
import { vendorApplications } from '~/db/schema/vendors';
import { subscribe } from '~/features/jobs/events.server';
import { handleJob } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { recomputeVendorBadges } from './badges.server';
import { sendCertificateNotices } from './certificate-notices.server';
import { vendorApplicationDecided, vendorBadgeChanged, vendorProductDecided } from './events';
import { certificateNoticesJob, recomputeBadgesJob } from './jobs';

/*
 * The applicant hears of the decision by email, once (a dedupe key per decision), told as the
 * application stands when the email is written. The platform's own work: it takes no actor (the
 * decision was checked when the administrator took it).
 */
subscribe(vendorApplicationDecided, 'decision-email', async ({ applicationId, eventId }) => {
  const [row] = await getDb()
    .select({
      status: vendorApplications.status,
      note: vendorApplications.decisionNote,
      businessName: vendorApplications.businessName,
      locale: vendorApplications.locale,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      name: users.name,
    })
    .from(vendorApplications)
    .innerJoin(users, eq(users.id, vendorApplications.userId))
    .where(eq(vendorApplications.id, applicationId));
  if (!row || row.status === 'submitted') return;
  await sendEmail({
    template: 'vendor-decision',
    to: row.email,
    locale: row.locale,
    userId: row.userId,
    dedupeKey: `vendor-decision:${eventId}`,
    props: { firstName: row.firstName || row.name, businessName: row.businessName, decision: row.status, note: row.note },
  });
});

/*
 * The vendor hears of an administrator's decision on their product, once per decision, in the
 * language they applied in: approved (with the product's public page) or sent back with the reason.
 */
subscribe(vendorProductDecided, 'product-decision-email', async ({ revisionId }) => {
  const [row] = await getDb()
    .select({
      state: productRevisions.state,
      reason: productRevisions.reason,
      name: productRevisions.name,
      handle: products.handle,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      personName: users.name,
    })
    .from(productRevisions)
    .innerJoin(products, eq(products.id, productRevisions.productId))
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(eq(productRevisions.id, revisionId));
  if (!row || row.state === 'pending') return;
  await sendEmail({
    template: 'vendor-product-decision',
    to: row.email,
    locale: await vendorLocale(row.userId),
    userId: row.userId,
    dedupeKey: `vendor-product-decision:${revisionId}`,
    props: {
      firstName: row.firstName || row.personName,
      productName: row.name,
      handle: row.handle,
      decision: row.state,
      reason: row.reason,
    },
  });
});

/** The language the vendor applied in: their emails are written in it. */
async function vendorLocale(userId: string): Promise<string> {
  const [application] = await getDb()
    .select({ locale: vendorApplications.locale })
    .from(vendorApplications)
    .where(eq(vendorApplications.userId, userId))
    .orderBy(desc(vendorApplications.submittedAt))
    .limit(1);
  return application?.locale ?? 'en';
}

/* Vendor badges (decision 0098): the nightly notices about certificates, then the badges' run. */
handleJob(certificateNoticesJob, async () => {
  await sendCertificateNotices();
});

handleJob(recomputeBadgesJob, async () => {
  await recomputeVendorBadges();
});

/*
 * The vendor hears of a badge they earned, and of one they lost because its criterion stopped
 * holding, once per change. A certificate's expiry has its own notice (certificate-notices), and
 * a store an administrator paused or suspended already knows why, so neither is told twice.
 */
subscribe(vendorBadgeChanged, 'badge-email', async ({ vendorId, badge, change, reason }, { eventId }) => {
  if (change === 'revoked' && reason !== 'criterion-unmet') return;
  const [row] = await getDb()
    .select({ email: users.email, firstName: users.firstName, name: users.name })
    .from(users)
    .where(eq(users.id, vendorId));
  if (!row) return;
  await sendEmail({
    template: 'vendor-badge-changed',
    to: row.email,
    locale: await vendorLocale(vendorId),
    userId: vendorId,
    dedupeKey: `vendor-badge-changed:${eventId}`,
    props: { firstName: row.firstName || row.name, badge, badgeChange: change },
  });
});
