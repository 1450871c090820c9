import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/direct-fix-controls';
import { directFixAction, loadDirectFixes } from './direct-fix-controls.server';
import { DirectFixesView } from './direct-fix-controls-view';

/** Direct fixes (admins only): the ledger's state, failed jobs, and the fixes made. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/direct-fix-controls');
  return loadDirectFixes(request, user);
}

/** Posting what the ledger is missing, and running failed jobs again. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/creator-hub/direct-fix-controls');
  return directFixAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubDirectFixControlsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DirectFixesView page={loaderData} answer={actionData} />;
}
