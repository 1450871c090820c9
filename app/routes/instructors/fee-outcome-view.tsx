import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { OrderOutcome } from '~/features/orders/components/order-outcome';
import type { loadOrderOutcome } from '~/features/orders/outcome.server';
import { useTranslation } from '~/i18n/use-translation';

/**
 * Where the provider sends an instructor back after paying (or not paying) the onboarding fee:
 * both addresses show the order's real outcome, whichever one the provider chose, and the way back.
 */
export function FeeOutcomeView({ pageKey, page }: { pageKey: string; page: Awaited<ReturnType<typeof loadOrderOutcome>> }) {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey={pageKey} area="instructors">
      <OrderOutcome outcome={page.outcome} signedIn={page.signedIn} />
      <Link to="/instructor/onboarding" className={buttonClass('secondary', 'md', 'mt-6')}>
        {t('instructors.onboarding.backToOnboarding')}
      </Link>
    </AreaPage>
  );
}
