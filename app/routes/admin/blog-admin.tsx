import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/blog-admin';
import { blogAdminAction, loadBlogAdminPage } from './blog-admin.server';
import { BlogAdminView } from './blog-admin-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/blog/admin');
  return loadBlogAdminPage(request, user);
}

/** Approving, rejecting or removing a held comment. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/blog/admin');
  return blogAdminAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function BlogAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogAdminView page={loaderData} answer={actionData} />;
}
