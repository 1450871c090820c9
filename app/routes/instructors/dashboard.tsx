import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/dashboard';
import { loadInstructorDashboard } from './dashboard.server';
import { instructorDashboardAction } from './dashboard-actions.server';
import { InstructorDashboardView } from './dashboard-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor-dashboard');
  return loadInstructorDashboard(request, user);
}

/** Schedule a live class, in the instructor's own time zone, or cancel one. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor-dashboard');
  return instructorDashboardAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return <InstructorDashboardView page={loaderData} answer={actionData} />;
}
