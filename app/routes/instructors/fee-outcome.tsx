import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { loadOrderOutcome } from '~/features/orders/outcome.server';
import { pageMeta } from '~/features/seo/seo';
import { privateNoStore } from '~/utils/cache-headers';
import type { Route } from './+types/fee-outcome';
import { FeeOutcomeView } from './fee-outcome-view';

/** Where the provider sends an instructor back after the onboarding fee: the order's real outcome in ?order=. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor/pay/success');
  return loadOrderOutcome(request, user, '/instructor/pay/success', 'instructor-pay-success');
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorPaySuccessPage({ loaderData }: Route.ComponentProps) {
  return <FeeOutcomeView pageKey="instructor-pay-success" page={loaderData} />;
}
