import { describe, expect, it } from 'vitest';
import { isOneEditApart, isTrigramClose, stem, termsOf, tokenize } from './terms';

describe('tokenize', () => {
  it('lower-cases, drops accents and possessive endings', () => {
    expect(tokenize("The soil's pH, don't worry: Café-grown TOMATOES!")).toEqual([
      'the',
      'soil',
      'ph',
      'dont',
      'worry',
      'cafe',
      'grown',
      'tomatoes',
    ]);
  });
});

describe('stem', () => {
  it('brings a word’s forms together', () => {
    const groups = [
      ['compost', 'composting', 'composted', 'composts'],
      ['tomato', 'tomatoes', 'tomatos'],
      ['plant', 'plants', 'planting', 'planted'],
      ['dig', 'digging'],
      ['berry', 'berries'],
      ['water', 'watering', 'watered'],
      ['mulch', 'mulches', 'mulching'],
      ['leaf', 'leaves'],
      ['prune', 'pruning', 'pruned'],
      ['seed', 'seeds'],
      ['disease', 'diseases'],
      ['box', 'boxes'],
    ];
    for (const group of groups) expect(new Set(group.map(stem)), group.join()).toHaveProperty('size', 1);
  });

  it('leaves short words, numbers and words that only look plural alone', () => {
    expect(stem('bed')).toBe('bed');
    expect(stem('2026')).toBe('2026');
    expect(stem('glass')).toBe('glass');
    expect(stem('humus')).toBe('humus');
    expect(stem('analysis')).toBe('analysis');
  });
});

describe('termsOf', () => {
  it('keeps the words that say what a question is about', () => {
    expect(termsOf('How do I stop my compost bin from smelling??')).toEqual(['stop', 'compost', 'bin', 'smell']);
    expect(termsOf('what is the best way to do it')).toEqual([]);
  });
});

describe('near misses', () => {
  it('accepts one added, dropped, changed or swapped letter in words of four letters or more', () => {
    for (const [typed, meant] of [
      ['compsot', 'compost'],
      ['wter', 'water'],
      ['tomatoe', 'tomato'],
      ['mulsh', 'mulch'],
      ['fertilizer', 'fertiliser'],
    ])
      expect(isOneEditApart(typed ?? '', meant ?? ''), `${typed}`).toBe(true);
    for (const [typed, meant] of [
      ['pot', 'pit'],
      ['compost', 'compare'],
      ['sand', 'sandy'.repeat(2)],
      ['abcd', 'badc'],
    ])
      expect(isOneEditApart(typed ?? '', meant ?? ''), `${typed}`).toBe(false);
  });

  it('accepts long words that share most of their trigrams', () => {
    expect(isTrigramClose('vermicomposing', 'vermicompost')).toBe(true);
    expect(isTrigramClose('greenhouse', 'greenhose')).toBe(true);
    expect(isTrigramClose('fertilizer', 'pesticide')).toBe(false);
    expect(isTrigramClose('bean', 'bead')).toBe(false);
  });
});
