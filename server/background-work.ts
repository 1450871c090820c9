/*
 * Every module that registers background work: each feature keeps its jobs and its subscribers
 * to its own events in `<feature>.jobs.server.ts` (declared with declareJob or
 * declareScheduledJob, registered with handleJob and subscribe at module load), reactions across
 * domains are in ./reactions/, one file per reacting domain, and this composition root imports
 * them all, so the job runner in features/jobs imports no feature (convention 12, decisions 0033,
 * 0034 and 0069). A new feature with background work, or a domain with its first reaction to
 * another's event, adds one line here.
 *
 * Import this module before startJobs(): the server does (run.ts), and so does a test that
 * drains a feature's jobs (tests/setup/job-runner.ts). Every job and subscriber then has its
 * handler, and its queue, from the first poll.
 *
 * The order of the lines is the order in which the drain of a test runs the queues; the
 * reactions keep the order they had in one file (relief, cart, subscriptions, stock alerts,
 * learning, orders), and the ledger's come last: a class seat's refund is made before it is posted.
 */
import '~/features/accounts/accounts.jobs.server';
import '~/features/messaging/messaging.jobs.server';
import '~/features/newsletter/newsletter.jobs.server';
import '~/features/catalog/catalog.jobs.server';
import '~/features/orders/orders.jobs.server';
import '~/features/payments/payments.jobs.server';
import '~/features/donations/donations.jobs.server';
import '~/features/subscriptions/subscriptions.jobs.server';
import '~/features/learning/learning.jobs.server';
import '~/features/instructors/instructors.jobs.server';
import '~/features/vendors/vendors.jobs.server';
import '~/features/blog/blog.jobs.server';
import '~/features/forum/forum.jobs.server';
import '~/features/assistant/assistant.jobs.server';
import '~/features/careers/careers.jobs.server';
import '~/features/affiliates/affiliates.jobs.server';
import '~/features/analytics/analytics.jobs.server';
import '~/features/ledger/ledger.jobs.server';
import '~/features/growth/growth.jobs.server';
import './reactions/relief';
import './reactions/cart';
import './reactions/subscriptions';
import './reactions/stock-alerts';
import './reactions/learning';
import './reactions/orders';
import './reactions/discounts';
import './reactions/ledger';
