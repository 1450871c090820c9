import { declareScheduledJob } from '~/features/jobs/job-contract';

/** The ledger's own jobs (decision 0069): declared once, handled in ledger.jobs.server.ts. */

/**
 * Every night: paid orders and refunds the ledger has not posted (a job that failed for good,
 * or an order paid before the ledger existed) are posted, a batch at a time.
 */
export const postMissingJob = declareScheduledJob('ledger.post-missing', '41 2 * * *');
