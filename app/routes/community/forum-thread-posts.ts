import { requireAccess } from '~/features/accounts/guard.server';
import type { Route } from './+types/forum-thread-posts';
import { forumThreadPostsAction } from './forum-thread-posts.server';

/** Replying, editing, liking, accepting an answer, watching and reporting in a thread; its page posts here. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/forum/t/:slug/posts');
  return forumThreadPostsAction(request, { user, slug: params.slug });
}
