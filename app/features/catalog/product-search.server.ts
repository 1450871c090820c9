import { and, asc, desc, or, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { PRODUCT_SEARCH_CONFIG, products } from '~/db/schema/catalog';
import { markdownToText } from '~/features/content/content.server';
import { prefixTsQuery, searchTerms, snippetAround, type TsWeights, TYPO_SIMILARITY } from '~/features/search/search-text';
import { cardColumns, isListed, type ProductCard, toCard } from './catalog.server';

/** A product found by search: its card and a passage of its text around the first match. */
export type ProductHit = ProductCard & { snippet: string };

/**
 * Listed products matching the query, best first (decision 0039):
 *
 * 1. the name is the query, starts with it, or has a word starting with it;
 * 2. then the weighted full-text rank (name A, category and tags B, summary C, description D),
 *    every term a prefix, English stemming ("tomatoes" finds "tomato");
 * 3. then how close the name comes to the query, which also lets typos through:
 *    `query <% name` is pg_trgm's word similarity, answered from the name's trigram index.
 *
 * `weights` limits the full-text match to those parts of the product (A name … D description).
 * The query reaches SQL only as bound values: a tsquery made of plain words (search-text's
 * `searchTerms`), and those words joined by spaces.
 */
async function findMatchingProducts(terms: readonly string[], limit: number, weights: TsWeights | '' = '') {
  const tsquery = prefixTsQuery(terms, weights);
  if (!tsquery) return [];
  const phrase = terms.join(' ');
  const matches = sql`to_tsquery(${PRODUCT_SEARCH_CONFIG}::regconfig, ${tsquery})`;
  // The name in lower case with its punctuation as spaces: "Peat-Free" starts a word "free".
  const plainName = sql`regexp_replace(lower(${products.name}), '[^[:alnum:]]+', ' ', 'g')`;
  const nameFit = sql`case
    when ${plainName} = ${phrase} then 3
    when ${plainName} like ${phrase} || '%' then 2
    when ' ' || ${plainName} like '% ' || ${phrase} || '%' then 1
    else 0 end`;
  return getDb().transaction(async (tx) => {
    // Both settings last for this transaction only. `<%` reads its threshold from the first
    // (default 0.6, which misses "compst" for "compost"), so the trigram index still answers it.
    // The second is the usual value for data in memory or on SSD: with the default 4, PostgreSQL
    // prices the two GIN scans so high that it reads the whole table instead (measured on 20,000
    // products: a rare word or a typo took 290 ms; with 1.1 it takes 3 ms, two index scans OR-ed).
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true),
        set_config('random_page_cost', '1.1', true)`,
    );
    return tx
      .select({ ...cardColumns, descriptionMd: products.descriptionMd })
      .from(products)
      .where(and(isListed, or(sql`${products.searchVector} @@ ${matches}`, sql`${phrase}::text <% ${products.name}`)))
      .orderBy(
        desc(nameFit),
        desc(sql`ts_rank(${products.searchVector}, ${matches})`),
        desc(sql`word_similarity(${phrase}::text, ${products.name})`),
        asc(products.name),
      )
      .limit(limit);
  });
}

/** The search page's products, each with a snippet around the first match. */
export async function searchProducts({ query, limit = 24 }: { query: string; limit?: number }): Promise<ProductHit[]> {
  const terms = searchTerms(query);
  const rows = await findMatchingProducts(terms, limit);
  return rows.map(({ descriptionMd, ...row }) => ({
    ...toCard(row),
    snippet: snippetAround(`${row.summary} ${markdownToText(descriptionMd)}`, terms),
  }));
}

/**
 * The header's product suggestions: the same order, cards only, and matched in the name, category,
 * tags and summary only. Suggestions are a few products about the words typed; a description
 * that mentions tomatoes in passing belongs on the search page, not in five quick picks.
 */
export async function suggestProducts({ query, limit = 5 }: { query: string; limit?: number }): Promise<ProductCard[]> {
  const rows = await findMatchingProducts(searchTerms(query), limit, 'ABC');
  return rows.map(({ descriptionMd: _, ...row }) => toCard(row));
}
