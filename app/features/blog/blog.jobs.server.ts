import { handleJob } from '~/features/jobs/jobs.server';
import { getLogger } from '~/utils/logger.server';
import { publishDuePostsJob } from './jobs';
import { publishDuePosts } from './post-editing.server';

/*
 * The blog's background work (decision 0069), registered by server/background-work.ts: the
 * minute clock that publishes scheduled posts.
 *
 * TODO(search): subscribe to blogPostChanged here once ~/features/search/documents.server is on
 * main: save postSearchDocument(post) for a published post, remove it otherwise.
 */
handleJob(publishDuePostsJob, async () => {
  const published = await publishDuePosts();
  if (published.length > 0) getLogger().info({ posts: published }, 'scheduled blog posts published');
});
