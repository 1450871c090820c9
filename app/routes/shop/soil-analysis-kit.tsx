import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/soil-analysis-kit';
import { loadProductPage } from './product-page.server';
import { ProductPageView } from './product-page-view';

/** SPEC §2: the soil analysis kit's own address; /product/soil-analysis-kit is the canonical one. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/soil-analysis-kit');
  return loadProductPage(request, { handle: 'soil-analysis-kit', pageKey: 'soil-analysis-kit', user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SoilAnalysisKitPage({ loaderData }: Route.ComponentProps) {
  return <ProductPageView page={loaderData} />;
}
