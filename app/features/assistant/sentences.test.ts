import { describe, expect, it } from 'vitest';
import { countWords, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at full stops, question and exclamation marks followed by a new sentence', () => {
    expect(splitSentences('Why compost. Compost is not a fertilizer!  Is it?\nYes.')).toEqual([
      'Why compost.',
      'Compost is not a fertilizer!',
      'Is it?',
      'Yes.',
    ]);
  });

  it('keeps abbreviations, decimals, initials and lower-case continuations inside the sentence', () => {
    expect(
      splitSentences('Use browns, e.g. straw. Add 2.5 kg of it. Ask Dr. Patel or J. Smith. Mix approx. Two buckets.'),
    ).toEqual(['Use browns, e.g. straw.', 'Add 2.5 kg of it.', 'Ask Dr. Patel or J. Smith.', 'Mix approx. Two buckets.']);
    expect(splitSentences('Leaves, straw etc. are browns. Done.')).toEqual(['Leaves, straw etc. are browns.', 'Done.']);
  });

  it('keeps closing quotes and brackets with their sentence and treats runs of stops as one', () => {
    expect(splitSentences('He said "turn it." Then wait... Really?! (Yes.) Fine')).toEqual([
      'He said "turn it."',
      'Then wait...',
      'Really?!',
      '(Yes.)',
      'Fine',
    ]);
  });

  it('does not split inside addresses or numbers', () => {
    expect(splitSentences('See verde.example/compost or v1.2 first. Next.')).toEqual([
      'See verde.example/compost or v1.2 first.',
      'Next.',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(splitSentences('  \n ')).toEqual([]);
  });
});

describe('countWords', () => {
  it('counts words separated by any whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' one  two\nthree ')).toBe(3);
  });
});
