import { subscribe } from '~/features/jobs/events.server';
import { newsletterSubscriptionRequested } from './events';
import { sendConfirmationEmail } from './newsletter.server';

/** Double opt-in: each sign-up gets its confirmation link by email. */
subscribe(newsletterSubscriptionRequested, 'send-confirmation-email', async ({ subscriptionId }, { eventId }) => {
  await sendConfirmationEmail({ subscriptionId, eventId });
});
