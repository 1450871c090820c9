import { declareScheduledJob } from '~/features/jobs/job-contract';

/** Orders' own jobs (decision 0069): declared once, handled in orders.jobs.server.ts, queued through these. */

/**
 * The reservation's deadline: every minute, unpaid orders past PAYMENT_EXPIRY_MINUTES are
 * cancelled and their stock released (one transaction each, safe to run twice).
 */
export const expireUnpaidOrdersJob = declareScheduledJob('orders.expire-unpaid', '* * * * *');
