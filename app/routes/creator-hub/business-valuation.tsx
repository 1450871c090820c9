import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/business-valuation';
import { loadBusinessValuation } from './business-valuation.server';
import { BusinessValuationView } from './business-valuation-view';

/** Business figures for planning (admins only): a year of the ledger, recurring revenue, buyers, and an estimate at the admin's multiples. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/business-valuation');
  return loadBusinessValuation(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubBusinessValuationPage({ loaderData }: Route.ComponentProps) {
  return <BusinessValuationView data={loaderData} />;
}
