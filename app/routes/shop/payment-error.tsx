import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/payment-error';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/payment/error');
  return { seo: await pageSeo(request, { path: '/payment/error', pageKey: 'payment-error', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PaymentErrorPage() {
  return <AreaPage pageKey="payment-error" area="shop" empty="orderResult" />;
}
