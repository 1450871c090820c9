import { slugify } from '~/features/content/slugify';
import type { KnowledgeDocument } from '~/features/search/knowledge-source.server';
import { splitIntoPassages } from './passages';
import { hashText } from './text-hash';

/*
 * A search document as the knowledge index holds it (issue 38): its plain text cut into
 * passages (passages.ts: 40 to 160 words, whole sentences, a heading where the text has one).
 * The summary leads the text when the body is short or empty (a product or a class is mostly its
 * summary), so every document has at least one passage.
 */

/** `textHash`: the hash of what its vector is made from (embeddingText). */
export type CutPassage = { id: string; heading: string; text: string; position: number; textHash: string };

/** What a passage's vector is made from: its page's title, its heading and its words, as the index holds them. */
export function embeddingText(passage: { title: string; heading: string; text: string }): string {
  return [passage.title, passage.heading, passage.text].filter(Boolean).join('\n');
}

/**
 * A forum thread's document starts with its accepted answer (forum/search-document.ts); the
 * question after it is not an answer, and members' stories ("I planted garlic in April") read
 * badly quoted as advice: the assistant keeps a thread's first passage only.
 */
const FIRST_PASSAGE_ONLY: ReadonlySet<string> = new Set(['thread']);

export function cutPassages(document: KnowledgeDocument): CutPassage[] {
  const passages = cutAll(document);
  return FIRST_PASSAGE_ONLY.has(document.kind) ? passages.slice(0, 1) : passages;
}

function cutAll(document: KnowledgeDocument): CutPassage[] {
  const body = document.body.trim();
  const text = body.length < 200 ? `${document.summary.trim()} ${body}`.trim() : body;
  if (!text) return [];
  return splitIntoPassages({
    id: document.key,
    kind: document.kind,
    title: document.title,
    path: document.path,
    text,
    headings: document.headings.map((heading) => ({ text: heading, id: slugify(heading) })),
  }).map((passage) => ({
    id: passage.id,
    heading: passage.heading ?? '',
    text: passage.text,
    position: passage.position,
    textHash: hashText(embeddingText({ title: document.title, heading: passage.heading ?? '', text: passage.text })),
  }));
}
