import path from 'node:path';
import type { ManualChunkMeta } from 'rollup';
import { describe, expect, it } from 'vitest';
import { shellChunk } from './shell-chunk';

const app = (file: string) => path.resolve(import.meta.dirname, '../app', file);
const routerModule = path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production/index.mjs');

/** A module graph as Rollup reports it: each module's static and dynamic imports. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [app('root.tsx')]: { importedIds: [app('components/layout/header.tsx'), routerModule], dynamicallyImportedIds: [] },
  [app('components/layout/header.tsx')]: {
    importedIds: [app('utils/money.ts')],
    dynamicallyImportedIds: [app('components/layout/cart-drawer.tsx')],
  },
  [app('utils/money.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
  [app('components/layout/cart-drawer.tsx')]: { importedIds: [app('features/cart/cart-lines.tsx')], dynamicallyImportedIds: [] },
  [app('features/cart/cart-lines.tsx')]: { importedIds: [], dynamicallyImportedIds: [] },
  [app('routes/shop/products.tsx')]: { importedIds: [app('utils/money.ts')], dynamicallyImportedIds: [] },
  [routerModule]: { importedIds: [], dynamicallyImportedIds: [] },
  [app('routes/content/home.tsx')]: {
    importedIds: [app('utils/money.ts'), app('features/catalog/components/product-card.tsx')],
    dynamicallyImportedIds: [],
  },
  [app('features/catalog/components/product-card.tsx')]: {
    importedIds: [app('components/ui/star-rating.tsx')],
    dynamicallyImportedIds: [],
  },
  [app('components/ui/star-rating.tsx')]: { importedIds: [], dynamicallyImportedIds: [] },
};
const meta = { getModuleInfo: (id: string) => graph[id] ?? null } as unknown as ManualChunkMeta;

describe('the client build’s shared chunks', () => {
  it('puts every module the root imports statically into the shell, and nothing else of ours', () => {
    const chunkOf = shellChunk();
    expect(chunkOf(app('components/layout/header.tsx'), meta)).toBe('shell');
    expect(chunkOf(app('utils/money.ts'), meta)).toBe('shell');
    // Loaded on demand by the shell, or imported by a route only: left where Rollup puts them.
    expect(chunkOf(app('components/layout/cart-drawer.tsx'), meta)).toBeUndefined();
    expect(chunkOf(app('features/cart/cart-lines.tsx'), meta)).toBeUndefined();
    expect(chunkOf(app('routes/shop/products.tsx'), meta)).toBeUndefined();
    // The root route's own module stays React Router's entry for it.
    expect(chunkOf(app('root.tsx'), meta)).toBeUndefined();
  });

  it('puts what the home page imports beyond the shell into one first-page file', () => {
    const chunkOf = shellChunk();
    expect(chunkOf(app('features/catalog/components/product-card.tsx'), meta)).toBe('first-page');
    expect(chunkOf(app('components/ui/star-rating.tsx'), meta)).toBe('first-page');
    // What the shell has stays there; the home route's own module stays its entry.
    expect(chunkOf(app('utils/money.ts'), meta)).toBe('shell');
    expect(chunkOf(app('routes/content/home.tsx'), meta)).toBeUndefined();
  });

  it('keeps React Router in a file of its own', () => {
    expect(shellChunk()(routerModule, meta)).toBe('react-router');
  });
});
