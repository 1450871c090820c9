import {
  type ContentCollection,
  type ContentDocument,
  getContentDocument,
  listContentSlugs,
} from '~/features/content/content.server';
import { SEARCH_QUERY_MAX } from './search';

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

export type SearchResult = { path: string; title: string; description: string; snippet: string; score: number };

export function searchTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .normalize('NFKC')
        .split(/[^\p{L}\p{N}]+/u)
        .filter((term) => term.length >= 2),
    ),
  ].slice(0, 8);
}

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  let index = haystack.indexOf(needle);
  while (index !== -1 && count < 20) {
    count++;
    index = haystack.indexOf(needle, index + needle.length);
  }
  return count;
}

function snippetAround(text: string, term: string): string {
  const index = text.toLowerCase().indexOf(term);
  if (index === -1) return text.slice(0, 180);
  const start = Math.max(0, index - 70);
  const end = Math.min(text.length, index + 110);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Ranks documents by where the terms appear: title, then description, then body. */
export function rankDocuments(documents: ContentDocument[], query: string): SearchResult[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const results: SearchResult[] = [];
  for (const document of documents) {
    const title = document.title.toLowerCase();
    const description = document.description.toLowerCase();
    const body = document.text.toLowerCase();
    let score = 0;
    let matchedAll = true;
    for (const term of terms) {
      const inTitle = title.includes(term) ? 10 : 0;
      const inDescription = description.includes(term) ? 4 : 0;
      const inBody = countOccurrences(body, term);
      if (!inTitle && !inDescription && !inBody) {
        matchedAll = false;
        break;
      }
      score += inTitle + inDescription + Math.min(inBody, 10);
    }
    if (!matchedAll) continue;
    results.push({
      path: publishedPath(document.collection, document.slug),
      title: document.title,
      description: document.description,
      snippet: snippetAround(document.text, terms[0] ?? ''),
      score,
    });
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, 20);
}

export async function loadSearchableDocuments(): Promise<ContentDocument[]> {
  const collections: ContentCollection[] = ['guides', 'pages'];
  const documents = await Promise.all(
    collections.map(async (collection) => {
      const slugs = await listContentSlugs(collection);
      return Promise.all(slugs.map((slug) => getContentDocument(collection, slug)));
    }),
  );
  return documents.flat().filter((document): document is ContentDocument => document !== null);
}

export async function searchSite({ query }: { query: string }): Promise<SearchResult[]> {
  return rankDocuments(await loadSearchableDocuments(), query.slice(0, SEARCH_QUERY_MAX));
}
