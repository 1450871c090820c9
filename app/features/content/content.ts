import type { ContentDocument } from './content.server';

/** What a page route sends to the browser about a markdown document. */
export type ArticleData = Pick<
  ContentDocument,
  'slug' | 'title' | 'description' | 'updated' | 'published' | 'readingMinutes' | 'html' | 'headings'
>;
