import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { loadOrderOutcome } from '~/features/orders/outcome.server';
import { pageMeta } from '~/features/seo/seo';
import { privateNoStore } from '~/utils/cache-headers';
import type { Route } from './+types/instructor-pay-cancel';
import { InstructorPayView } from './instructor-pay-view';

/** Where the provider sends an instructor back after the onboarding fee: the order's real outcome in ?order=. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor/pay/cancel');
  return loadOrderOutcome(request, user, '/instructor/pay/cancel', 'instructor-pay-cancel');
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorPayCancelPage({ loaderData }: Route.ComponentProps) {
  return <InstructorPayView pageKey="instructor-pay-cancel" page={loaderData} />;
}
