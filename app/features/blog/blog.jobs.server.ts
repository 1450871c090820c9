import { getDb } from '~/db/client.server';
import { subscribe } from '~/features/jobs/events.server';
import { handleJob } from '~/features/jobs/jobs.server';
import { getLogger } from '~/utils/logger.server';
import { blogPostChanged } from './events';
import { publishDuePostsJob } from './jobs';
import { publishDuePosts } from './post-editing.server';
import { reindexPosts } from './post-search-document.server';

/*
 * The blog's background work (decision 0069), registered by server/background-work.ts: the
 * minute clock that publishes scheduled posts, and the post's entry in the site search, which
 * follows every change of a post (decision 0077).
 */
handleJob(publishDuePostsJob, async () => {
  const published = await publishDuePosts();
  if (published.length > 0) getLogger().info({ posts: published }, 'scheduled blog posts published');
});

subscribe(blogPostChanged, 'search-document', async ({ postId }) => {
  await reindexPosts(getDb(), [postId]);
});
