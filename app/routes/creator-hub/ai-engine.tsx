import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/ai-engine';
import { aiEngineAction, loadAiEngine } from './ai-engine.server';
import { AiEngineView } from './ai-engine-view';

// The hub's front screen, also at /creator-hub/ai-engine (an alias): SPEC §2 gives both one screen.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub');
  return loadAiEngine(request, { user });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/creator-hub');
  return aiEngineAction(request, { user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubAiEnginePage({ loaderData }: Route.ComponentProps) {
  return <AiEngineView page={loaderData} />;
}
