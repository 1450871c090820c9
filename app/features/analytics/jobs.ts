import { declareScheduledJob } from '~/features/jobs/job-contract';

/** Analytics' own jobs (decision 0069): declared once, handled in analytics.jobs.server.ts. */

/** Every minute: the page views that came in are added to their days (`page_view_days`, decision 0109). */
export const rollUpPageViewsJob = declareScheduledJob('analytics.roll-up-page-views', '* * * * *');
