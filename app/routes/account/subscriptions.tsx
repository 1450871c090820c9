import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/subscriptions';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/subscriptions');
  return { seo: await pageSeo(request, { path: '/subscriptions', pageKey: 'subscriptions', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SubscriptionsPage() {
  return <AreaPage pageKey="subscriptions" area="account" empty="subscriptions" />;
}
