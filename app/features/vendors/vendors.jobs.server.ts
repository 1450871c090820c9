import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { vendorApplications } from '~/db/schema/vendors';
import { subscribe } from '~/features/jobs/events.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { vendorApplicationDecided } from './events';

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
