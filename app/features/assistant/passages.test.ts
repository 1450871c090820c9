import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownToText, parseFrontMatter, renderMarkdown, searchText } from '~/features/content/content.server';
import { PASSAGE_WORDS, splitIntoPassages } from './passages';
import { countWords } from './sentences';
import { hashText } from './text-hash';

const sentence = (index: number, words = 10) =>
  `Sentence ${index} ${Array.from({ length: words - 2 }, (_, word) => `w${index}x${word}`).join(' ')}.`;
const paragraph = (from: number, count: number, words = 10) =>
  Array.from({ length: count }, (_, index) => sentence(from + index, words)).join(' ');

const doc = { id: 'composting-guide', kind: 'guide', title: 'Composting Guide', path: '/composting-guide' };

function body(file: string): string {
  return parseFrontMatter(fs.readFileSync(path.resolve('content', file), 'utf8')).body;
}

describe('splitIntoPassages from markdown', () => {
  it('keeps passages within the word range without cutting a sentence, and balances a long section', () => {
    const passages = splitIntoPassages({ ...doc, markdown: `## Long\n${paragraph(0, 40)}` });
    expect(passages).toHaveLength(3);
    for (const passage of passages) {
      expect(passage.wordCount).toBeLessThanOrEqual(PASSAGE_WORDS.max);
      expect(passage.wordCount).toBeGreaterThanOrEqual(PASSAGE_WORDS.min);
      expect(passage.text.endsWith('.')).toBe(true);
      expect(passage.href).toBe('/composting-guide#long');
    }
    expect(passages.flatMap((passage) => passage.sentences)).toEqual(paragraph(0, 40).split(/(?<=\.) /));
  });

  it('lets one sentence longer than the maximum be a passage on its own', () => {
    const passages = splitIntoPassages({ ...doc, markdown: `${sentence(1, 200)} ${sentence(2)}` });
    expect(passages.map((passage) => passage.wordCount)).toEqual([200, 10]);
  });

  it('joins short sections, keeping the merged heading as a sentence it will never quote', () => {
    const passages = splitIntoPassages({ ...doc, markdown: `## Spot\n${paragraph(0, 2)}\n\n## Bins\n${paragraph(2, 2)}` });
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ heading: 'Spot', anchor: 'spot', headings: ['Bins'] });
    expect(passages[0]?.sentences[2]).toBe('Bins.');
  });

  it('gives each question heading its own passage, however short', () => {
    const passages = splitIntoPassages({
      ...doc,
      markdown: `## Can I return it?\nYes, within 30 days.\n\n## Do you ship?\nYes.`,
    });
    expect(passages.map((passage) => passage.href)).toEqual([
      '/composting-guide#can-i-return-it',
      '/composting-guide#do-you-ship',
    ]);
  });

  it('puts the title and heading path in front of the text for retrieval', () => {
    const [passage] = splitIntoPassages({ ...doc, markdown: `## Building a pile\n### Choosing a spot\n${paragraph(0, 5)}` });
    expect(passage?.retrievalText.startsWith('Composting Guide. Building a pile. Choosing a spot. Sentence 0')).toBe(true);
    expect(passage?.heading).toBe('Choosing a spot');
  });

  it('gives stable ids from the document and the text, distinct for repeated text', () => {
    const markdown = `## A\n${paragraph(0, 5)}\n\n## B\n${paragraph(0, 5)}`;
    const first = splitIntoPassages({ ...doc, markdown });
    const again = splitIntoPassages({ ...doc, markdown: `Intro ${paragraph(50, 5)}\n\n${markdown}` });
    expect(first.map((passage) => passage.id)).toEqual(again.slice(1).map((passage) => passage.id));
    expect(new Set(first.map((passage) => passage.id)).size).toBe(2);
    expect(first[0]?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(splitIntoPassages({ ...doc, id: 'other', markdown })[0]?.id).not.toBe(first[0]?.id);
    expect(splitIntoPassages({ ...doc, markdown }, { hash: (text) => `h${text.length}` })[0]?.id).toMatch(/^h\d+$/);
  });

  it('links every passage of our guides to a heading id the rendered page really has', () => {
    for (const file of [
      'guides/composting-guide.md',
      'pages/faq.md',
      'recipes/apple-and-oat-crumble.md',
      'pages/shipping-info.md',
    ]) {
      const markdown = body(file);
      const ids = new Set(
        renderMarkdown(markdown)
          .html.match(/id="[^"]+"/g)
          ?.map((match) => match.slice(4, -1)),
      );
      const passages = splitIntoPassages({ ...doc, markdown });
      expect(passages.length, file).toBeGreaterThan(1);
      for (const passage of passages) {
        if (passage.anchor) expect(ids.has(passage.anchor), `${file} #${passage.anchor}`).toBe(true);
        if (passage.sentences.length > 1) expect(passage.wordCount, file).toBeLessThanOrEqual(PASSAGE_WORDS.max);
      }
    }
  });
});

describe('splitIntoPassages from plain text', () => {
  it('cuts markdownToText output at the page’s headings and links to their ids', () => {
    const markdown = body('guides/composting-guide.md');
    const { html, headings } = renderMarkdown(markdown);
    const fromText = splitIntoPassages({ ...doc, text: searchText(html), headings });
    const fromMarkdown = splitIntoPassages({ ...doc, markdown });
    expect(new Set(fromText.map((passage) => passage.anchor))).toEqual(new Set(fromMarkdown.map((passage) => passage.anchor)));
    expect(fromText.some((passage) => passage.sentences.includes('Why compost.'))).toBe(false);
  });

  it('without headings, cuts by length alone and links to the page', () => {
    const passages = splitIntoPassages({ ...doc, text: markdownToText(`${paragraph(0, 30)}`) });
    expect(passages.length).toBe(2);
    expect(passages.every((passage) => passage.anchor === null && passage.href === '/composting-guide')).toBe(true);
    expect(passages.reduce((sum, passage) => sum + passage.wordCount, 0)).toBe(countWords(paragraph(0, 30)));
  });

  it('gives nothing for an empty document', () => {
    expect(splitIntoPassages({ ...doc, text: '' })).toEqual([]);
    expect(splitIntoPassages({ ...doc, markdown: '## Only a heading' })).toEqual([]);
  });
});

describe('hashText', () => {
  it('is stable, short and sensitive to every character', () => {
    expect(hashText('compost')).toBe(hashText('compost'));
    expect(hashText('compost')).toMatch(/^[0-9a-f]{16}$/);
    const seen = new Set(Array.from({ length: 5000 }, (_, index) => hashText(`passage ${index}`)));
    expect(seen.size).toBe(5000);
    expect(hashText('ab')).not.toBe(hashText('ba'));
    expect(hashText('')).toMatch(/^[0-9a-f]{16}$/);
  });
});
