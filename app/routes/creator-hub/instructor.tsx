import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/instructor';
import { instructorPayoutAction, loadInstructorPayouts } from './instructor-payouts.server';
import { InstructorPayoutView } from './instructor-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAccess(request, '/creator-hub/instructors/:instructorId');
  const found = await loadInstructorPayouts(admin, params.instructorId);
  if (!found) throw await notFoundResponse(request);
  return {
    ...found,
    seo: await pageSeo(request, {
      path: pathTo('/creator-hub/instructors/:instructorId', { instructorId: params.instructorId }),
      pageKey: 'creator-hub-instructor',
      noindex: true,
    }),
  };
}

/** Show the whole bank account (recorded in the security log) for a transfer of a payout run. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/creator-hub/instructors/:instructorId');
  return instructorPayoutAction(request, admin, params.instructorId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorPayoutPage({ loaderData, actionData }: Route.ComponentProps) {
  return <InstructorPayoutView loaderData={loaderData} actionData={actionData} />;
}
