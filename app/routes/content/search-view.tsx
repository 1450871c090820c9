import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, FileText } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/page-header';
import { CATEGORIES, productListHref } from '~/features/catalog/catalog.schema';
import { ProductPicture } from '~/features/catalog/components/product-picture';
import { ProductPrice, StockState } from '~/features/catalog/components/product-price';
import type { ProductHit } from '~/features/catalog/product-search.server';
import { HighlightedText } from '~/features/search/components/highlighted-text';
import { SearchCombobox } from '~/features/search/components/search-combobox';
import type { ContentHit } from '~/features/search/search.server';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/search';

const POPULAR_GUIDES = ['/composting-guide', '/season-planner', '/pest-management', '/water-conservation'];

/** The site search page: the box, then products, guides and pages that match, or suggestions when nothing does. */
export function SearchView({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { t } = useTranslation();
  const { results, seo } = loaderData;
  const { query, terms, products, guides, pages } = results;
  const total = products.length + guides.length + pages.length;
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
              ? t('search.results', { count: total, query })
              : t('search.noResults', { query })}
        </p>
        {total > 0 && (
          <div className="mt-6 space-y-10">
            <ResultGroup id="products" title={t('search.groups.products')} count={products.length}>
              {products.map((product) => (
                <ProductResult key={product.id} product={product} terms={terms} />
              ))}
            </ResultGroup>
            <ResultGroup id="guides" title={t('search.groups.guides')} count={guides.length}>
              {guides.map((hit) => (
                <ContentResult key={hit.path} hit={hit} terms={terms} />
              ))}
            </ResultGroup>
            <ResultGroup id="pages" title={t('search.groups.pages')} count={pages.length}>
              {pages.map((hit) => (
                <ContentResult key={hit.path} hit={hit} terms={terms} />
              ))}
            </ResultGroup>
          </div>
        )}
        {total === 0 && <SearchSuggestions />}
      </div>
    </div>
  );
}

function ResultGroup({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={`results-${id}`}>
      <h2
        id={`results-${id}`}
        className="flex items-center gap-2 border-b border-stone-200 pb-2 text-lg font-semibold text-stone-900"
      >
        {title}
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">{count}</span>
      </h2>
      <ol className="divide-y divide-stone-100">{children}</ol>
    </section>
  );
}

function ProductResult({ product, terms }: { product: ProductHit; terms: string[] }) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-4 py-4">
      <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-earth-50 sm:size-20">
        {product.image && (
          <ProductPicture image={product.image} alt="" size={80} sizes="80px" className="size-full object-cover" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link to={pathTo('/product/:handle', { handle: product.handle })} dir="auto" className="text-brand-800 hover:underline">
            <HighlightedText text={product.name} terms={terms} />
          </Link>
        </h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm">
          <ProductPrice cents={product.priceCents} className="font-semibold text-stone-900" />
          <span className="text-stone-500">{t(`catalog.categories.${product.category}`)}</span>
          <StockState trackInventory={product.trackInventory} stockQuantity={product.stockQuantity} />
        </p>
        <p dir="auto" className="mt-1 text-sm leading-6 text-stone-600">
          <HighlightedText text={product.snippet} terms={terms} />
        </p>
      </div>
    </li>
  );
}

function ContentResult({ hit, terms }: { hit: ContentHit; terms: string[] }) {
  const Icon = hit.collection === 'guides' ? BookOpen : FileText;
  return (
    <li className="flex gap-4 py-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link to={hit.path} dir="auto" className="text-brand-800 hover:underline">
            <HighlightedText text={hit.title} terms={terms} />
          </Link>
        </h3>
        <p className="text-xs text-stone-500" dir="ltr">
          {hit.path}
        </p>
        <p dir="auto" className="mt-1 text-sm leading-6 text-stone-600">
          <HighlightedText text={hit.snippet} terms={terms} />
        </p>
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
