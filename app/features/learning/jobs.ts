import { declareScheduledJob } from '~/features/jobs/job-contract';

/** Learning's own jobs (decision 0069): declared once, handled in learning.jobs.server.ts, queued through these. */

/**
 * Every five minutes: the reminders 24 hours and 1 hour before a class, and the seats offered
 * from a paid class's line and not paid in time given up.
 */
export const classRemindersJob = declareScheduledJob('learning.class-reminders', '*/5 * * * *');
