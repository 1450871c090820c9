import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum-thread';
import { loadForumThreadPage } from './forum-thread-page.server';
import { ForumThreadPageView } from './forum-thread-page-view';
import { threadSeo } from './forum-thread-seo';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum/t/:slug');
  return loadForumThreadPage(request, { user, slug: params.slug });
}

export const meta: Route.MetaFunction = ({ data, error }) =>
  pageMeta({ data: data ? { seo: threadSeo({ seo: data.seo, posts: data.posts, page: data.page }) } : undefined, error });
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumThreadPage({ loaderData }: Route.ComponentProps) {
  return <ForumThreadPageView page={loaderData} />;
}
