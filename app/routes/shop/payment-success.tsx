import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { OrderOutcome } from '~/features/orders/components/order-outcome';
import { loadOrderOutcome } from '~/features/orders/outcome.server';
import { pageMeta } from '~/features/seo/seo';
import { privateNoStore } from '~/utils/cache-headers';
import type { Route } from './+types/payment-success';

/** Shows the real outcome of the order in ?order= (see outcome.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/payment/success');
  return loadOrderOutcome(request, user, '/payment/success', 'payment-success');
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="payment-success" area="shop">
      <OrderOutcome outcome={loaderData.outcome} signedIn={loaderData.signedIn} />
    </AreaPage>
  );
}
