import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { OrderOutcome } from '~/features/orders/components/order-outcome';
import { pageMeta } from '~/features/seo/seo';
import { useTranslation } from '~/i18n/use-translation';
import { privateNoStore } from '~/utils/cache-headers';
import type { Route } from './+types/checkout-success';
import { loadCheckoutSuccess } from './checkout-success.server';
import { PurchasedLearning, useConversionEvent } from './checkout-success-view';

/** Shows the real outcome of the order in ?order= (see outcome.server.ts), and the way into what it bought of the school. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/checkout/success');
  return loadCheckoutSuccess(request, user);
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useConversionEvent(loaderData.outcome);
  return (
    <AreaPage pageKey="checkout-success" area="shop">
      <OrderOutcome
        outcome={loaderData.outcome}
        signedIn={loaderData.signedIn}
        next={<PurchasedLearning learning={loaderData.learning} />}
        continueTo={
          loaderData.learning.isLearningOnly ? { to: '/courses', label: t('learning.purchased.browseCourses') } : undefined
        }
      />
    </AreaPage>
  );
}
