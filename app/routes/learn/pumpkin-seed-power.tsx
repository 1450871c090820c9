import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/pumpkin-seed-power';
import { coursePageAction, loadCoursePage } from './course-page.server';
import { CoursePageView } from './course-page-view';

// SPEC §2 names this course's address; it is the course page of /courses/:slug.
const slug = 'pumpkin-seed-power';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/courses/pumpkin-seed-power');
  return loadCoursePage(request, { slug, user });
}

/** Enrol (also without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/courses/pumpkin-seed-power');
  return coursePageAction(request, { slug, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PumpkinSeedPowerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CoursePageView page={loaderData} actionResult={actionData} />;
}
