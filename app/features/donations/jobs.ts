import { declareScheduledJob } from '~/features/jobs/job-contract';

/** Donations' own jobs (decision 0069): declared once, handled in donations.jobs.server.ts, queued through these. */

/**
 * A donation whose webhook never came (decision 0038): every ten minutes, pending donations whose
 * checkout has closed ask their provider, so a gift taken is recorded even if no webhook arrives.
 */
export const settlePendingDonationsJob = declareScheduledJob('donations.settle-pending', '*/10 * * * *');
