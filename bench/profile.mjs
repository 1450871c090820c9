#!/usr/bin/env node
// `npm run bench:profile` (issue 12): where a signed-in product page's CPU time goes.
//
// Starts the production build under V8's CPU profiler (`node --cpu-prof`), signs the demo
// shopper in, warms up, then renders the signed-in product page for BENCH_DURATION seconds at
// BENCH_CONNECTIONS connections (page cache irrelevant: a signed-in page is always rendered).
// Only the samples taken during the measured window count (the profile's clock and
// process.hrtime are both the monotonic clock), so start-up, seeding and warm-up are left out.
// Prints the busy time split by where the sampled function lives: React Router, react-dom,
// PGlite, better-auth, Drizzle, our own bundle, Node's internals, garbage collection.
// BENCH_PAGE and BENCH_USER (an email, the demo shopper's by default) profile another page as
// another person; DATABASE_URL, as for the site, runs it on a PostgreSQL database already loaded
// (a benchmark's, e.g. bench/marketplace-load.ts's with BENCH_USER=demo.vendor@verde-living.example).
// Without it the server runs on PGlite in a fresh data directory, with the demo content only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signIn, startServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGE = process.env.BENCH_PAGE ?? '/product/brandywine-tomato-seeds';
const port = 3305;

const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-cpuprofile-'));
const server = await startServer({ port, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
const { url } = server;

const headers = { cookie: await signIn(url, process.env.BENCH_USER), 'accept-encoding': 'gzip, deflate, br' };
await autocannon({ url: `${url}${PAGE}`, connections: 10, duration: 3, headers });
const from = process.hrtime.bigint() / 1000n;
const result = await autocannon({ url: `${url}${PAGE}`, connections: CONNECTIONS, duration: DURATION, headers });
const to = process.hrtime.bigint() / 1000n;
// The profile is written when the process exits (on SIGTERM it closes and exits cleanly).
await server.stop();
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('No profile was written');
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
fs.rmSync(profileDir, { recursive: true, force: true });

/** Where a sampled frame lives, by its script's address or (for VM states) its name. */
function placeOf(node) {
  const { url: script, functionName } = node.callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return 'V8 and native code (program)';
  if (!script) return functionName.startsWith('(') ? functionName : 'native (no script)';
  if (script.startsWith('wasm://')) return 'PGlite (PostgreSQL in WebAssembly)';
  const module = script.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (module === '@electric-sql/pglite') return 'PGlite (PostgreSQL in WebAssembly)';
  if (module === 'react-router' || module === '@react-router/node' || module === '@react-router/express') return 'React Router';
  if (module === 'react-dom' || module === 'react') return 'React (react-dom/server)';
  if (module) return `npm: ${module}`;
  if (script.includes('/build/server/')) return 'our server bundle (routes, components, features)';
  if (script.startsWith('node:')) return 'Node internals (HTTP, streams, zlib)';
  return script;
}

const places = new Map(profile.nodes.map((node) => [node.id, placeOf(node)]));
const totals = new Map();
let at = profile.startTime;
let sampled = 0;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index];
  if (at < Number(from) || at > Number(to)) return;
  const delta = profile.timeDeltas[index + 1] ?? 0;
  const place = places.get(id);
  totals.set(place, (totals.get(place) ?? 0) + delta);
  sampled += delta;
});
const busy = sampled - (totals.get('idle') ?? 0);
const requests = result.requests.total;
console.log(
  `\nCPU profile of ${PAGE}, signed in, ${CONNECTIONS} connections for ${DURATION} s: ${requests} requests, ${Math.round(result.requests.average)} req/s, ${(busy / 1000 / requests).toFixed(1)} ms of the main thread per request`,
);
console.table(
  [...totals]
    .filter(([place]) => place !== 'idle')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([place, micros]) => ({
      where: place,
      share: `${((micros / busy) * 100).toFixed(1)} %`,
      'ms per request': (micros / 1000 / requests).toFixed(2),
    })),
);
