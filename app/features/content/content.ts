import type { ContentHeading } from './content.server';

/** What a page route sends to the browser about a markdown document. */
export type ArticleData = {
  slug: string;
  title: string;
  description: string;
  updated?: string;
  readingMinutes?: number;
  html: string;
  headings: ContentHeading[];
};
