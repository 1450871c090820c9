import { z } from 'zod';
import { declareJob, declareScheduledJob } from '~/features/jobs/job-contract';

/** Subscriptions' own jobs (decision 0069): declared once, handled in subscriptions.jobs.server.ts, queued through these. */

/** Every ten minutes, one renewal job per subscription that is due (keyed by its period). */
export const renewDueSubscriptionsJob = declareScheduledJob('subscriptions.renew-due', '*/10 * * * *');

/**
 * One subscription's renewal for one period: a period already renewed is not charged again, so a
 * job that runs twice charges once.
 */
export const renewSubscriptionJob = declareJob(
  'subscriptions.renew',
  z.object({ subscriptionId: z.string().min(1), period: z.number().int().positive() }),
);
