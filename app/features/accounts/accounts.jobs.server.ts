import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { userRoles, users } from '~/db/schema/accounts';
import { subscribe } from '~/features/jobs/events.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { userSignedUp } from './events';

// SPEC §7's send-signup-notification, as two durable subscribers: a failure is logged and
// retried by the job runner, and never reaches the person who signed in.

// Each message carries the event id as its dedupe key, so a retried job sends nothing twice.

subscribe(userSignedUp, 'send-welcome-email', async (payload, { eventId }) => {
  await sendEmail({
    template: 'welcome',
    to: payload.email,
    props: { firstName: payload.first_name || payload.full_name || payload.email },
    locale: payload.locale,
    userId: payload.user_id,
    dedupeKey: `welcome:${eventId}`,
  });
});

subscribe(userSignedUp, 'notify-admins-of-signup', async (payload, { eventId }) => {
  const admins = await getDb()
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'));
  await getDb().transaction(async (tx) => {
    for (const admin of admins) {
      await sendEmail(
        {
          template: 'new-member-notice',
          to: admin.email,
          props: {
            userId: payload.user_id,
            email: payload.email,
            fullName: payload.full_name,
            phoneNumber: payload.phone_number,
          },
          meta: { subject_user: payload.user_id },
          dedupeKey: `new-member:${eventId}:${admin.email}`,
        },
        tx,
      );
    }
  });
});
