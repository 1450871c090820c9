import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/career-role-new';
import { loadRoleEditor, roleEditorAction } from './career-role-editor.server';
import { CareerRoleEditorView } from './career-role-editor-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/careers/admin/new');
  return loadRoleEditor(request, user, null);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/careers/admin/new');
  return roleEditorAction(request, user, null);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CareerRoleNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CareerRoleEditorView page={loaderData} answer={actionData} />;
}
