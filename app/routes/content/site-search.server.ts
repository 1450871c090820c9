import { findListedProductsByIds, type ProductCard } from '~/features/catalog/catalog.server';
import {
  findDocuments,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '~/features/search/find-documents.server';
import { normaliseQuery, SUGGEST_MIN_LENGTH, searchTerms } from '~/features/search/search-text';
import { SUGGESTION_LIMITS, SUGGESTION_TOTAL, type Suggestions } from '~/features/search/suggestions';

/**
 * The site search, composed beside its routes (decisions 0039, 0077): the one index of search
 * documents finds every kind of thing; the catalogue adds what changes too often to be indexed
 * (a product's stock as it is now). Search itself imports no domain.
 */

/** A product found, with its card as the catalogue has it now (null if it has just been delisted). */
export type ProductSearchHit = SearchHit & { card: ProductCard | null };

export type SiteSearchGroup = Omit<SearchGroup, 'hits'> & { hits: (SearchHit | ProductSearchHit)[] };

export type SiteSearchResults = {
  query: string;
  terms: string[];
  corrections: { from: string; to: string }[];
  /** The kind the page is filtered to, or null for every kind. */
  kind: SearchKind | null;
  page: number;
  /** With a kind: how many pages of its results there are. */
  pageCount: number;
  /** What each kind has (the filter's counts), in the page's order. */
  counts: { kind: SearchKind; total: number; isCapped: boolean }[];
  groups: SiteSearchGroup[];
};

/** Results per kind on the overview, and per page when the search is filtered to one kind. */
export const OVERVIEW_PER_KIND = 5;
export const PER_PAGE = 20;

export function parseSearchParams(params: URLSearchParams): { query: string; kind: SearchKind | null; page: number } {
  const kind = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    query: normaliseQuery(params.get('q')),
    kind: SEARCH_KINDS.includes(kind as SearchKind) ? (kind as SearchKind) : null,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 50 ? page : 1,
  };
}

async function withProductCards(groups: SearchGroup[]): Promise<SiteSearchGroup[]> {
  const ids = groups.filter((group) => group.kind === 'product').flatMap((group) => group.hits.map((hit) => hit.sourceId));
  if (ids.length === 0) return groups;
  const cards = new Map((await findListedProductsByIds(ids)).map((card) => [card.id, card]));
  return groups.map((group) =>
    group.kind === 'product'
      ? { ...group, hits: group.hits.map((hit) => ({ ...hit, card: cards.get(hit.sourceId) ?? null })) }
      : group,
  );
}

export async function searchSite(options: {
  query: string;
  kind?: SearchKind | null;
  page?: number;
}): Promise<SiteSearchResults> {
  const query = normaliseQuery(options.query);
  const kind = options.kind ?? null;
  const page = options.page ?? 1;
  const overview = await findDocuments({ query, perKind: OVERVIEW_PER_KIND });
  const counts = overview.groups.map(({ kind, total, isCapped }) => ({ kind, total, isCapped }));
  const chosen = kind ? await findDocuments({ query, kinds: [kind], perKind: PER_PAGE, page }) : overview;
  return {
    query,
    terms: overview.terms,
    corrections: overview.corrections,
    kind,
    page,
    pageCount: kind ? Math.ceil((chosen.groups[0]?.total ?? 0) / PER_PAGE) : 1,
    counts,
    groups: await withProductCards(chosen.groups),
  };
}

/** The header's suggestions: a few of each kind, products first; nothing for a query too short to mean much. */
export async function suggestSearch({ query: raw }: { query: string }): Promise<Suggestions> {
  const query = normaliseQuery(raw);
  if (query.length < SUGGEST_MIN_LENGTH || searchTerms(query).length === 0) return { query, groups: [] };
  const found = await findDocuments({ query, perKind: Math.max(...Object.values(SUGGESTION_LIMITS)) });
  // The best few across kinds: those with most of the words typed first (a recipe named by both
  // words before a product that has one), each kind to its limit, no more than fit the box without
  // scrolling (a list that scrolls would need a keyboard path of its own); shown in the page's
  // order of kinds, products first.
  const picked = found.groups
    .flatMap((group, groupIndex) =>
      group.hits.slice(0, SUGGESTION_LIMITS[group.kind]).map((hit, place) => ({ hit, groupIndex, place })),
    )
    .sort((a, b) => b.hit.matched - a.hit.matched || a.place - b.place || a.groupIndex - b.groupIndex)
    .slice(0, SUGGESTION_TOTAL);
  const groups = found.groups
    .map((group) => ({
      kind: group.kind,
      items: picked
        .filter((entry) => entry.hit.kind === group.kind)
        .sort((a, b) => a.place - b.place)
        .map(({ hit }) => ({
          path: hit.path,
          label: hit.title,
          ...(group.kind === 'product' && { image: hit.image, priceCents: hit.priceCents }),
        })),
    }))
    .filter((group) => group.items.length > 0);
  return { query, groups };
}
