import { pathTo } from '~/utils/routes/path-to';
/** The catalogue's categories; their names are translated under catalog.categories. */
export const CATEGORIES = ['seeds', 'soil', 'composting', 'watering', 'tools', 'books', 'relief'] as const;
export type Category = (typeof CATEGORIES)[number];

/** 'best-rated': by the reviews' average, then their number; products without a review last. */
export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'best-rated'] as const;
export type Sort = (typeof SORTS)[number];

export const PRODUCTS_PAGE_SIZE = 12;

/** A product handle: the shape the database's CHECK enforces and /product/:handle accepts. */
export const HANDLE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A number from the address within [min, max], or undefined. Read by hand rather than with zod:
 * this module is part of the first load of the home page and /products, and zod is 25 KiB
 * gzip of JavaScript (issue 12).
 */
function numberIn(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

const oneOf = <T extends string>(values: readonly T[], text: string | undefined): T | undefined =>
  values.find((value) => value === text);

export type ProductListQuery = {
  category?: Category;
  /** Whole cents, inclusive. */
  minCents?: number;
  maxCents?: number;
  inStock: boolean;
  relief: boolean;
  sort: Sort;
  page: number;
};

/**
 * The listing's filters from its URL (shareable and crawlable): anything unexpected falls
 * back to the default rather than failing the page.
 */
export function parseProductListQuery(url: URL): ProductListQuery {
  const get = (name: string) => url.searchParams.get(name) || undefined;
  const min = numberIn(get('min'), 0, 100_000);
  const max = numberIn(get('max'), 0, 100_000);
  const page = numberIn(get('page'), 1, 1000);
  const minCents = min === undefined ? undefined : Math.round(min * 100);
  const maxCents = max === undefined ? undefined : Math.round(max * 100);
  return {
    category: oneOf(CATEGORIES, get('category')),
    // A reversed range is read the way it was meant.
    minCents: minCents !== undefined && maxCents !== undefined ? Math.min(minCents, maxCents) : minCents,
    maxCents: minCents !== undefined && maxCents !== undefined ? Math.max(minCents, maxCents) : maxCents,
    inStock: get('inStock') === '1',
    relief: get('relief') === '1',
    sort: oneOf(SORTS, get('sort')) ?? 'featured',
    page: page !== undefined && Number.isInteger(page) ? page : 1,
  };
}

/** The URL of a listing with these filters; defaults are left out so URLs stay short. */
export function productListHref(query: Partial<ProductListQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.minCents !== undefined) params.set('min', String(query.minCents / 100));
  if (query.maxCents !== undefined) params.set('max', String(query.maxCents / 100));
  if (query.inStock) params.set('inStock', '1');
  if (query.relief) params.set('relief', '1');
  if (query.sort && query.sort !== 'featured') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${pathTo('/products')}?${search}` : pathTo('/products');
}
