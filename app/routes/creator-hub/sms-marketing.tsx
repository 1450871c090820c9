import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/sms-marketing';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/sms-marketing');
  return {
    seo: await pageSeo(request, { path: '/creator-hub/sms-marketing', pageKey: 'creator-hub-sms-marketing', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubSmsMarketingPage() {
  return <AreaPage pageKey="creator-hub-sms-marketing" notBuilt="campaigns" />;
}
