import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/composting-guide';
import { guidePage } from './guide-page.server';
import { GuideView } from './guide-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/composting-guide');
  return guidePage(request, { slug: 'composting-guide', path: '/composting-guide' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CompostingGuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideView page={loaderData} />;
}
