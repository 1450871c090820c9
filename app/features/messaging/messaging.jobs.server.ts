import { subscribe } from '~/features/jobs/events.server';
import { emailQueued } from './events';
import { deliverEmail } from './messaging.server';

/** A queued email goes to the SMTP server; failures are retried with backoff by the job runner. */
subscribe(emailQueued, 'deliver-email', async (payload) => {
  await deliverEmail(payload);
});
