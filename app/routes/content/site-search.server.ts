import { type ProductHit, searchProducts, suggestProducts } from '~/features/catalog/product-search.server';
import { type ContentHit, searchContent } from '~/features/search/search.server';
import { normaliseQuery, SUGGEST_MIN_LENGTH, searchTerms } from '~/features/search/search-text';
import { SUGGESTION_LIMITS, type Suggestions } from '~/features/search/suggestions';
import { pathTo } from '~/utils/routes/path-to';

/**
 * Search across the site, composed here beside its routes (decision 0039): products come from
 * the catalogue (which builds on search's query language), guides and pages from the content
 * search. Search itself never imports the catalogue.
 */
export type SiteSearchResults = {
  query: string;
  terms: string[];
  products: ProductHit[];
  guides: ContentHit[];
  pages: ContentHit[];
};

export async function searchSite({ query: raw }: { query: string }): Promise<SiteSearchResults> {
  const query = normaliseQuery(raw);
  const terms = searchTerms(query);
  if (terms.length === 0) return { query, terms, products: [], guides: [], pages: [] };
  const [products, content] = await Promise.all([searchProducts({ query }), searchContent({ query })]);
  return {
    query,
    terms,
    products,
    guides: content.filter((hit) => hit.collection === 'guides'),
    pages: content.filter((hit) => hit.collection === 'pages'),
  };
}

/** The header's suggestions: products first, then guides; nothing for a query too short to mean much. */
export async function suggestSearch({ query: raw }: { query: string }): Promise<Suggestions> {
  const query = normaliseQuery(raw);
  if (query.length < SUGGEST_MIN_LENGTH || searchTerms(query).length === 0) return { query, groups: [] };
  const [products, guides] = await Promise.all([
    suggestProducts({ query, limit: SUGGESTION_LIMITS.products }),
    searchContent({ query, collections: ['guides'], limit: SUGGESTION_LIMITS.guides }),
  ]);
  const groups: Suggestions['groups'] = [
    {
      kind: 'products' as const,
      items: products.map((product) => ({
        path: pathTo('/product/:handle', { handle: product.handle }),
        label: product.name,
        image: product.image,
        priceCents: product.priceCents,
      })),
    },
    { kind: 'guides' as const, items: guides.map((guide) => ({ path: guide.path, label: guide.title })) },
  ].filter((group) => group.items.length > 0);
  return { query, groups };
}
