import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/recipes';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/recipes');
  return { seo: await pageSeo(request, { path: '/recipes', pageKey: 'recipes' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function RecipesPage() {
  return <AreaPage pageKey="recipes" area="community" opensLater="community" />;
}
