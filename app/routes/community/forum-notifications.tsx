import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum-notifications';
import { loadNotificationsPage, notificationsAction } from './forum-notifications.server';
import { ForumNotificationsView } from './forum-notifications-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum/notifications');
  return loadNotificationsPage(request, { user });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/forum/notifications');
  return notificationsAction(request, { user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumNotificationsPage({ loaderData }: Route.ComponentProps) {
  return <ForumNotificationsView page={loaderData} />;
}
