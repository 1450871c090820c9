/**
 * A LIKE/ILIKE pattern matching text that contains `term`, with `%`, `_` and `\` typed into a
 * search box looked for literally (the admin searches: orders, inventory, certificates).
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;
}
