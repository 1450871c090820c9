import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/growth-automation';
import { growthAutomationAction, loadGrowthAutomation } from './growth-automation.server';
import { GrowthAutomationView } from './growth-automation-view';

/** Growth automation (admins only): the cart reminder's settings and what it did. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/growth-automation');
  return loadGrowthAutomation(request, user);
}

/** Switching the cart reminder on or off, and its delay. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/creator-hub/growth-automation');
  return growthAutomationAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubGrowthAutomationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <GrowthAutomationView page={loaderData} answer={actionData} />;
}
