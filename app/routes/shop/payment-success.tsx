import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/payment-success';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/payment/success');
  return { seo: await pageSeo(request, { path: '/payment/success', pageKey: 'payment-success', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PaymentSuccessPage() {
  return <AreaPage pageKey="payment-success" area="shop" empty="orderResult" />;
}
