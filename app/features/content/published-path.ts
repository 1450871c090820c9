import type { ContentCollection } from './content.server';

/** Where each markdown document is published when its path is not simply /{slug}. */
const PUBLISHED_AT: Record<string, string> = {
  'pages/vendor-terms': '/legal/vendor-terms',
  'pages/legal-terms-of-service': '/legal/terms-of-service',
  'pages/affiliate-terms': '/affiliate/terms',
  'pages/leader-addendum': '/affiliate/leader-addendum',
};

/** The address a guide or page is published at (the sitemap and the search use it). */
export function publishedPath(collection: ContentCollection, slug: string): string {
  return PUBLISHED_AT[`${collection}/${slug}`] ?? `/${slug}`;
}
