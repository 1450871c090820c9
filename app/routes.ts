import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
// Relative, not `~/`: React Router's Vite plugin loads this file to read the config.
import { NOT_FOUND_ROUTE, ROUTE_TABLE, type RouteDefinition } from './utils/route-table';

/** One route of the table as React Router's config entry. */
function configEntry({ path, file, id, isIndex }: RouteDefinition): RouteConfigEntry {
  const segments = path.slice(1);
  const options = id ? { id } : {};
  if (!isIndex) return route(segments, file, options);
  // An index route below the root carries its path, as prefix() makes it (the creator hub's front screen).
  return segments ? { ...index(file, options), path: segments } : index(file, options);
}

// Every path, its module and who may open it are declared once, in app/utils/route-table.ts.
export default [
  ...ROUTE_TABLE.map(configEntry),
  // Everything else: the not-found page with status 404
  route(NOT_FOUND_ROUTE.path.slice(1), NOT_FOUND_ROUTE.file),
] satisfies RouteConfig;
