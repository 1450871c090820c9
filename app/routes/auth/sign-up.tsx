import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/sign-up';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/signup');
  return { seo: await pageSeo(request, { path: '/signup', pageKey: 'signup' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SignupPage() {
  return <AreaPage pageKey="signup" area="auth" />;
}
