/* How an answer cites its sources (issue 38): by number in square brackets, as both providers write them. */

/** The sources an answer cites by number ([1], [2]…), in their order: the ones the panel lists. */
export function citedNumbers(answer: string): Set<number> {
  return new Set([...answer.matchAll(/\[(\d{1,2})\]/g)].map((match) => Number(match[1])));
}
