import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/vendors-welcome';
import { VendorsWelcomeView } from './vendors-welcome-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/vendors/welcome');
  return { seo: await pageSeo(request, { path: '/vendors/welcome', pageKey: 'vendors-welcome' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsWelcomePage() {
  return <VendorsWelcomeView />;
}
