import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum-member';
import { loadForumMemberPage } from './forum-member-page.server';
import { ForumMemberPageView } from './forum-member-page-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum/u/:handle');
  return loadForumMemberPage(request, { user, handle: params.handle });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumMemberPage({ loaderData }: Route.ComponentProps) {
  return <ForumMemberPageView page={loaderData} />;
}
