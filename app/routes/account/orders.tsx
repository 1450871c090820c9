import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/orders';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/orders');
  return { seo: await pageSeo(request, { path: '/orders', pageKey: 'orders', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function OrdersPage() {
  return <AreaPage pageKey="orders" area="account" empty="orders" />;
}
