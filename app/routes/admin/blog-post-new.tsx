import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/blog-post-new';
import { loadPostEditor, postEditorAction } from './blog-post-editor.server';
import { BlogPostEditorView } from './blog-post-editor-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/blog/admin/new');
  return loadPostEditor(request, user, null);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/blog/admin/new');
  return postEditorAction(request, user, null);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function BlogPostNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogPostEditorView page={loaderData} answer={actionData} />;
}
