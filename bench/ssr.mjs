#!/usr/bin/env node
// `npm run bench:ssr`: server-side rendering throughput and latency of the production
// build. Target on a 2-core machine: `/` at 1,000 requests/s or more, p99 under 50 ms.
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const paths = ['/', '/composting-guide', '/this-page-does-not-exist'];
const connectionCounts = [50, 200];

const server = await startServer();
try {
  // Warm caches (content files, translations, JIT) before measuring.
  await autocannon({ url: `${server.url}/`, connections: 10, duration: 3 });
  const rows = [];
  for (const path of paths) {
    for (const connections of connectionCounts) {
      const result = await autocannon({ url: `${server.url}${path}`, connections, duration: DURATION });
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([code, stat]) => `${code}:${stat.count}`)
        .join(' ');
      rows.push({
        path,
        connections,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.timeouts,
        statuses,
      });
    }
  }
  console.log(`\nSSR benchmark: ${DURATION} s per run, production build, ${server.url}`);
  console.table(rows);
} finally {
  await server.stop();
}
