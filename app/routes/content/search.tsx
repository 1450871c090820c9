import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { PageHeader } from '~/components/ui/page-header';
import { requireAccess } from '~/features/accounts/guard.server';
import { SEARCH_QUERY_MAX } from '~/features/search/search';
import { searchSite } from '~/features/search/search.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/search';

const SUGGESTED = ['/composting-guide', '/season-planner', '/pest-management', '/water-conservation'];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/search');
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const results = query ? await searchSite({ query }) : [];
  // Result pages are not canonical content; keep them out of search engines.
  const seo = await pageSeo(request, { path: '/search', pageKey: 'search', noindex: query.length > 0 });
  return { query, results, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, results, seo } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHeader title={seo.title} description={seo.description} />
      <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 rounded-full border border-stone-300 px-5 py-3 text-base focus:border-brand-700"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-full bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('search.submit')}
        </button>
      </Form>
      <div aria-live="polite" className="mt-8">
        {query ? (
          <p className="text-sm font-medium text-stone-600">
            {results.length > 0 ? t('search.results', { count: results.length, query }) : t('search.noResults', { query })}
          </p>
        ) : (
          <p className="text-sm text-stone-600">{t('search.hint')}</p>
        )}
        {results.length > 0 && (
          <ol className="mt-4 divide-y divide-stone-200">
            {results.map((result) => (
              <li key={result.path} className="py-5">
                <h2 className="text-lg font-semibold">
                  <Link to={result.path} className="text-brand-800 hover:underline">
                    {result.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-stone-600">{result.snippet}</p>
              </li>
            ))}
          </ol>
        )}
        {(!query || results.length === 0) && (
          <section aria-labelledby="popular" className="mt-8">
            <h2 id="popular" className="font-semibold text-stone-900">
              {t('search.popular')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {SUGGESTED.map((path) => (
                <li key={path}>
                  <Link
                    to={path}
                    className="inline-block rounded-full border border-stone-300 px-4 py-2 text-sm hover:border-brand-700"
                  >
                    {t(`pages.${path.slice(1)}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
