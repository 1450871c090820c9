import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/social-media';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/social-media');
  return {
    seo: await pageSeo(request, { path: '/creator-hub/social-media', pageKey: 'creator-hub-social-media', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubSocialMediaPage() {
  return <AreaPage pageKey="creator-hub-social-media" notBuilt="campaigns" />;
}
