import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/recipe';
import { loadRecipePage, recipePageAction } from './recipe-page.server';
import { RecipePageView } from './recipe-page-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/recipes/:slug');
  return loadRecipePage(request, { slug: params.slug });
}

/** "Add these to my cart" (also without JavaScript): a visitor's cart or a member's. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAccess(request, '/recipes/:slug');
  return recipePageAction(request, { slug: params.slug });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function RecipePage({ loaderData, actionData }: Route.ComponentProps) {
  return <RecipePageView page={loaderData} actionResult={actionData} />;
}
