import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/ai-engine';

// The hub's front screen, also at /creator-hub/ai-engine (an alias): SPEC §2 gives both one screen.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub');
  return { seo: await pageSeo(request, { path: '/creator-hub', pageKey: 'creator-hub-ai-engine', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubAiEnginePage() {
  return <AreaPage pageKey="creator-hub-ai-engine" notBuilt="ai" />;
}
