import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/blog-post';
import { loadBlogPostPage } from './blog-post-page.server';
import { BlogPostPageView } from './blog-post-page-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/blog/:slug');
  return loadBlogPostPage(request, { slug: params.slug, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogPostPageView page={loaderData} />;
}
