import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum-new-thread';
import { createThreadAction, loadNewThreadPage } from './forum-new-thread.server';
import { ForumNewThreadView } from './forum-new-thread-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum/new');
  return loadNewThreadPage(request, { user });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/forum/new');
  return createThreadAction(request, { user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumNewThreadPage({ loaderData }: Route.ComponentProps) {
  return <ForumNewThreadView page={loaderData} />;
}
