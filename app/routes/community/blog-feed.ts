import { requireAccess } from '~/features/accounts/guard.server';
import type { Route } from './+types/blog-feed';
import { blogFeedResponse } from './blog-feed.server';

/** The blog's Atom feed, advertised in every page's head. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/blog/feed.xml');
  return blogFeedResponse(request);
}
