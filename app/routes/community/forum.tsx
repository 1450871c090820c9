import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum';
import { threadListSeo } from './forum-list-seo';
import { loadForumPage } from './forum-page.server';
import { ForumPageView } from './forum-page-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum');
  return loadForumPage(request, { user });
}

export const meta: Route.MetaFunction = ({ data, error }) =>
  pageMeta({
    data: data ? { seo: threadListSeo({ seo: data.seo, threads: data.threads, siteUrl: data.siteUrl }) } : undefined,
    error,
  });
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumPage({ loaderData }: Route.ComponentProps) {
  return <ForumPageView page={loaderData} />;
}
