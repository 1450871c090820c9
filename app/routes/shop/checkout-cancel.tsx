import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/checkout-cancel';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/checkout/cancel');
  return { seo: await pageSeo(request, { path: '/checkout/cancel', pageKey: 'checkout-cancel' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckoutCancelPage() {
  return <AreaPage pageKey="checkout-cancel" area="shop" empty="shop" />;
}
