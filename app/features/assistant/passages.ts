import { closedSentence, type MarkdownSection, markdownSections } from './markdown-sections';
import { countWords, splitSentences } from './sentences';
import { hashText } from './text-hash';

/*
 * A search document cut into passages for retrieval and citation. A passage is short enough
 * for an embedding to stay specific and for an answer to cite one place (about 40 to 160 words),
 * never cuts a sentence, and remembers its section so a citation links to `path#anchor`.
 */

export type PassageDocument = {
  /** The search document's source id (a guide's slug, a product's id). */
  id: string;
  kind: string;
  title: string;
  /** Where the document is published on this site. */
  path: string;
  /** Plain text as content.server's markdownToText makes it: headings are sentences ending in a full stop. */
  text?: string;
  /**
   * The markdown body, with `{{tokens}}` already applied: preferred over `text` when given,
   * since its headings are certain rather than guessed.
   */
  markdown?: string;
  /**
   * The rendered page's headings (ContentDocument.headings), which let plain `text` be cut at
   * them and link to their ids. Without them or markdown, a document has no anchors.
   */
  headings?: readonly { text: string; id: string; depth?: number }[];
};

export type Passage = {
  /** Stable: a hash of the document's kind and id and the passage's text. */
  id: string;
  documentId: string;
  kind: string;
  title: string;
  path: string;
  /** Order within the document, from 0. */
  position: number;
  /** The section the passage starts in; null for a document's opening text or one with no headings. */
  heading: string | null;
  anchor: string | null;
  /** `path#anchor`, or the path. */
  href: string;
  /** Headings whose text is among `sentences` (small sections merged in): never quoted as an answer. */
  headings: string[];
  sentences: string[];
  text: string;
  /** The title and the section's headings, then the text: what the retrievers index. */
  retrievalText: string;
  wordCount: number;
};

export const PASSAGE_WORDS = { min: 40, max: 160 } as const;

export type PassageOptions = {
  minWords?: number;
  maxWords?: number;
  /** Default: hashText. */
  hash?: (text: string) => string;
};

type Section = MarkdownSection & { headingPath: string[] };

function comparable(text: string): string {
  return text
    .replace(/[.!?:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Plain text cut at the sentences that are the page's headings, in the page's order. */
function textSections(text: string, headings: PassageDocument['headings']): MarkdownSection[] {
  const sentences = splitSentences(text);
  const sections: MarkdownSection[] = [{ heading: null, anchor: null, depth: 0, sentences: [] }];
  let next = 0;
  for (const sentence of sentences) {
    // Look a few headings ahead: one that ran into its next sentence (it ended in a colon) is skipped.
    const ahead = (headings ?? []).slice(next, next + 4);
    let before = '';
    let found = ahead.findIndex((heading) => comparable(heading.text) === comparable(sentence));
    if (found < 0) {
      // Text without a stop of its own (a table's last cell) runs into the heading after it:
      // "Water and turn Vermicomposting." Only the heading exactly as the page prints it counts.
      found = ahead.findIndex((heading) => sentence.endsWith(` ${closedSentence(heading.text)}`));
      const heading = ahead[found];
      if (heading) before = sentence.slice(0, sentence.length - closedSentence(heading.text).length).trim();
    }
    const heading = ahead[found];
    if (!heading) {
      sections.at(-1)?.sentences.push(sentence);
      continue;
    }
    if (before) sections.at(-1)?.sentences.push(before);
    next += found + 1;
    sections.push({ heading: heading.text, anchor: heading.id, depth: heading.depth ?? 2, sentences: [] });
  }
  return sections.filter((section) => section.heading !== null || section.sentences.length);
}

function withHeadingPaths(sections: MarkdownSection[]): Section[] {
  const stack: { depth: number; text: string }[] = [];
  return sections.map((section) => {
    if (section.heading !== null) {
      while (stack.length && (stack.at(-1)?.depth ?? 0) >= section.depth) stack.pop();
      stack.push({ depth: section.depth, text: section.heading });
    }
    return { ...section, headingPath: stack.map((entry) => entry.text) };
  });
}

/**
 * A heading that is a question (an FAQ entry) keeps its own passage however short: it is what
 * visitors ask, and its answer should be cited at its own anchor.
 */
function isQuestion(heading: string | null): boolean {
  return heading?.trim().endsWith('?') ?? false;
}

type Draft = {
  heading: string | null;
  anchor: string | null;
  headingPath: string[];
  headings: string[];
  sentences: string[];
  words: number;
};

export function splitIntoPassages(document: PassageDocument, options: PassageOptions = {}): Passage[] {
  const minWords = options.minWords ?? PASSAGE_WORDS.min;
  const maxWords = options.maxWords ?? PASSAGE_WORDS.max;
  const hash = options.hash ?? hashText;
  const raw =
    document.markdown !== undefined ? markdownSections(document.markdown) : textSections(document.text ?? '', document.headings);
  const sections = withHeadingPaths(raw);

  const drafts: Draft[] = [];
  let open: Draft | null = null;
  for (const section of sections) {
    // A heading with no text of its own ("## Ingredients" over "### For the filling") only names what follows.
    if (!section.sentences.length) continue;
    const words = section.sentences.reduce((sum, sentence) => sum + countWords(sentence), 0);
    if (open && open.words < minWords && open.words + words <= maxWords && !isQuestion(section.heading)) {
      // A short section joins the one before it, its heading kept as a sentence so retrieval still sees it.
      if (section.heading !== null) {
        open.sentences.push(closedSentence(section.heading));
        open.headings.push(section.heading);
        open.words += countWords(section.heading);
      }
      open.sentences.push(...section.sentences);
      open.words += words;
      continue;
    }
    // Pieces of about equal length rather than full ones and a scrap.
    const target = words / Math.ceil(words / maxWords);
    const fresh = (): Draft => ({
      heading: section.heading,
      anchor: section.anchor,
      headingPath: section.headingPath,
      headings: [],
      sentences: [],
      words: 0,
    });
    let draft = fresh();
    drafts.push(draft);
    for (const sentence of section.sentences) {
      const count = countWords(sentence);
      if (draft.words > 0 && (draft.words + count > maxWords || draft.words >= target)) {
        draft = fresh();
        drafts.push(draft);
      }
      draft.sentences.push(sentence);
      draft.words += count;
    }
    open = draft;
  }
  // A short last piece of a section goes back into the piece before it when that still fits.
  for (let index = drafts.length - 1; index > 0; index--) {
    const draft = drafts[index];
    const before = drafts[index - 1];
    if (!draft || !before || draft.words >= minWords || before.words + draft.words > maxWords) continue;
    if (draft.anchor !== before.anchor && isQuestion(draft.heading)) continue;
    if (draft.anchor !== before.anchor && draft.heading !== null) {
      before.sentences.push(closedSentence(draft.heading));
      before.headings.push(draft.heading);
      before.words += countWords(draft.heading);
    }
    before.sentences.push(...draft.sentences);
    before.headings.push(...draft.headings);
    before.words += draft.words;
    drafts.splice(index, 1);
  }

  const usedIds = new Set<string>();
  return drafts.map((draft, position) => {
    const text = draft.sentences.join(' ');
    let id = hash(`${document.kind}:${document.id}\n${text}`);
    // The same words twice in one document (a repeated tip) still need two ids.
    for (let copy = 2; usedIds.has(id); copy++) id = hash(`${document.kind}:${document.id}\n${text}\n${copy}`);
    usedIds.add(id);
    const prefix = [document.title, ...draft.headingPath].map(closedSentence).join(' ');
    return {
      id,
      documentId: document.id,
      kind: document.kind,
      title: document.title,
      path: document.path,
      position,
      heading: draft.heading,
      anchor: draft.anchor,
      href: draft.anchor ? `${document.path}#${draft.anchor}` : document.path,
      headings: draft.headings,
      sentences: draft.sentences,
      text,
      retrievalText: `${prefix} ${text}`,
      wordCount: draft.words,
    };
  });
}
