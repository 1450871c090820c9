import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { affiliates } from '~/db/schema/affiliates';
import { subscribe } from '~/features/jobs/events.server';
import { handleJob } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { affiliateDecided } from './events';
import { rollUpTrackingJob } from './jobs';
import { rollUpTracking } from './roll-up.server';

/*
 * The affiliate programme's background work: the tracking roll-up (./jobs.ts), and the email that
 * tells a person of a decision on them, once per decision. A reaction the platform runs on its own:
 * it acts as nobody (the decision was checked when the administrator took it).
 */

handleJob(rollUpTrackingJob, async () => {
  await rollUpTracking();
});

subscribe(affiliateDecided, 'decision-email', async ({ userId, decision }, { eventId }) => {
  const [row] = await getDb()
    .select({
      code: affiliates.code,
      note: affiliates.decisionNote,
      locale: affiliates.locale,
      email: users.email,
      firstName: users.firstName,
      name: users.name,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliates.userId, userId));
  if (!row) return;
  await sendEmail({
    template: 'affiliate-decision',
    to: row.email,
    locale: row.locale,
    userId,
    dedupeKey: `affiliate-decision:${eventId}`,
    props: { firstName: row.firstName || row.name, outcome: decision, code: row.code, note: row.note },
  });
});
