#!/usr/bin/env node
// `npm run bench:store` (issue 4): SSR throughput and latency of /products and a product page on
// the production build, then order placement latency with 50 concurrent buyers.
// Targets on a 2-core machine: product page 1,000 requests/s or more with p99 under 50 ms; order
// placement p95 under 150 ms. Each page is measured three ways: as a new visitor and as a visitor
// with a cart (both served from the short page cache after the first render: pages do not depend
// on the cart cookie), and signed in, where every request is rendered for that person.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { signIn, startServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Browsers always accept gzip (cached pages are kept compressed for them; rendered ones are
// compressed per response).
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const pages = ['/products', '/product/brandywine-tomato-seeds'];

const server = await startServer({ port: 3301 });
try {
  const visitors = [
    { who: 'new visitor (page cache)', headers: {} },
    // Each connection has its own cart id, as if each were a different shopper.
    { who: 'visitor with a cart (page cache)', cookie: () => `verde.cart=${crypto.randomUUID()}` },
    { who: 'signed in (rendered)', headers: { cookie: await signIn(server.url) } },
  ];
  for (const path of pages) await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 3 });
  const rows = [];
  // Signed-in runs last: a rendered run's backlog would otherwise spill into the next measurement.
  for (const visitor of visitors) {
    for (const path of pages) {
      const result = await autocannon({
        url: `${server.url}${path}`,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { ...AS_A_BROWSER, ...visitor.headers },
        ...(visitor.cookie && {
          setupClient: (client) => client.setHeaders({ ...AS_A_BROWSER, cookie: visitor.cookie() }),
        }),
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
