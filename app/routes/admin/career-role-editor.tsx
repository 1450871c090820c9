import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/career-role-editor';
import { loadRoleEditor, roleEditorAction } from './career-role-editor.server';
import { CareerRoleEditorView } from './career-role-editor-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/careers/admin/:roleId');
  return loadRoleEditor(request, user, params.roleId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/careers/admin/:roleId');
  return roleEditorAction(request, user, params.roleId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CareerRoleEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CareerRoleEditorView page={loaderData} answer={actionData} />;
}
