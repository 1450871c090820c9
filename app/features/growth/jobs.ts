import { declareScheduledJob } from '~/features/jobs/job-contract';

/** Growth's own jobs (decision 0069): declared once, handled in growth.jobs.server.ts. */

/** Every quarter of an hour: carts left long enough get their one reminder (when switched on). */
export const cartRemindersJob = declareScheduledJob('growth.cart-reminders', '*/15 * * * *');
