import { describe, expect, it } from 'vitest';
import {
  highlightSegments,
  matchWord,
  normaliseQuery,
  prefixTsQuery,
  quotedPhrases,
  SEARCH_QUERY_MAX,
  searchTerms,
  snippetAround,
  trigramSimilarity,
} from './search-text';

const marked = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .map((segment) => (segment.isMatch ? `[${segment.text}]` : segment.text))
    .join('');

describe('query terms', () => {
  it('keeps distinct lower-case words of two or more letters or digits', () => {
    expect(searchTerms('Compost, compost & a bin!')).toEqual(['compost', 'bin']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('Jalapeño 20L')).toEqual(['jalapeño', '20l']);
    expect(searchTerms('طماطم بذور')).toEqual(['طماطم', 'بذور']);
  });

  it('drops every character that could carry syntax', () => {
    expect(searchTerms(`tomato' or 1=1 -- ; drop table products; & | ! :* ( ) <-> \\ %_`)).toEqual([
      'tomato',
      'or',
      'drop',
      'table',
      'products',
    ]);
  });

  it('makes a prefix tsquery of the terms, or none', () => {
    expect(prefixTsQuery(['tomato', 'seed'])).toBe('tomato:* & seed:*');
    expect(prefixTsQuery([])).toBeNull();
    expect(prefixTsQuery(['tomato'], 'ABC')).toBe('tomato:*ABC');
  });

  it('cuts long queries', () => {
    expect(normaliseQuery(`  ${'a'.repeat(300)}  `)).toHaveLength(SEARCH_QUERY_MAX);
    expect(normaliseQuery(null)).toBe('');
  });
});

describe('word matching', () => {
  it('matches words that start with a term or its stem', () => {
    expect(matchWord('Tomatoes', 'tomato')).toBe('exact');
    expect(matchWord('tomato', 'tomatoes')).toBe('exact');
    expect(matchWord('compost', 'composting')).toBe('exact');
    expect(matchWord('rainwater', 'water')).toBeNull();
  });

  it('takes a close word of four or more letters for a typo', () => {
    expect(trigramSimilarity('compost', 'compst')).toBeCloseTo(0.5);
    expect(matchWord('Compost', 'compst')).toBe('typo');
    expect(matchWord('Composting', 'compst')).toBe('typo');
    expect(matchWord('tomato', 'tomatoe')).toBe('typo');
    expect(matchWord('bear', 'bean')).toBeNull();
    expect(matchWord('Compost', 'compst', { allowTypos: false })).toBeNull();
  });
});

describe('highlighting', () => {
  it('marks whole matching words and joins neighbours', () => {
    expect(marked('Brandywine Heirloom Tomato Seeds', ['tomato', 'seed'])).toBe('Brandywine Heirloom [Tomato Seeds]');
    expect(marked('Grow tomatoes, then save tomato seed.', ['tomato'])).toBe('Grow [tomatoes], then save [tomato] seed.');
    expect(marked('Nothing here', ['tomato'])).toBe('Nothing here');
    expect(marked('Any text', [])).toBe('Any text');
    expect(highlightSegments('', ['tomato'])).toEqual([]);
  });

  it('keeps markup in the text as text', () => {
    const segments = highlightSegments('<b>Tomato</b> & <script>', ['tomato', 'script']);
    expect(segments.map((segment) => segment.text).join('')).toBe('<b>Tomato</b> & <script>');
    expect(segments.filter((segment) => segment.isMatch).map((segment) => segment.text)).toEqual(['Tomato', 'script']);
  });
});

describe('snippets', () => {
  const long = `${'Our seeds come from small farms we know by name and visit every year. '.repeat(4)}Brandywine is a tomato many gardeners grow once for the taste and then keep growing for years and years.`;

  it('returns short texts whole', () => {
    expect(snippetAround('  A short\n text.  ', ['short'])).toBe('A short text.');
  });

  it('starts at the sentence of the first match when it is near', () => {
    const snippet = snippetAround(long, ['tomato'], 120);
    expect(snippet.startsWith('…Brandywine is a tomato')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(122);
  });

  it('otherwise starts on a word boundary shortly before the match and ends on one', () => {
    const text = `${'word '.repeat(60)}alpha beta gamma tomato delta ${'epsilon '.repeat(60)}`;
    const snippet = snippetAround(text, ['tomato'], 90);
    expect(snippet).toMatch(/^…word /);
    expect(snippet).toContain('tomato');
    expect(snippet).toMatch(/ (word|alpha|beta|gamma|tomato|delta|epsilon)…$/);
    const words = snippet.replace(/…/g, '').split(' ');
    for (const word of words) expect(['word', 'alpha', 'beta', 'gamma', 'tomato', 'delta', 'epsilon']).toContain(word);
  });

  it('opens the text when nothing matches, cut at a word', () => {
    const snippet = snippetAround(long, ['zucchini'], 60);
    expect(snippet.startsWith('Our seeds come from')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.slice(0, -1)).not.toMatch(/\s$/);
    expect(long.startsWith(snippet.slice(0, -1))).toBe(true);
  });

  it('finds a match near the start without cutting before it', () => {
    expect(snippetAround(long, ['seeds'], 80).startsWith('Our seeds')).toBe(true);
  });
});

describe('quotedPhrases', () => {
  it('reads each quoted run of two or more words as a phrase, in order, and nothing else', () => {
    expect(quotedPhrases('"raised bed" compost "Cover Crop"')).toEqual([
      ['raised', 'bed'],
      ['cover', 'crop'],
    ]);
    expect(quotedPhrases('"mulch" and "unclosed')).toEqual([]);
    expect(quotedPhrases('no quotes at all')).toEqual([]);
  });

  it('keeps only letters and digits of a phrase, so no syntax reaches a tsquery', () => {
    expect(quotedPhrases('"raised <-> bed:*"')).toEqual([['raised', 'bed']]);
    expect(quotedPhrases('"a" "b c" "d e" "f g"')).toHaveLength(2);
  });
});
