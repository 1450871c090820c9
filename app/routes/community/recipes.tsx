import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/recipes';
import { loadRecipesPage } from './recipes-page.server';
import { RecipesView } from './recipes-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/recipes');
  return loadRecipesPage(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function RecipesPage({ loaderData }: Route.ComponentProps) {
  return <RecipesView page={loaderData} />;
}
