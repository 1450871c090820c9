import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets';
import { shellChunk } from './scripts/shell-chunk';

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which imports React Router's
  // server build as a virtual module: one bundle, one copy of every singleton.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/main.ts' }, target: 'node20' }
    : { target: 'es2022', rollupOptions: { output: { manualChunks: shellChunk() } } },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  ssr: { external: ['@electric-sql/pglite', 'pg', 'pino', 'sharp'] },
}));
