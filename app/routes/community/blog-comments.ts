import { requireAccess } from '~/features/accounts/guard.server';
import type { Route } from './+types/blog-comments';
import { blogCommentsAction } from './blog-comments.server';

/** Writing, changing or taking back one's own comment on a post; the post's page posts here. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/blog/:slug/comments');
  return blogCommentsAction(request, { user, slug: params.slug });
}
