import type { SearchKind } from '~/db/schema/search';

/**
 * What the header's suggestions endpoint answers (`/api/search/suggest?q=`) and the combobox
 * reads. Plain data: the route composes it from the search documents.
 */
export const SUGGEST_PATH = '/api/search/suggest';

export type { SearchKind };

/** Every kind, in the page's order (products first); at most this many of each. */
export const SUGGESTION_LIMITS: Record<SearchKind, number> = {
  product: 3,
  course: 2,
  class: 2,
  guide: 2,
  recipe: 2,
  post: 2,
  thread: 2,
  page: 1,
};

/** At most this many suggestions in all: the list fits its box without scrolling. */
export const SUGGESTION_TOTAL = 6;

export type SuggestionKind = SearchKind;

export type Suggestion = {
  path: string;
  label: string;
  /** Products: the first picture (shown beside the name) and the price; null is free. */
  image?: { src: string; alt: string } | null;
  priceCents?: number | null;
};

export type SuggestionGroup = { kind: SuggestionKind; items: Suggestion[] };

export type Suggestions = { query: string; groups: SuggestionGroup[] };

/** How long browsers may reuse an answer: the catalogue and guides change rarely. */
export const SUGGEST_MAX_AGE_SECONDS = 60;
