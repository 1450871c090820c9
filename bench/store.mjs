#!/usr/bin/env node
// `npm run bench:store` (issue 4): SSR throughput and latency of /products and a product page on
// the production build, then order placement latency with 50 concurrent buyers.
// Targets on a 2-core machine: product page 1,000 requests/s or more with p99 under 50 ms; order
// placement p95 under 150 ms. Each page is measured twice: as an anonymous visitor (served from
// the short page cache after the first render) and with a cart cookie, which bypasses the cache
// so every request is rendered.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pages = ['/products', '/product/brandywine-tomato-seeds'];
const visitors = [
  { who: 'visitor (page cache)', headers: {} },
  // A cart cookie with no cart behind it: personal, so never cached, and no database writes.
  { who: 'with cart cookie (rendered)', headers: { cookie: `verde.cart=${crypto.randomUUID()}` } },
];

const server = await startServer({ port: 3301 });
try {
  for (const path of pages) await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 3 });
  const rows = [];
  for (const path of pages) {
    for (const visitor of visitors) {
      const result = await autocannon({
        url: `${server.url}${path}`,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: visitor.headers,
      });
      rows.push({
        path,
        who: visitor.who,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.timeouts + (result.non2xx ?? 0),
      });
    }
  }
  console.log(`\nStore SSR: ${DURATION} s per run, ${CONNECTIONS} connections, production build, ${server.url}`);
  console.table(rows);
} finally {
  await server.stop();
}

const root = path.resolve(import.meta.dirname, '..');
const placement = spawnSync(process.execPath, ['--import', 'tsx', 'bench/order-placement.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: 'warn' },
});
process.exitCode = placement.status ?? 1;
