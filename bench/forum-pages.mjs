#!/usr/bin/env node
// `npm run bench:forum` (issue 37): the forum's pages over 10,000 threads, beside the catalogue.
//
// For each database (PGlite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names
// a server, in a database of the benchmark's own, created and dropped) bench/forum-load.ts fills
// a fresh database: the site's start-up work, 10,000 generated threads and a thread of 100
// replies written through the forum's operations. Then the production build starts on it (page
// cache off, so every request is rendered) and, one request after another, in rounds in which
// the pages take turns (measurePages), each page is asked for: /forum and a category page as a
// visitor, the 100-reply thread signed in (its first page, 20 posts) as the demo shopper and as
// the demo admin, and /products (the catalogue's first page) as the yardstick. Printed: the
// server's CPU ms per request (user + system, /proc) and latency p50/p95. Reported, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabases, measurePages, runLoadScript, signIn, startServer, waitIdle } from './server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 30;
const THREADS = Number(process.env.BENCH_THREADS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 4520);
// BENCH_DATABASE_NAME: a name of its own when other sessions bench on the same server (it is dropped first).
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'verde_bench_forum';

async function measure(server, pages) {
  const cookies = {
    visitor: '',
    'signed in': await signIn(server.url),
    admin: await signIn(server.url, 'demo.admin@verde-living.example'),
  };
  return measurePages(server, pages, { cookies, requests: REQUESTS, warmup: WARMUP });
}

async function run({ name, prepare }) {
  const database = await prepare();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-forum-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: '' };
  let server = null;
  try {
    const loaded = await runLoadScript('bench/forum-load.ts', 'BENCH_FORUM', { BENCH_THREADS: String(THREADS), ...env });
    server = await startServer({ port: PORT, env: { ...env, PAGE_CACHE_TTL_SECONDS: '0' } });
    await waitIdle(server.pid);
    const rows = await measure(server, [
      { path: '/forum', who: 'visitor' },
      { path: `/forum/c/${loaded.category}`, label: '/forum/c/<category>', who: 'visitor' },
      { path: `/forum/t/${loaded.thread}`, label: '/forum/t/<100 replies>', who: 'signed in' },
      // The same page for the demo admin: moderation buttons on every post, and an edit link.
      { path: `/forum/t/${loaded.thread}`, label: '/forum/t/<100 replies>', who: 'admin' },
      { path: '/products', who: 'visitor' },
    ]);
    console.log(
      `\n${name}: ${loaded.threads.toLocaleString('en')} threads (loaded in ${loaded.loadSeconds} s), ` +
        `category ${loaded.category}, thread ${loaded.thread}; ${REQUESTS} sequential requests per row after ${WARMUP} to warm up, page cache off`,
    );
    console.table(rows);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

const runs = benchDatabases(DATABASE_NAME);
console.log(`bench:forum: the forum's pages over ${THREADS.toLocaleString('en')} generated threads, beside /products.`);
for (const setup of runs) await run(setup);
