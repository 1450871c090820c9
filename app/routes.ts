import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
// Relative, not `~/`: React Router's Vite plugin loads this file to read the config.
import { NOT_FOUND_ROUTE, ROUTE_ADDRESSES, type RouteAddress } from './utils/route-table';

/**
 * One address of the table as React Router's config entry. An alias shares its entry's module, so
 * it needs a route id of its own (an id defaults to the module's): `alias` and its address.
 */
function configEntry({ path, route: entry }: RouteAddress): RouteConfigEntry {
  const segments = path.slice(1);
  const isAlias = path !== entry.path;
  const options = isAlias ? { id: `alias${path}` } : {};
  if (isAlias || !entry.isIndex) return route(segments, entry.file, options);
  // An index route below the root carries its path, as prefix() makes it (the creator hub's front screen).
  return segments ? { ...index(entry.file, options), path: segments } : index(entry.file, options);
}

// Every address, its module and who may open it are declared once, in app/utils/route-table.ts.
export default [
  ...ROUTE_ADDRESSES.map(configEntry),
  // Everything else: the not-found page with status 404
  route(NOT_FOUND_ROUTE.path.slice(1), NOT_FOUND_ROUTE.file),
] satisfies RouteConfig;
