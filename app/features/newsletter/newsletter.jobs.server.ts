import { subscribe } from '~/features/jobs/jobs.server';
import { SUBSCRIPTION_REQUESTED_EVENT, sendConfirmationEmail } from './newsletter.server';

/** Double opt-in: each sign-up gets its confirmation link by email. */
subscribe(SUBSCRIPTION_REQUESTED_EVENT, 'send-confirmation-email', async (payload: { subscriptionId: string }, { eventId }) => {
  await sendConfirmationEmail({ subscriptionId: payload.subscriptionId, eventId });
});
