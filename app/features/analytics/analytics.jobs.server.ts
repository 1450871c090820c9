import { handleJob } from '~/features/jobs/jobs.server';
import { rollUpPageViewsJob } from './jobs';
import { rollUpPageViews } from './roll-up.server';

/* Analytics' background work: the page views' roll-up (./jobs.ts), run as the platform. */

handleJob(rollUpPageViewsJob, async () => {
  await rollUpPageViews();
});
