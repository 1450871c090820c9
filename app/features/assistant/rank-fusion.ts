/*
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, 2009): each list gives an item
 * 1 / (k + rank), and the sums rank the union. It needs no score calibration between the
 * full-text ranking and the embedding similarity, which are on unrelated scales.
 */

export type FusedItem = { id: string; score: number };

export type RankFusionOptions = {
  /** Damps the lead of the very first places; 60 is the value the original paper found robust. */
  k?: number;
  /** One weight per list (default 1 each), for trusting one retriever more than another. */
  weights?: readonly number[];
  /** Keep only the first this many. */
  limit?: number;
};

export const RRF_K = 60;

export function fuseRankings(lists: readonly (readonly string[])[], options: RankFusionOptions = {}): FusedItem[] {
  const k = options.k ?? RRF_K;
  if (!(k >= 0)) throw new Error('Rank fusion needs k >= 0');
  const scores = new Map<string, number>();
  // Ties go to the item some list ranked highest, then to the earlier list, then to the id, so
  // the same inputs always give the same order whatever the Map's insertion order was.
  const bestRank = new Map<string, number>();
  const firstList = new Map<string, number>();
  lists.forEach((list, listIndex) => {
    const weight = options.weights?.[listIndex] ?? 1;
    const seen = new Set<string>();
    list.forEach((id, index) => {
      // A list naming an item twice counts it once, at its better place.
      if (seen.has(id)) return;
      seen.add(id);
      const rank = index + 1;
      scores.set(id, (scores.get(id) ?? 0) + weight / (k + rank));
      if (rank < (bestRank.get(id) ?? Number.POSITIVE_INFINITY)) bestRank.set(id, rank);
      if (!firstList.has(id)) firstList.set(id, listIndex);
    });
  });
  const fused = [...scores].map(([id, score]) => ({ id, score }));
  fused.sort(
    (a, b) =>
      b.score - a.score ||
      (bestRank.get(a.id) ?? 0) - (bestRank.get(b.id) ?? 0) ||
      (firstList.get(a.id) ?? 0) - (firstList.get(b.id) ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return options.limit === undefined ? fused : fused.slice(0, Math.max(0, options.limit));
}
