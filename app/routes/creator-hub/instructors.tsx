import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructors';
import { loadPayoutsOverview } from './instructor-payouts.server';
import { InstructorEarningsView } from './instructors-view';

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAccess(request, '/creator-hub/instructors');
  const [overview, seo] = await Promise.all([
    loadPayoutsOverview(admin),
    pageSeo(request, { path: '/creator-hub/instructors', pageKey: 'creator-hub-instructors', noindex: true }),
  ]);
  return { ...overview, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorPayoutsPage({ loaderData }: Route.ComponentProps) {
  return <InstructorEarningsView {...loaderData} />;
}
