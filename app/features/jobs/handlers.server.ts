/*
 * Every module that registers background work, imported by startJobs() before any worker
 * starts, so that each job and event subscriber has its handler (and its queue) from the first
 * poll. Each feature keeps its handlers in `<feature>.jobs.server.ts` (calling defineJob and
 * subscribe at module load) and adds one line here.
 */
import '~/features/accounts/accounts.jobs.server';
import '~/features/messaging/messaging.jobs.server';
import '~/features/newsletter/newsletter.jobs.server';
import '~/features/orders/orders.jobs.server';
import '~/features/payments/test-checkout.server';
import '~/features/donations/donations.jobs.server';
import '~/features/subscriptions/subscriptions.jobs.server';
