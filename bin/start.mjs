#!/usr/bin/env node
// Starts the production build (npm start builds it first).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../build/server/index.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  console.error('No production build found. Run `npm run build` first (or `npm start`, which builds and starts).');
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
const { start } = await import(entry.href);
await start();
