import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/inventory';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/inventory');
  return { seo: await pageSeo(request, { path: '/inventory', pageKey: 'inventory', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InventoryPage() {
  return <AreaPage pageKey="inventory" area="admin" />;
}
