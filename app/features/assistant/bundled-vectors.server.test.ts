import { describe, expect, it } from 'vitest';
import { decodeBundledVectors, encodeBundledVectors } from './bundled-vectors.server';
import { EMBEDDING_DIMENSIONS, EMBEDDING_MODEL } from './embedder.server';

/** A vector of float32-exact values, different for each seed. */
const vectorOf = (seed: number) =>
  Array.from({ length: EMBEDDING_DIMENSIONS }, (_, index) => Math.fround(Math.sin(seed * 7 + index) / 3));

describe('the bundled vectors file', () => {
  it('gives back every vector exactly, keyed by its text hash', () => {
    const vectors = new Map([
      ['00ff10aa20bb30cc', vectorOf(1)],
      ['0123456789abcdef', vectorOf(2)],
    ]);
    const decoded = decodeBundledVectors(encodeBundledVectors(vectors));
    expect([...decoded.keys()].sort()).toEqual(['00ff10aa20bb30cc', '0123456789abcdef']);
    expect(decoded.get('00ff10aa20bb30cc')).toEqual(vectorOf(1));
    expect(decoded.get('0123456789abcdef')).toEqual(vectorOf(2));
  });

  it('offers nothing from another model, whose vectors would not compare with this one’s', () => {
    const file = encodeBundledVectors(new Map([['0123456789abcdef', vectorOf(3)]]));
    const header = file.subarray(0, file.indexOf(10)).toString('utf8');
    const other = Buffer.concat([Buffer.from(header.replace(EMBEDDING_MODEL, 'another-model')), file.subarray(file.indexOf(10))]);
    expect(decodeBundledVectors(other).size).toBe(0);
  });

  it('refuses a file cut short, and a vector of the wrong size', () => {
    const file = encodeBundledVectors(new Map([['0123456789abcdef', vectorOf(4)]]));
    expect(() => decodeBundledVectors(file.subarray(0, file.length - 4))).toThrow(/cut short/);
    expect(() => encodeBundledVectors(new Map([['0123456789abcdef', [0.5, 0.5]]]))).toThrow(/dimensions/);
  });
});
