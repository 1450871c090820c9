import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/checkout';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/checkout');
  return { seo: await pageSeo(request, { path: '/checkout', pageKey: 'checkout', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckoutPage() {
  return <AreaPage pageKey="checkout" area="shop" empty="cart" />;
}
