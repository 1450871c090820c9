import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/ui/page-header';
import { Pager } from '~/components/ui/pager';
import { CATEGORIES, productListHref } from '~/features/catalog/catalog.schema';
import { ProductPicture } from '~/features/catalog/components/product-picture';
import { ProductPrice, StockState } from '~/features/catalog/components/product-price';
import { HighlightedText } from '~/features/search/components/highlighted-text';
import { KindIcon } from '~/features/search/components/kind-icon';
import { SearchCombobox } from '~/features/search/components/search-combobox';
import type { SearchKind } from '~/features/search/suggestions';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import type { Route } from './+types/search';
import type { ProductSearchHit, SiteSearchGroup, SiteSearchResults } from './site-search.server';

const POPULAR_GUIDES = ['/composting-guide', '/season-planner', '/pest-management', '/water-conservation'];

type Hit = SiteSearchGroup['hits'][number];

/** The address of the search page for a query, filtered to a kind or not, at a page. */
function searchHref(query: string, kind: SearchKind | null, page = 1) {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('type', kind);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/**
 * The site search page (decision 0077): the box; what was corrected; the kinds that matched, as
 * links that filter the page (plain links: they work before and without JavaScript); then each
 * kind's best results, or one kind's results a page at a time.
 */
export function SearchView({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { t } = useTranslation();
  const { results, seo } = loaderData;
  const { query, terms, counts, groups, kind } = results;
  const total = counts.reduce((sum, count) => sum + count.total, 0);
  const isCapped = counts.some((count) => count.isCapped);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHeader title={seo.title} description={seo.description} />
      <div className="mt-6">
        {/* Keyed by the query, so the box shows what was searched after each navigation. */}
        <SearchCombobox key={query} variant="page" defaultQuery={query} />
      </div>
      <div className="mt-8">
        <p aria-live="polite" className="text-sm font-medium text-stone-600">
          {!query
            ? t('search.hint')
            : total > 0
              ? t(isCapped ? 'search.resultsMany' : 'search.results', { count: total, query })
              : t('search.noResults', { query })}
        </p>
        {results.corrections.length > 0 && <Corrections results={results} />}
        {total > 0 && <KindFilter results={results} total={total} />}
        {groups.length > 0 && (
          <div className="mt-6 space-y-10">
            {groups.map((group) => (
              <ResultGroup key={group.kind} group={group} query={query} terms={terms} isFiltered={kind !== null} />
            ))}
          </div>
        )}
        {kind && (
          <Pager
            page={results.page}
            pageCount={results.pageCount}
            hrefFor={(page) => searchHref(query, kind, page)}
            labels={{ previous: t('search.previous'), next: t('search.next') }}
          />
        )}
        {total === 0 && <SearchSuggestions />}
      </div>
    </div>
  );
}

/** "Showing results for compost" when a word matched nothing and was read as another. */
function Corrections({ results }: { results: SiteSearchResults }) {
  const { t } = useTranslation();
  const corrected = results.corrections.map((correction) => `${correction.from} → ${correction.to}`).join(', ');
  return <p className="mt-2 text-sm text-stone-700">{t('search.corrected', { words: corrected })}</p>;
}

function KindFilter({ results, total }: { results: SiteSearchResults; total: number }) {
  const { t } = useTranslation();
  const { query, kind, counts } = results;
  const items: { kind: SearchKind | null; label: string; count: number; isCapped: boolean }[] = [
    { kind: null, label: t('search.kinds.all'), count: total, isCapped: counts.some((count) => count.isCapped) },
    ...counts.map((count) => ({ ...count, label: t(`search.kinds.${count.kind}`), count: count.total })),
  ];
  return (
    <nav aria-label={t('search.filterLabel')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const isCurrent = item.kind === kind;
          return (
            <li key={item.kind ?? 'all'}>
              <Link
                to={searchHref(query, item.kind)}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm',
                  isCurrent
                    ? 'border-brand-800 bg-brand-800 font-semibold text-white'
                    : 'border-stone-300 text-stone-800 hover:border-brand-700 hover:bg-brand-50',
                )}
              >
                {item.label}
                <span className={cn('text-xs', isCurrent ? 'text-white' : 'text-stone-600')}>
                  {t(item.isCapped ? 'search.countMany' : 'search.count', { count: item.count })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ResultGroup({
  group,
  query,
  terms,
  isFiltered,
}: {
  group: SiteSearchGroup;
  query: string;
  terms: string[];
  isFiltered: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `results-${group.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 border-b border-stone-200 pb-2 text-lg font-semibold text-stone-900">
        <KindIcon kind={group.kind} className="size-5 text-brand-700" />
        {t(`search.kinds.${group.kind}`)}
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">
          {t(group.isCapped ? 'search.countMany' : 'search.count', { count: group.total })}
        </span>
      </h2>
      <ol className="divide-y divide-stone-100">
        {group.hits.map((hit) =>
          'card' in hit ? (
            <ProductResult key={hit.sourceId} hit={hit} terms={terms} />
          ) : (
            <DocumentResult key={hit.sourceId} hit={hit} terms={terms} />
          ),
        )}
      </ol>
      {!isFiltered && group.total > group.hits.length && (
        <p className="mt-2">
          <Link to={searchHref(query, group.kind)} className="text-sm font-semibold text-brand-800 underline">
            {t(`search.more.${group.kind}`, { count: group.total })}
          </Link>
        </p>
      )}
    </section>
  );
}

function ResultTitle({ hit, terms }: { hit: Hit; terms: string[] }) {
  return (
    <h3 className="font-semibold">
      <Link to={hit.path} dir="auto" className="text-brand-800 hover:underline">
        <HighlightedText text={hit.title} terms={terms} />
      </Link>
    </h3>
  );
}

function Snippet({ text, terms }: { text: string; terms: string[] }): ReactNode {
  if (!text) return null;
  return (
    <p dir="auto" className="mt-1 text-sm leading-6 text-stone-600">
      <HighlightedText text={text} terms={terms} />
    </p>
  );
}

function ProductResult({ hit, terms }: { hit: ProductSearchHit; terms: string[] }) {
  const { t } = useTranslation();
  const { card } = hit;
  const image = card?.image ?? hit.image;
  return (
    <li className="flex gap-4 py-4">
      <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-earth-50 sm:size-20">
        {image && <ProductPicture image={image} alt="" size={80} sizes="80px" className="size-full object-cover" />}
      </span>
      <div className="min-w-0 flex-1">
        <ResultTitle hit={hit} terms={terms} />
        {card && (
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm">
            <ProductPrice cents={card.priceCents} className="font-semibold text-stone-900" />
            <span className="text-stone-600">{t(`catalog.categories.${card.category}`)}</span>
            <StockState trackInventory={card.trackInventory} stockQuantity={card.stockQuantity} />
          </p>
        )}
        <Snippet text={hit.snippet} terms={terms} />
      </div>
    </li>
  );
}

function DocumentResult({ hit, terms }: { hit: Hit; terms: string[] }) {
  return (
    <li className="flex gap-4 py-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
        <KindIcon kind={hit.kind} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <ResultTitle hit={hit} terms={terms} />
        <p className="text-xs text-stone-600" dir="ltr">
          {hit.path}
        </p>
        <Snippet text={hit.snippet} terms={terms} />
      </div>
    </li>
  );
}

/** Where to go instead, when nothing was asked for or nothing matched. */
function SearchSuggestions() {
  const { t } = useTranslation();
  const categories = CATEGORIES.map((category) => ({
    to: productListHref({ category }),
    label: t(`catalog.categories.${category}`),
  }));
  const guides = POPULAR_GUIDES.map((path) => ({ to: path, label: t(`pages.${path.slice(1)}.title`) }));
  return (
    <div className="mt-8 space-y-8">
      <LinkChips
        id="search-categories"
        title={t('search.categories')}
        links={[...categories, { to: '/products', label: t('search.browseAll'), isStrong: true }]}
      />
      <LinkChips id="search-popular" title={t('search.popular')} links={guides} />
    </div>
  );
}

type ChipLink = { to: string; label: string; isStrong?: boolean };

function LinkChips({ id, title, links }: { id: string; title: string; links: ChipLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-stone-900">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={cn(
                'inline-block rounded-full border border-stone-300 px-4 py-2 text-sm hover:border-brand-700 hover:bg-brand-50',
                link.isStrong && 'font-semibold text-brand-800',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
