import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum-moderation';
import { loadModerationPage, moderationAction } from './forum-moderation.server';
import { ForumModerationView } from './forum-moderation-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum/moderation');
  return loadModerationPage(request, { user });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/forum/moderation');
  return moderationAction(request, { user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumModerationPage({ loaderData }: Route.ComponentProps) {
  return <ForumModerationView page={loaderData} />;
}
