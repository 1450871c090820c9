/**
 * What the header's suggestions endpoint answers (`/api/search/suggest?q=`) and the combobox
 * reads. Plain data: each domain's suggestions are put in this shape where the route composes
 * them, so search never imports the domains it lists.
 */
export const SUGGEST_PATH = '/api/search/suggest';

/** Products first, then guides (issue 11); at most this many of each. */
export const SUGGESTION_LIMITS = { products: 5, guides: 3 } as const;

export type SuggestionKind = keyof typeof SUGGESTION_LIMITS;

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
