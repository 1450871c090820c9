import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/blog';
import { loadBlogPage } from './blog-page.server';
import { BlogPageView } from './blog-page-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/blog');
  return loadBlogPage(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogPageView page={loaderData} />;
}
