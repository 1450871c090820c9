import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { requireAccess } from '~/features/accounts/guard.server';
import { OrderOutcome } from '~/features/orders/components/order-outcome';
import { loadOrderOutcome } from '~/features/orders/outcome.server';
import { pageMeta } from '~/features/seo/seo';
import { useTranslation } from '~/i18n/use-translation';
import { privateNoStore } from '~/utils/cache-headers';
import type { Route } from './+types/instructor-pay-success';

/** Where the provider sends an instructor back after the onboarding fee: the order's real outcome in ?order=. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor/pay/success');
  return loadOrderOutcome(request, user, '/instructor/pay/success', 'instructor-pay-success');
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorPaySuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey="instructor-pay-success" area="instructors">
      <OrderOutcome outcome={loaderData.outcome} signedIn={loaderData.signedIn} />
      <Link to="/instructor/onboarding" className={buttonClass('secondary', 'md', 'mt-6')}>
        {t('instructors.onboarding.backToOnboarding')}
      </Link>
    </AreaPage>
  );
}
