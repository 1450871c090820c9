import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/donate';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/donate');
  return { seo: await pageSeo(request, { path: '/donate', pageKey: 'donate' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function DonatePage() {
  return <AreaPage pageKey="donate" area="shop" empty="donate" />;
}
