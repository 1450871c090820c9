import { getDb } from '~/db/client.server';
import { subscribe } from '~/features/jobs/events.server';
import { forumPostAcknowledged, forumPostPublished, forumThreadChanged } from './events';
import { notifyAcknowledgedPost, notifyPublishedPost } from './notifications.server';
import { reindexThreads } from './thread-search-document.server';

/*
 * The forum's background work (decision 0069), registered by server/background-work.ts: the
 * notifications a published or acknowledged post sends, and each thread's entry in the site
 * search. Each runs as its own retried job, once per event.
 */
subscribe(forumPostPublished, 'notify', async ({ postId }) => {
  await notifyPublishedPost({ postId });
});

subscribe(forumPostAcknowledged, 'notify', async (payload) => {
  await notifyAcknowledgedPost(payload);
});

subscribe(forumThreadChanged, 'search-document', async ({ threadId }) => {
  await reindexThreads(getDb(), [threadId]);
});
