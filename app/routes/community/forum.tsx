import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum';
import { loadForumPage } from './forum-page.server';
import { ForumPageView } from './forum-page-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum');
  return loadForumPage(request, { user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumPage({ loaderData }: Route.ComponentProps) {
  return <ForumPageView page={loaderData} />;
}
