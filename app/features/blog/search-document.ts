import type { SearchDocumentInput } from '~/features/search/documents.server';

/*
 * A post as a document of the site search (issue 36, the search contract). Pure: the subscriber
 * in blog.jobs.server.ts saves it when a post is published or changed, and removes it when the
 * post is taken off or deleted.
 *
 */

export function postSearchDocument(post: {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The body as plain text (content.server's markdownToText). */
  text: string;
  tags: string[];
  coverImage: string | null;
  coverAlt: string;
  publishedAt: Date | null;
}): SearchDocumentInput {
  return {
    kind: 'post',
    sourceId: post.id,
    language: 'en',
    title: post.title,
    summary: post.description,
    body: post.text,
    keywords: post.tags,
    path: `/blog/${post.slug}`,
    image: post.coverImage ? { src: post.coverImage, alt: post.coverAlt } : null,
    publishedAt: post.publishedAt,
  };
}
