import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/organic-certification';
import { guidePage } from './guide-page.server';
import { GuideView } from './guide-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/organic-certification');
  return guidePage(request, { slug: 'organic-certification', path: '/organic-certification' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function OrganicCertificationPage({ loaderData }: Route.ComponentProps) {
  return <GuideView page={loaderData} />;
}
