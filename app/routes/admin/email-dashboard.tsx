import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/email-dashboard';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/email-dashboard');
  return { seo: await pageSeo(request, { path: '/admin/email-dashboard', pageKey: 'admin-email-dashboard', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminEmailDashboardPage() {
  return <AreaPage pageKey="admin-email-dashboard" area="admin" />;
}
