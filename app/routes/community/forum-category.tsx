import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/forum-category';
import { loadForumCategoryPage } from './forum-category-page.server';
import { ForumCategoryPageView } from './forum-category-page-view';
import { threadListSeo } from './forum-list-seo';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/forum/c/:slug');
  return loadForumCategoryPage(request, { user, slug: params.slug });
}

export const meta: Route.MetaFunction = ({ data, error }) =>
  pageMeta({
    data: data ? { seo: threadListSeo({ seo: data.seo, threads: data.threads, siteUrl: data.siteUrl }) } : undefined,
    error,
  });
export const ErrorBoundary = RouteErrorBoundary;

export default function ForumCategoryPage({ loaderData }: Route.ComponentProps) {
  return <ForumCategoryPageView page={loaderData} />;
}
