import { decodeEntities } from '~/features/content/plain-text';
import { slugify } from '~/features/content/slugify';
import { splitSentences } from './sentences';

/*
 * Our markdown (content/, post and product bodies) cut at its headings into sentences, without a
 * markdown library: passages are built in background jobs and in tests, and the few constructs
 * our content uses are simple to read line by line. Block boundaries (a list item, a table row)
 * are sentence boundaries, so a list of ingredients does not become one run-on sentence.
 */

export type MarkdownSection = {
  /** The heading's text as a reader sees it; null before the first heading. */
  heading: string | null;
  /** The heading's id in the rendered page (content.server's renderMarkdown), for `path#anchor`. */
  anchor: string | null;
  depth: number;
  sentences: string[];
};

/** What marked, then stripHtml, leaves of inline markdown: link and emphasis text, no pictures, no code ticks. */
export function inlineText(markdown: string): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_]*?\S)[*_](?![\w*])/g, '$1$2')
    .replace(/~~(\S[\s\S]*?)~~/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
  return decodeEntities(text);
}

/** A list item or table row read on its own ends like a sentence, so answers quoting it read well. */
export function closedSentence(text: string): string {
  return /[.!?:;]["'’”)]*$/.test(text) ? text : `${text}.`;
}

/**
 * A recipe's ingredient line (`1 | kg | apples | peeled`, content/recipes) read as words:
 * amount, unit and ingredient, then the note after a comma.
 */
function listItemText(item: string): string {
  const parts = item.split(/\s+\|\s+/);
  if (parts.length < 2) return item;
  const head = parts.slice(0, 3).join(' ');
  const notes = parts.slice(3).filter(Boolean);
  return notes.length ? `${head}, ${notes.join(', ')}` : head;
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => inlineText(cell));
}

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^ {0,3}(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,})$/;
const FENCE = /^\s*(```|~~~)/;

/** Front matter, if the text still has it: a reader never sees it. */
function withoutFrontMatter(markdown: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(markdown);
  return match ? markdown.slice(match[0].length) : markdown;
}

export function markdownSections(markdown: string): MarkdownSection[] {
  const lines = withoutFrontMatter(markdown)
    .replace(/<!--[\s\S]*?-->/g, '\n')
    .split(/\r?\n/);
  const sections: MarkdownSection[] = [];
  let section: MarkdownSection = { heading: null, anchor: null, depth: 0, sentences: [] };
  const usedAnchors = new Map<string, number>();
  let paragraph: string[] = [];
  let item: string[] | null = null;
  let tableHeader: string[] | null = null;
  let fence: string | null = null;
  let isAfterBlank = false;

  const flushParagraph = () => {
    if (paragraph.length) section.sentences.push(...splitSentences(inlineText(paragraph.join(' '))));
    paragraph = [];
  };
  const flushItem = () => {
    if (item) {
      const text = listItemText(inlineText(item.join(' ')));
      if (text) section.sentences.push(...splitSentences(closedSentence(text)));
    }
    item = null;
  };
  const flush = () => {
    flushParagraph();
    flushItem();
    tableHeader = null;
  };

  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    if (fence !== null) {
      if (raw.trim().startsWith(fence)) {
        fence = null;
        flushParagraph();
      } else paragraph.push(raw.trim());
      continue;
    }
    const fenceMatch = FENCE.exec(raw);
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1] ?? '```';
      continue;
    }
    const line = raw.replace(/^\s*(?:>\s?)+/, '');
    const wasAfterBlank = isAfterBlank;
    isAfterBlank = !line.trim();
    if (!line.trim()) {
      flushParagraph();
      // A blank line inside a list item's paragraphs does not end the item; the next marker or text does.
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      if (section.heading !== null || section.sentences.length) sections.push(section);
      const text = inlineText(heading[2] ?? '');
      const base = slugify(text) || 'section';
      const count = usedAnchors.get(base) ?? 0;
      usedAnchors.set(base, count + 1);
      section = { heading: text, anchor: count ? `${base}-${count}` : base, depth: heading[1]?.length ?? 1, sentences: [] };
      continue;
    }
    if (RULE.test(line)) {
      flush();
      continue;
    }
    if (line.includes('|') && TABLE_DIVIDER.test(lines[index + 1] ?? '')) {
      flush();
      tableHeader = tableCells(line);
      index++;
      continue;
    }
    if (tableHeader && line.includes('|')) {
      const header = tableHeader;
      const cells = tableCells(line);
      const pairs = cells.map((cell, cellIndex) => (cell && header[cellIndex] ? `${header[cellIndex]}: ${cell}` : cell));
      const row = pairs.filter(Boolean).join('; ');
      if (row) section.sentences.push(closedSentence(row));
      continue;
    }
    tableHeader = null;
    const listItem = LIST_ITEM.exec(line);
    if (listItem) {
      flushParagraph();
      flushItem();
      item = [listItem[1] ?? ''];
      continue;
    }
    // A line right under an item continues it (markdown's lazy continuation); after a blank line only an indented one does.
    if (item && paragraph.length === 0 && (!wasAfterBlank || /^\s{2,}/.test(raw))) {
      item.push(line.trim());
      continue;
    }
    flushItem();
    paragraph.push(line.trim());
  }
  flush();
  if (section.heading !== null || section.sentences.length) sections.push(section);
  return sections;
}
