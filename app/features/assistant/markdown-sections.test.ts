import { describe, expect, it } from 'vitest';
import { slugify } from '~/features/content/slugify';
import { inlineText, markdownSections } from './markdown-sections';

describe('inlineText', () => {
  it('keeps what a reader sees of inline markdown', () => {
    expect(inlineText('**Bold** and _em_ with `code`, a [link](/compost) and ![a picture](/x.svg) &amp; more')).toBe(
      'Bold and em with code, a link and & more',
    );
    expect(inlineText('C:N of 25–30:1, snake_case_word and 2 * 3 * 4')).toBe('C:N of 25–30:1, snake_case_word and 2 * 3 * 4');
  });
});

describe('slugify', () => {
  it('makes the ids content.server gives headings', () => {
    expect(slugify('Browns and greens: the carbon to nitrogen balance')).toBe('browns-and-greens-the-carbon-to-nitrogen-balance');
    expect(slugify('Café & crème?')).toBe('cafe-creme');
    expect(slugify('How does the 10% relief share work?')).toBe('how-does-the-10-relief-share-work');
  });
});

describe('markdownSections', () => {
  it('cuts at headings, numbering repeated anchors as the rendered page does', () => {
    const sections = markdownSections(
      '---\ntitle: X\n---\nOpening words. Second sentence.\n\n## Care\nWater well.\n\n### **Tips**\nMulch.\n\n## Care\nAgain.',
    );
    expect(sections.map((section) => [section.heading, section.anchor, section.depth, section.sentences])).toEqual([
      [null, null, 0, ['Opening words.', 'Second sentence.']],
      ['Care', 'care', 2, ['Water well.']],
      ['Tips', 'tips', 3, ['Mulch.']],
      ['Care', 'care-1', 2, ['Again.']],
    ]);
  });

  it('makes each list item and table row a sentence of its own', () => {
    const [section] = markdownSections(
      [
        '- **Open heap:** free',
        '  and flexible',
        '- [x] Done item',
        '1. First step. Then more',
        'lazy continuation',
        '',
        '| Material | Type |',
        '| --- | :---: |',
        '| Straw | Brown |',
        '| Grass | |',
      ].join('\n'),
    );
    expect(section?.sentences).toEqual([
      'Open heap: free and flexible.',
      'Done item.',
      'First step.',
      'Then more lazy continuation.',
      'Material: Straw; Type: Brown.',
      'Material: Grass.',
    ]);
  });

  it('reads recipe ingredient lines as words', () => {
    const [section] = markdownSections('- 1 | kg | apples | peeled, cored\n- 1 | pinch | salt');
    expect(section?.sentences).toEqual(['1 kg apples, peeled, cored.', '1 pinch salt.']);
  });

  it('drops comments, rules and quote markers and keeps code as text', () => {
    const [section] = markdownSections('<!-- reply: Sam -->\n> Quoted advice.\n\n---\n\n```\nmix well\n```\nAfter.');
    expect(section?.sentences).toEqual(['Quoted advice.', 'mix well', 'After.']);
  });

  it('keeps a heading with no text under it, so its children know their parent', () => {
    const sections = markdownSections('## Ingredients\n\n### For the filling\n- apples');
    expect(sections.map((section) => [section.heading, section.sentences])).toEqual([
      ['Ingredients', []],
      ['For the filling', ['apples.']],
    ]);
  });
});
