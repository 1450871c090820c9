import { subscribe } from '~/features/jobs/jobs.server';
import { deliverEmail, EMAIL_QUEUED_EVENT } from './messaging.server';

/** A queued email goes to the SMTP server; failures are retried with backoff by the job runner. */
subscribe(EMAIL_QUEUED_EVENT, 'deliver-email', async (payload: { messageId: string }) => {
  await deliverEmail(payload);
});
