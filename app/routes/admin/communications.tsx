import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/communications';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/communications');
  return { seo: await pageSeo(request, { path: '/admin/communications', pageKey: 'admin-communications', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminCommunicationsPage() {
  return <AreaPage pageKey="admin-communications" notBuilt="campaigns" />;
}
