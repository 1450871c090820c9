import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { OrderOutcome } from '~/features/orders/components/order-outcome';
import { loadOrderOutcome } from '~/features/orders/outcome.server';
import { pageMeta } from '~/features/seo/seo';
import { privateNoStore } from '~/utils/cache-headers';
import type { Route } from './+types/payment-error';

/** Shows the real outcome of the order in ?order= (see outcome.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/payment/error');
  return loadOrderOutcome(request, user, '/payment/error', 'payment-error');
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PaymentErrorPage({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="payment-error" area="shop">
      <OrderOutcome outcome={loaderData.outcome} signedIn={loaderData.signedIn} />
    </AreaPage>
  );
}
