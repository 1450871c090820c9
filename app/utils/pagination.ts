/** How many pages a list of `total` items fills, `pageSize` at a time; an empty list is one page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
