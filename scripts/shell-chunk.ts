import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * How the browser's JavaScript is cut into files (decision 0065). Left to itself, Rollup gives
 * every set of modules shared by a different set of routes a chunk of its own; as every route
 * module is an entry, the root's own imports (the header, menus, footer, cart badge,
 * translator, route table, formatting) came out as some fifteen files of one or two kilobytes,
 * each a request of its own before the page could hydrate. Over HTTP/1.1's six connections and
 * a phone's latency, those requests, not their bytes, were what hydration waited for.
 *
 * - `shell`: every module of ours the root route (`app/root.tsx`) imports, directly or not,
 *   without a dynamic `import()`. Every page loads the root, so every page needs all of them:
 *   one file costs no page anything it did not already load.
 * - `react-router`: the router, which every page needs too, kept apart from our code so that
 *   `npm run bench:weight` can tell the two apart and a release of either changes one file.
 *
 * - `first-page`: the modules of ours the home page imports statically beyond the shell (the
 *   product and course cards, prices, pictures, stars, the relief figure). `/` is the page most
 *   visits start on, and its cards are shared with the catalogue pages in a different set each,
 *   so Rollup cut them into a dozen files of under 3 KiB (17 scripts for `/` after issue 35's
 *   course cards and ratings, against 12). In one file they cost a catalogue page that uses only
 *   some of them a few kilobytes more, and `/` five requests less.
 *
 * Other modules a route imports for itself, and anything loaded with `import()`, stay where
 * Rollup puts them, so a page still loads only what it uses.
 */
const ROOT_MODULE = path.resolve(import.meta.dirname, '../app/root.tsx');
const HOME_MODULE = path.resolve(import.meta.dirname, '../app/routes/content/home.tsx');
const APP_DIR = `${path.resolve(import.meta.dirname, '../app')}${path.sep}`;

/** Rollup's `manualChunks` for the client build. */
export function shellChunk(): GetManualChunk {
  let shell: Set<string> | undefined;
  let firstPage: Set<string> | undefined;
  /** A module and everything of ours it imports statically, from Rollup's module graph. */
  const collect = ({ getModuleInfo }: ManualChunkMeta, start: string) => {
    const found = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (found.has(id)) continue;
      found.add(id);
      for (const imported of getModuleInfo(id)?.importedIds ?? []) if (imported.startsWith(APP_DIR)) stack.push(imported);
    }
    return found;
  };
  return (id, meta) => {
    shell ??= collect(meta, ROOT_MODULE);
    firstPage ??= collect(meta, HOME_MODULE);
    if (id.includes(`${path.sep}node_modules${path.sep}react-router${path.sep}`)) return 'react-router';
    if (id === ROOT_MODULE || id === HOME_MODULE || !id.startsWith(APP_DIR)) return undefined;
    if (shell.has(id)) return 'shell';
    if (firstPage.has(id)) return 'first-page';
    return undefined;
  };
}
