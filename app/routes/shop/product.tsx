import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse } from '~/features/seo/seo.server';
import type { Route } from './+types/product';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/product/:handle');
  // The catalogue has no products until the store issue adds them, so every
  // handle is unknown: a 404, as it will be for unknown handles afterwards.
  throw await notFoundResponse(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ProductPage() {
  return <AreaPage pageKey="product" area="shop" />;
}
