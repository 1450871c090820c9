import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/donate-success';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/donate/success');
  return { seo: await pageSeo(request, { path: '/donate/success', pageKey: 'donate-success', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function DonateSuccessPage() {
  return <AreaPage pageKey="donate-success" area="shop" empty="donationResult" />;
}
