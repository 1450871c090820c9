import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/vendors-onboard';
import { VendorsComingSoon } from './vendors-onboard-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/vendors/onboard');
  return { seo: await pageSeo(request, { path: '/vendors/onboard', pageKey: 'vendors-onboard' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsOnboardPage() {
  return (
    <AreaPage pageKey="vendors-onboard" area="market" opensLater="market">
      <VendorsComingSoon />
    </AreaPage>
  );
}
