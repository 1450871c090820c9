import type { RouteConfigEntry } from '@react-router/dev/routes';

/** One page of the route config: its full path and its module. */
export type FlatRoute = { path: string; file: string };

/** The route config (app/routes.ts) as a flat list of pages, nested paths joined, index routes included. */
export function flattenRoutes(entries: RouteConfigEntry[], parent = ''): FlatRoute[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    const here: FlatRoute[] = entry.path !== undefined || entry.index ? [{ path: own || '/', file: entry.file }] : [];
    return [...here, ...flattenRoutes(entry.children ?? [], own)];
  });
}
