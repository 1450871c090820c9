import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/vendors-badges';
import { loadBadgesPage } from './vendors-badges.server';
import { VendorsBadgesView } from './vendors-badges-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/vendors/badges');
  return loadBadgesPage(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsBadgesPage({ loaderData }: Route.ComponentProps) {
  return <VendorsBadgesView holders={loaderData.holders} reliefPercent={loaderData.reliefPercent} />;
}
