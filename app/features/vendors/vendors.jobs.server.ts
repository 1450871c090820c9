import { desc, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { productRevisions, products } from '~/db/schema/catalog';
import { vendorApplications } from '~/db/schema/vendors';
import { subscribe } from '~/features/jobs/events.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { vendorApplicationDecided, vendorProductDecided } from './events';

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
  const [application] = await getDb()
    .select({ locale: vendorApplications.locale })
    .from(vendorApplications)
    .where(eq(vendorApplications.userId, row.userId))
    .orderBy(desc(vendorApplications.submittedAt))
    .limit(1);
  await sendEmail({
    template: 'vendor-product-decision',
    to: row.email,
    locale: application?.locale ?? 'en',
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
