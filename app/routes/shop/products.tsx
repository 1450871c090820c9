import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/products';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/products');
  return { seo: await pageSeo(request, { path: '/products', pageKey: 'products' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductsPage() {
  return <AreaPage pageKey="products" area="shop" empty="shop" />;
}
