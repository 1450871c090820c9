#!/usr/bin/env node
// `npm run bench:search` (issue 36): the site search over 100,000 generated documents, on PGlite
// and, when BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on PostgreSQL too (in a
// database of its own, created and dropped). See bench/search-documents.ts for what is measured.
// Targets: p95 under 10 ms on PostgreSQL and under 25 ms on PGlite. Reported, never asserted.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const runs = [{ name: 'PGlite', env: { BENCH_DATABASE_URL: '' } }];
if (serverUrl) runs.push({ name: 'PostgreSQL', env: { BENCH_DATABASE_URL: serverUrl } });
else console.log('No BENCH_DATABASE_URL or DATABASE_URL: measuring PGlite only.');

let failed = false;
for (const run of runs) {
  const env = { ...process.env, ...run.env };
  if (!env.BENCH_DATABASE_URL) delete env.BENCH_DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/search-documents.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
