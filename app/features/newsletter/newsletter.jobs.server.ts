import { subscribe } from '~/features/jobs/events.server';
import { newsletterIssueSendRequested, newsletterSubscriptionRequested } from './events';
import { runIssueSend } from './issues.server';
import { sendConfirmationEmail } from './newsletter.server';

/** Double opt-in: each sign-up gets its confirmation link by email. */
subscribe(newsletterSubscriptionRequested, 'send-confirmation-email', async ({ subscriptionId }, { eventId }) => {
  await sendConfirmationEmail({ subscriptionId, eventId });
});

/**
 * The send of an issue: a durable job, retried on failure and picked up again after a restart;
 * each run settles whoever still waits, batch by batch, so a rerun never writes twice (decision 0083).
 */
subscribe(newsletterIssueSendRequested, 'send-issue', async ({ issueId }) => {
  await runIssueSend({ issueId });
});
