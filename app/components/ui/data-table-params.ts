/**
 * The address of an administration list (decision 0068): `?sort=<key>&dir=asc|desc` and `?page=n`
 * beside the list's own filters (`q`, `status`, …). Read on the server by the loader and by the
 * list's CSV export, written by the table's header links and pager, so every view of a list can be
 * bookmarked and works without JavaScript. Pure: no React, no database.
 */

export type SortDir = 'asc' | 'desc';

/** A list's order: one of its sortable keys, and which way. */
export type SortState<K extends string = string> = { key: K; dir: SortDir };

/** The pages of a list are numbered 1 to this; anything else is page 1. */
export const MAX_PAGE = 10_000;

/**
 * The order the address asks for, if `sort` is one of the list's `keys` (its allow-list; the
 * feature maps each key to a column, so nothing typed by a person reaches SQL); otherwise the
 * list's `fallback`. A known key without a valid `dir` sorts ascending.
 */
export function readSort<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  fallback: SortState<NoInfer<K>>,
): SortState<K> {
  const key = params.get('sort');
  if (key === null || !(keys as readonly string[]).includes(key)) return fallback;
  return { key: key as K, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' };
}

/**
 * The page the address asks for: a whole number from 1 to MAX_PAGE, else 1. `name` is the
 * parameter's, for a page showing two lists (`?page=2&products=3`).
 */
export function readPage(params: URLSearchParams, name = 'page'): number {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Whether two orders are the same (a list's own default is not repeated in its labels). */
export function isSameSort(a: SortState, b: SortState): boolean {
  return a.key === b.key && a.dir === b.dir;
}

/**
 * Where a sortable header leads: the list sorted by `key`, the other way round if it is sorted
 * by `key` already, else in the column's `firstDir` (newest or largest first for dates and
 * amounts). The filters stay; the page goes, as page 3 of another order means nothing.
 */
export function sortSearch(search: string, current: SortState | undefined, key: string, firstDir: SortDir = 'asc'): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const dir: SortDir = current?.key === key ? (current.dir === 'asc' ? 'desc' : 'asc') : firstDir;
  params.set('sort', key);
  params.set('dir', dir);
  return `?${params}`;
}

/** The same view of the list on another page; page 1 is the address without `page` (or `name`). */
export function pageSearch(search: string, page: number, name = 'page'): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(name, String(page));
  else params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/**
 * The CSV export of what the list shows: its export route with the same filters and order, but
 * without the page, since the file holds every matching row (up to the export's ceiling).
 */
export function exportHref(exportPath: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const text = params.toString();
  return text ? `${exportPath}?${text}` : exportPath;
}
