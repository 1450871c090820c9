import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/blog-post-editor';
import { loadPostEditor, postEditorAction } from './blog-post-editor.server';
import { BlogPostEditorView } from './blog-post-editor-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/blog/admin/:postId');
  return loadPostEditor(request, user, params.postId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/blog/admin/:postId');
  return postEditorAction(request, user, params.postId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function BlogPostEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogPostEditorView page={loaderData} answer={actionData} />;
}
