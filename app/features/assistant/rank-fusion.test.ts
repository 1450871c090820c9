import { describe, expect, it } from 'vitest';
import { fuseRankings, RRF_K } from './rank-fusion';

describe('fuseRankings', () => {
  it('sums 1 / (k + rank) over the lists', () => {
    const fused = fuseRankings([
      ['a', 'b', 'c'],
      ['b', 'a', 'd'],
    ]);
    expect(fused.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(fused[0]?.score).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 2));
    expect(fused[2]?.score).toBeCloseTo(1 / (RRF_K + 3));
  });

  it('lifts an item both lists agree on above one list’s favourite', () => {
    const fused = fuseRankings([
      ['solo', 'shared'],
      ['other', 'shared'],
    ]);
    expect(fused[0]?.id).toBe('shared');
  });

  it('breaks ties by best rank, then by earlier list, then by id', () => {
    expect(fuseRankings([['x'], ['y']]).map((item) => item.id)).toEqual(['x', 'y']);
    expect(fuseRankings([['b'], ['a']]).map((item) => item.id)).toEqual(['b', 'a']);
    expect(fuseRankings([['q', 'z', 'a']], { k: 0, weights: [1] }).map((item) => item.id)).toEqual(['q', 'z', 'a']);
    // Equal sums from different ranks: 1/(k+1)+1/(k+4) is not 1/(k+2)+1/(k+3), so build an exact tie.
    const tied = fuseRankings([
      ['m', 'n'],
      ['n', 'm'],
    ]);
    expect(tied.map((item) => item.id)).toEqual(['m', 'n']);
    expect(tied[0]?.score).toBe(tied[1]?.score);
  });

  it('gives the same order whatever order the lists come in, except for exact ties', () => {
    const lists = [
      ['a', 'b', 'c', 'd'],
      ['d', 'c', 'e'],
      ['c', 'a'],
    ];
    const forward = fuseRankings(lists).map((item) => item.id);
    const reversed = fuseRankings([...lists].reverse()).map((item) => item.id);
    expect(forward[0]).toBe('c');
    expect(new Set(forward)).toEqual(new Set(reversed));
    expect(forward[0]).toBe(reversed[0]);
  });

  it('counts a repeated id once per list, at its better place', () => {
    const fused = fuseRankings([['a', 'a', 'b']]);
    expect(fused).toEqual([
      { id: 'a', score: 1 / (RRF_K + 1) },
      { id: 'b', score: 1 / (RRF_K + 3) },
    ]);
  });

  it('weights lists, takes its own k and cuts at the limit', () => {
    const fused = fuseRankings(
      [
        ['a', 'b'],
        ['b', 'a'],
      ],
      { weights: [1, 2], k: 10, limit: 1 },
    );
    expect(fused).toEqual([{ id: 'b', score: 1 / 12 + 2 / 11 }]);
    expect(fuseRankings([], {})).toEqual([]);
    expect(fuseRankings([['a']], { limit: 0 })).toEqual([]);
    expect(() => fuseRankings([['a']], { k: -1 })).toThrow();
  });
});
