import { declareScheduledJob } from '~/features/jobs/job-contract';

/** The blog's own jobs (decision 0069): declared once, handled in blog.jobs.server.ts. */

/**
 * Every minute: scheduled posts whose time has come are published. The schedule lives in the
 * post's row (`publish_at`), not in a queued job, so a restart, a second instance or a changed
 * time can never lose or double a publication: whichever run comes first after the time
 * publishes it, once (decision 0078).
 */
export const publishDuePostsJob = declareScheduledJob('blog.publish-due', '* * * * *');
