#!/usr/bin/env node
// `npm run bench:marketplace` (issue 39): "/vendors/dashboard and /affiliate for an account with
// 10,000 order lines or 100,000 clicks render within the render budget".
//
// For each database (PGlite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names
// a server, in a database of the benchmark's own, created and dropped) bench/marketplace-load.ts
// fills a fresh database: the site's start-up work, then the demo vendor's 10,000 paid order
// lines with their parcels, ledger entries, refunds and payouts, and the demo affiliate's 100,000
// tracking events rolled up by the real job and 2,000 attributed orders. Then the production
// build starts on it (page cache off, so every request is rendered) and, one request after
// another, in rounds in which the pages take turns (measurePages), each page is asked for: the vendor's three pages signed in as the demo vendor (the
// dashboard, its parcels with their ship forms and its products; decision 0110), /affiliate as
// the demo affiliate, and /products (the catalogue's first page) for a visitor as the yardstick.
// Printed: the server's CPU ms per request (user + system, /proc), its ratio to /products' in the
// same run (the machine is shared, so absolute figures move with its load), and latency p50/p95;
// on PostgreSQL also the CPU of every `postgres` process on the machine per request (the queries'
// own work, which the server's figure leaves out; other sessions' queries too on a shared machine).
// Reported, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabases, measurePages, runLoadScript, signIn, startServer, waitIdle } from './server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 30;
const PORT = Number(process.env.BENCH_PORT ?? 4520);
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'verde_bench_marketplace';

async function measure(server, pages, { postgres = false } = {}) {
  const cookies = {
    visitor: '',
    vendor: await signIn(server.url, 'demo.vendor@verde-living.example'),
    affiliate: await signIn(server.url, 'demo.affiliate@verde-living.example'),
  };
  const rows = await measurePages(server, pages, { cookies, requests: REQUESTS, warmup: WARMUP, postgres });
  const yardstick = rows.find((row) => row.page === '/products')?.['CPU ms/req'];
  for (const row of rows) row['x /products'] = yardstick ? Number((row['CPU ms/req'] / yardstick).toFixed(2)) : null;
  return rows;
}

async function run({ name, prepare }) {
  const database = await prepare();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-market-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: '' };
  let server = null;
  try {
    const loaded = await runLoadScript('bench/marketplace-load.ts', 'BENCH_MARKET', env);
    server = await startServer({ port: PORT, env: { ...env, PAGE_CACHE_TTL_SECONDS: '0' } });
    await waitIdle(server.pid);
    const rows = await measure(
      server,
      [
        { path: '/vendors/dashboard', who: 'vendor' },
        { path: '/vendors/dashboard/parcels', who: 'vendor' },
        { path: '/vendors/dashboard/products', who: 'vendor' },
        { path: '/affiliate', who: 'affiliate' },
        { path: '/products', who: 'visitor' },
      ],
      { postgres: name === 'PostgreSQL' },
    );
    const loadAverage = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
    console.log(
      `\n${name}: the vendor's ${loaded.lines.toLocaleString('en')} order lines (${loaded.entries.toLocaleString('en')} ledger entries, ` +
        `${loaded.refunds} refunds), the affiliate's ${loaded.clicks.toLocaleString('en')} events rolled up and ${loaded.conversions.toLocaleString('en')} orders ` +
        `(loaded in ${loaded.loadSeconds} s); ${REQUESTS} sequential requests per row after ${WARMUP} to warm up, page cache off; load average ${loadAverage}`,
    );
    console.table(rows);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

// BENCH_ONLY=PGlite or BENCH_ONLY=PostgreSQL measures one of them.
const runs = benchDatabases(DATABASE_NAME).filter((setup) => !process.env.BENCH_ONLY || setup.name === process.env.BENCH_ONLY);
console.log(
  "bench:marketplace: a vendor's and an affiliate's dashboards over 10,000 order lines and 100,000 events, beside /products.",
);
for (const setup of runs) await run(setup);
