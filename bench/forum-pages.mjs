#!/usr/bin/env node
// `npm run bench:forum` (issue 37): the forum's pages over 10,000 threads, beside the catalogue.
//
// For each database (PGlite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names
// a server, in a database of the benchmark's own, created and dropped) bench/forum-load.ts fills
// a fresh database: the site's start-up work, 10,000 generated threads and a thread of 100
// replies written through the forum's operations. Then the production build starts on it (page
// cache off, so every request is rendered) and, one request after another, each page is asked
// for: /forum and a category page as a visitor, the 100-reply thread signed in (its first page,
// 50 posts) as the demo shopper and as the demo admin, and /products (the catalogue's first page)
// as the yardstick. Printed: the server's CPU ms per request (user + system, /proc) and latency
// p50/p95. Reported, never asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabases, cpuMs, signIn, startServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 30;
const THREADS = Number(process.env.BENCH_THREADS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 4520);
// BENCH_DATABASE_NAME: a name of its own when other sessions bench on the same server (it is dropped first).
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'verde_bench_forum';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Runs bench/forum-load.ts on the database and answers what it printed. */
function load(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/forum-load.ts'], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', BENCH_THREADS: String(THREADS), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('BENCH_FORUM '));
      if (code !== 0 || !line) return reject(new Error(`bench/forum-load.ts failed (${code})`));
      resolve(JSON.parse(line.slice('BENCH_FORUM '.length)));
    });
  });
}

/**
 * Waits until the server's background work (the events the load left: notifications, search) is
 * done: five quiet seconds in a row, as its jobs come in batches with pauses between them (one
 * quiet second let a batch land in the middle of a row: 172 ms a request, p95 2.2 s).
 */
async function waitIdle(pid) {
  const deadline = Date.now() + 180_000;
  let quiet = 0;
  while (quiet < 5 && Date.now() < deadline) {
    const before = cpuMs(pid);
    await sleep(1000);
    quiet = cpuMs(pid) - before < 30 ? quiet + 1 : 0;
  }
}

async function measure(server, pages) {
  const cookies = {
    visitor: '',
    'signed in': await signIn(server.url),
    admin: await signIn(server.url, 'demo.admin@verde-living.example'),
  };
  const rows = [];
  for (const page of pages) {
    const headers = { 'accept-encoding': 'gzip', ...(cookies[page.who] && { cookie: cookies[page.who] }) };
    let bytes = 0;
    const get = async () => {
      const response = await fetch(`${server.url}${page.path}`, { headers, redirect: 'manual' });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${page.path}: ${response.status}`);
      bytes = Buffer.byteLength(body);
    };
    for (let i = 0; i < WARMUP; i++) await get();
    const latencies = [];
    const before = cpuMs(server.pid);
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      await get();
      latencies.push(performance.now() - started);
    }
    const perRequest = (cpuMs(server.pid) - before) / REQUESTS;
    latencies.sort((a, b) => a - b);
    rows.push({
      page: page.label ?? page.path,
      who: page.who,
      'KB html': Math.round(bytes / 1024),
      'CPU ms/req': Number(perRequest.toFixed(1)),
      'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
      'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
    });
  }
  return rows;
}

async function run({ name, prepare }) {
  const database = await prepare();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-forum-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: '' };
  let server = null;
  try {
    const loaded = await load(env);
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
