import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/payment-cancel';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/payment-cancel');
  return { seo: await pageSeo(request, { path: '/payment-cancel', pageKey: 'payment-cancel', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PaymentCancelPage() {
  return <AreaPage pageKey="payment-cancel" area="shop" empty="orderResult" />;
}
