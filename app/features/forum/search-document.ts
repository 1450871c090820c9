import type { SearchDocumentInput } from '~/features/search/documents.server';

/*
 * A thread as a document of the site search (issue 36's contract; issue 37). Pure: the
 * subscriber in forum.jobs.server.ts saves it when a visible thread in a public category is
 * created or changes, and removes it otherwise. Its words are the opening post's and the
 * accepted answer's: what a searcher wants from a thread is the question and what answered it.
 */
export function threadSearchDocument(thread: {
  id: string;
  slug: string;
  title: string;
  categoryName: string;
  /** The opening post as plain text. */
  text: string;
  /** The accepted answer as plain text, if there is one. */
  answerText: string | null;
  createdAt: Date;
}): SearchDocumentInput {
  const summary = thread.text.length > 200 ? `${thread.text.slice(0, 199).trimEnd()}…` : thread.text;
  return {
    kind: 'thread',
    sourceId: thread.id,
    language: 'en',
    title: thread.title,
    summary,
    // The answer first: what a reader (and the assistant, which reads a thread's first passage only) wants from it.
    body: thread.answerText ? `${thread.answerText}\n\n${thread.text}` : thread.text,
    keywords: [thread.categoryName],
    path: `/forum/t/${thread.slug}`,
    image: null,
    publishedAt: thread.createdAt,
  };
}
