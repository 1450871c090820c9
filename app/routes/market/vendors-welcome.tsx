import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/vendors-welcome';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/vendors/welcome');
  return { seo: await pageSeo(request, { path: '/vendors/welcome', pageKey: 'vendors-welcome' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsWelcomePage() {
  return <AreaPage pageKey="vendors-welcome" area="market" opensLater="market" />;
}
