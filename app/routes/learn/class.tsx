import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/class';
import { classPageAction, loadClassPage } from './class-page.server';
import { ClassView } from './class-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/coaching/classes/:classId');
  return loadClassPage(request, { classId: params.classId, user });
}

/** Book a seat or a place in line, or cancel (also without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/coaching/classes/:classId');
  return classPageAction(request, { classId: params.classId, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ClassPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassView loaderData={loaderData} actionData={actionData} />;
}
