import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { instructorApplications } from '~/db/schema/instructors';
import { subscribe } from '~/features/jobs/events.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { instructorApplicationDecided } from './events';

/*
 * The applicant hears of the decision by email, once (a dedupe key per decision). The email says
 * what the application says now, so a decision followed quickly by another is told as it stands.
 * A reaction the platform runs on its own: it acts as nobody, so it takes no actor (the decision
 * it follows was checked when the administrator took it).
 */
subscribe(instructorApplicationDecided, 'decision-email', async ({ applicationId, eventId }) => {
  const [row] = await getDb()
    .select({
      status: instructorApplications.status,
      note: instructorApplications.decisionNote,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      name: users.name,
      locale: instructorApplications.locale,
    })
    .from(instructorApplications)
    .innerJoin(users, eq(users.id, instructorApplications.userId))
    .where(eq(instructorApplications.id, applicationId));
  if (!row || row.status === 'submitted') return;
  await sendEmail({
    template: 'instructor-decision',
    to: row.email,
    locale: row.locale,
    userId: row.userId,
    dedupeKey: `instructor-decision:${eventId}`,
    props: { firstName: row.firstName || row.name, decision: row.status, note: row.note },
  });
});
