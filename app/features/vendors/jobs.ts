import { declareScheduledJob } from '~/features/jobs/job-contract';

/** The vendors' own scheduled jobs (decision 0069): declared once, handled in vendors.jobs.server.ts. */

/**
 * Every night: the notices about certificates near or at their end (30 and 7 days before, and on
 * expiry, which revokes Certified Organic), once each (decision 0098). Before the badges' run.
 */
export const certificateNoticesJob = declareScheduledJob('vendors.certificate-notices', '10 4 * * *');

/** Every night: every vendor's badges recomputed from the data, awarded and revoked (decision 0098). */
export const recomputeBadgesJob = declareScheduledJob('vendors.recompute-badges', '25 4 * * *');
