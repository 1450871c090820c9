import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/search';
import { SearchView } from './search-view';
import { parseSearchParams, searchSite } from './site-search.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/search');
  const results = await searchSite(parseSearchParams(new URL(request.url).searchParams));
  // Result pages are not canonical content; keep them out of search engines.
  const seo = await pageSeo(request, { path: '/search', pageKey: 'search', noindex: results.query.length > 0 });
  return { results, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchView loaderData={loaderData} />;
}
