import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum-thread-faq';
import { loadThreadFaqPage, threadFaqAction } from './forum-thread-faq.server';
import { ForumThreadFaqView } from './forum-thread-faq-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum/t/:slug/faq');
  return loadThreadFaqPage(request, { user, slug: params.slug });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/forum/t/:slug/faq');
  return threadFaqAction(request, { user, slug: params.slug });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumThreadFaqPage({ loaderData }: Route.ComponentProps) {
  return <ForumThreadFaqView page={loaderData} />;
}
