import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/reset';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/auth/reset');
  return { seo: await pageSeo(request, { path: '/auth/reset', pageKey: 'auth-reset', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AuthResetPage() {
  return <AreaPage pageKey="auth-reset" area="auth" />;
}
