import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/verify';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/auth/verify');
  return { seo: await pageSeo(request, { path: '/auth/verify', pageKey: 'auth-verify', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AuthVerifyPage() {
  return <AreaPage pageKey="auth-verify" area="auth" />;
}
