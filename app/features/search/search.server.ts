import {
  type ContentCollection,
  type ContentDocument,
  getContentDocument,
  listContentSlugs,
} from '~/features/content/content.server';
import { matchWord, normaliseQuery, searchTerms, snippetAround, type WordMatch } from './search-text';

/** Where each markdown document is published when its path is not simply /{slug}. */
const PUBLISHED_AT: Record<string, string> = {
  'pages/vendor-terms': '/legal/vendor-terms',
  'pages/legal-terms-of-service': '/legal/terms-of-service',
  'pages/affiliate-terms': '/affiliate/terms',
  'pages/leader-addendum': '/affiliate/leader-addendum',
};

export function publishedPath(collection: ContentCollection, slug: string): string {
  return PUBLISHED_AT[`${collection}/${slug}`] ?? `/${slug}`;
}

export type ContentHit = {
  collection: ContentCollection;
  path: string;
  title: string;
  description: string;
  /** A passage around the first match, starting on a word boundary (search-text's snippetAround). */
  snippet: string;
  score: number;
};

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => text.match(WORD) ?? [];

/** The strongest way any word matches the term: exact beats a typo. */
function bestMatch(words: readonly string[], term: string, allowTypos: boolean): WordMatch | null {
  let best: WordMatch | null = null;
  for (const word of words) {
    const match = matchWord(word, term, { allowTypos });
    if (match === 'exact') return match;
    best ??= match;
  }
  return best;
}

function countExact(words: readonly string[], term: string, cap: number): number {
  let count = 0;
  for (const word of words) {
    if (matchWord(word, term, { allowTypos: false }) === 'exact' && ++count >= cap) break;
  }
  return count;
}

type IndexedDocument = { document: ContentDocument; title: string[]; description: string[]; body: string[] };

// Documents never change while the process runs (content.server caches them), so neither do their words.
const indexed = new WeakMap<ContentDocument, IndexedDocument>();

function indexOf(document: ContentDocument): IndexedDocument {
  let entry = indexed.get(document);
  if (!entry) {
    entry = {
      document,
      title: wordsOf(document.title),
      description: wordsOf(document.description),
      body: wordsOf(document.text),
    };
    indexed.set(document, entry);
  }
  return entry;
}

/**
 * Ranks documents by where the terms appear, weighted like the product index: title, then
 * description, then body; every term must appear somewhere. A word that looks like a typo of a
 * term counts in titles and descriptions (at half weight), never in bodies: too many words
 * there look alike by chance.
 */
export function rankDocuments(documents: ContentDocument[], query: string): ContentHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.join(' ');
  const hits: ContentHit[] = [];
  for (const document of documents) {
    const { title, description, body } = indexOf(document);
    let score = 0;
    let matchedAll = true;
    for (const term of terms) {
      const inTitle = bestMatch(title, term, true);
      const inDescription = bestMatch(description, term, true);
      const inBody = countExact(body, term, 10);
      if (!inTitle && !inDescription && inBody === 0) {
        matchedAll = false;
        break;
      }
      score += (inTitle === 'exact' ? 10 : inTitle ? 5 : 0) + (inDescription === 'exact' ? 4 : inDescription ? 2 : 0) + inBody;
    }
    if (!matchedAll) continue;
    const lowerTitle = document.title.toLowerCase();
    if (lowerTitle === phrase) score += 20;
    else if (lowerTitle.startsWith(phrase)) score += 5;
    hits.push({
      collection: document.collection,
      path: publishedPath(document.collection, document.slug),
      title: document.title,
      description: document.description,
      snippet: snippetAround(document.text, terms),
      score,
    });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}

export async function loadSearchableDocuments(collections: readonly ContentCollection[]): Promise<ContentDocument[]> {
  const documents = await Promise.all(
    collections.map(async (collection) => {
      const slugs = await listContentSlugs(collection);
      return Promise.all(slugs.map((slug) => getContentDocument(collection, slug)));
    }),
  );
  return documents.flat().filter((document): document is ContentDocument => document !== null);
}

/** Guides and pages that match the query, best first. */
export async function searchContent({
  query,
  collections = ['guides', 'pages'],
  limit = 20,
}: {
  query: string;
  collections?: readonly ContentCollection[];
  limit?: number;
}): Promise<ContentHit[]> {
  return rankDocuments(await loadSearchableDocuments(collections), normaliseQuery(query)).slice(0, limit);
}
