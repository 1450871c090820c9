import { declareScheduledJob } from '~/features/jobs/job-contract';

/** The affiliate programme's own jobs (decision 0069): declared once, handled in affiliates.jobs.server.ts. */

/** Every minute: the tracking events that came in are added to each code's day (`affiliate_daily`). */
export const rollUpTrackingJob = declareScheduledJob('affiliates.roll-up-tracking', '* * * * *');
