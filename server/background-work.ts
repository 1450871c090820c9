/*
 * Every module that registers background work: each feature keeps its jobs and its subscribers
 * to its own events in `<feature>.jobs.server.ts` (defineJob, defineScheduledJob and subscribe
 * at module load), reactions across domains are in ./event-reactions.ts, and this composition
 * root imports them all, so the job runner in features/jobs imports no feature (convention 12,
 * decisions 0033 and 0034). A new feature with background work adds one line here.
 *
 * Import this module before startJobs(): the server does (run.ts), and so does a test that
 * drains a feature's jobs. Every job and subscriber then has its handler, and its queue, from
 * the first poll.
 */
import '~/features/accounts/accounts.jobs.server';
import '~/features/messaging/messaging.jobs.server';
import '~/features/newsletter/newsletter.jobs.server';
import '~/features/orders/orders.jobs.server';
import '~/features/payments/payments.jobs.server';
import '~/features/donations/donations.jobs.server';
import '~/features/subscriptions/subscriptions.jobs.server';
import '~/features/learning/learning.jobs.server';
import '~/features/instructors/instructors.jobs.server';
import './event-reactions';
