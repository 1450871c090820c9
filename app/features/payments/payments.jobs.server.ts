import { subscribe } from '~/features/jobs/events.server';
import { testPaymentDecided } from './events';
import { redeliverTestWebhook } from './test-checkout.server';

/*
 * Payments' own background work. The test provider's webhooks: every decision on its hosted
 * page is delivered by this job until the store acknowledges it, as Stripe redelivers a webhook
 * for up to three days: with pg-boss's backoff (5 s, doubling, with jitter), 15 retries span two
 * to four days. One attempt is a call within the process that takes milliseconds, so an attempt
 * cut short by a crash is given back after a minute rather than pg-boss's default 15.
 */
subscribe(testPaymentDecided, 'deliver-webhook', async ({ body }) => redeliverTestWebhook(body), {
  retryLimit: 15,
  expireInSeconds: 60,
});
