#!/usr/bin/env node
// `npm run bench:tracking` (issue 39): "the tracking endpoint takes 2,000 events a second on this
// machine without losing one".
//
// For each database (PGlite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names
// a server, in a database of the benchmark's own, created and dropped) and each rate-limit store
// (the database, and Redis when one answers at BENCH_REDIS_URL), the production build starts with
// RATE_LIMIT_AFFILIATE_TRACK_IP lifted (all the load comes from one address). Then tracking events
// go to POST /api/affiliate-pixel-track, one event per request as browsers send them, with the
// site's own Origin, over BENCH_CONNECTIONS keep-alive connections, at each rate of BENCH_RATES
// (a ramp: 1,000, 2,000, 3,000 a second) for BENCH_SECONDS each. The load is open-loop: requests
// leave on a fixed schedule whether or not earlier ones were answered, and a request's latency is
// counted from the moment it was due, so a server that falls behind shows it in the latency.
// Each step uses codes of its own; once the server has stopped, the rows stored under them are
// counted (PostgreSQL with a pg client; PGlite by opening the server's data directory), and
// "lost" is the 204 answers less the stored rows. A step the server cannot keep up with is cut off
// DRAIN_MS after its last request was due: what is still queued or unanswered then is given up
// ("unanswered"; some of it may have been stored all the same, so lost can go below 0). Printed per step: events sent, 204 answers,
// other answers by status, answers a second, latency p50/p95/p99, the server's CPU (and
// PostgreSQL's, summed over its processes) and the load generator's own. Reported, never asserted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDatabases, cpuMs, postgresCpuMs, redisAnswers, startServer } from './server.mjs';

const RATES = (process.env.BENCH_RATES ?? '1000,2000,3000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** How long after a step's last request its answers are waited for before the rest count as unanswered. */
const DRAIN_MS = 30_000;
const TARGET_RATE = 2000;
/** Requests per row of the closed-loop breakdown (where the time goes). */
const CLOSED_LOOP_REQUESTS = Number(process.env.BENCH_CLOSED_LOOP_REQUESTS ?? 3000);
const PORT = Number(process.env.BENCH_PORT ?? 4800);
const DATABASE_NAME = 'verde_bench_tracking';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** `database`, `redis` or `both` (the default: Redis only when one answers). */
const STORES = process.env.BENCH_RATE_LIMIT_STORE ?? 'both';
const RUN = Date.now().toString(36);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const PAGES = ['/', '/products', '/product/brandywine-tomato-seeds', '/composting-guide', '/forum', '/recipes'];
const TYPES = ['page_view', 'engagement', 'page_exit'];

/** The nth event of a step: a visitor (session) sees a page, stays, leaves; ten codes per step. */
function eventBody(url, code, n) {
  return JSON.stringify({
    affiliateCode: `${code}-${n % 10}`,
    pageUrl: `${url}${PAGES[n % PAGES.length]}?ref=${code}-${n % 10}`,
    eventType: TYPES[n % TYPES.length],
    sessionId: `bench-session-${Math.floor(n / TYPES.length)}`,
    timestamp: new Date().toISOString(),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    referrer: 'https://balcony-grower.example/newsletter/42',
    screenResolution: '1920x1080',
    timezone: 'Europe/Madrid',
  });
}

/** Sends `rate` events a second for `seconds` over the agent's connections; answers the step's figures. */
async function step({ url, agent, rate, seconds = SECONDS, code, pid }) {
  const { hostname, port } = new URL(url);
  const total = Math.round(rate * seconds);
  const latencies = [];
  const statuses = new Map();
  let answered = 0;
  let lastAnswer = 0;
  const pending = new Set();
  const send = (n, due) => {
    const body = eventBody(url, code, n);
    const request = http.request(
      {
        host: hostname,
        port,
        path: '/api/affiliate-pixel-track',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: url,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => {
          pending.delete(request);
          const now = performance.now();
          latencies.push(now - due);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          answered++;
          lastAnswer = now;
        });
      },
    );
    request.once('error', (error) => {
      pending.delete(request);
      const key = `error ${error.code ?? error.message}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    });
    pending.add(request);
    request.end(body);
  };

  const serverBefore = cpuMs(pid);
  const postgresBefore = postgresCpuMs();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
      // Each request is timed from when it was due, not from when this tick sent it.
      for (; sent < due; sent++) send(sent, started + ((sent + 1) * 1000) / rate);
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  const sendingMs = performance.now() - started;
  const drainUntil = Date.now() + DRAIN_MS;
  while (pending.size > 0 && Date.now() < drainUntil) await sleep(10);
  const unanswered = pending.size;
  for (const request of pending) request.destroy();
  const client = process.cpuUsage(clientBefore);
  const serverMs = cpuMs(pid) - serverBefore;
  const postgresMs = postgresCpuMs() - postgresBefore;
  const spanMs = Math.max(lastAnswer - started, 1);
  const sorted = latencies.sort((a, b) => a - b);
  const others = [...statuses].filter(([status]) => status !== 204).map(([status, count]) => `${status}: ${count}`);
  return {
    code,
    rate,
    sent,
    ok: statuses.get(204) ?? 0,
    others: others.join(', ') || '-',
    unanswered,
    sendRate: Math.round((sent * 1000) / sendingMs),
    answerRate: Math.round((answered * 1000) / spanMs),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    serverCore: serverMs / spanMs,
    serverMsPerEvent: serverMs / Math.max(answered, 1),
    postgresCore: postgresMs / spanMs,
    clientCore: (client.user + client.system) / 1000 / spanMs,
  };
}

/**
 * Where the time goes: `count` requests kept CONNECTIONS at a time in flight (closed loop, as fast
 * as the server answers), answering the rate and the server's CPU ms per request.
 */
async function closedLoop({ url, agent, pid, method, path: target, body, count = CLOSED_LOOP_REQUESTS }) {
  const { hostname, port } = new URL(url);
  const statuses = new Map();
  const serverBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    let done = 0;
    const next = () => {
      if (sent >= count) return;
      const n = sent++;
      const payload = typeof body === 'function' ? body(n) : body;
      const headers = { origin: url };
      if (payload !== undefined)
        Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      const request = http.request({ host: hostname, port, path: target, method, agent, headers }, (response) => {
        response.resume();
        response.once('end', () => {
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (++done === count) resolve();
          else next();
        });
      });
      request.once('error', () => {
        statuses.set('error', (statuses.get('error') ?? 0) + 1);
        if (++done === count) resolve();
        else next();
      });
      request.end(payload);
    };
    for (let index = 0; index < CONNECTIONS; index++) next();
  });
  const elapsedMs = performance.now() - started;
  const serverMs = cpuMs(pid) - serverBefore;
  const client = process.cpuUsage(clientBefore);
  return {
    'answers /s': Math.round((count * 1000) / elapsedMs),
    'server ms/request': Number((serverMs / count).toFixed(3)),
    'server cores': Number((serverMs / elapsedMs).toFixed(2)),
    // The load generator shares the machine: when it nears a core, it is the limit, not the server.
    'bench cores': Number(((client.user + client.system) / 1000 / elapsedMs).toFixed(2)),
    statuses: [...statuses].map(([status, n]) => `${status}: ${n}`).join(', '),
  };
}

/** Waits until the server has worked through what it was sent: two quiet seconds in a row (at most a minute). */
async function waitIdle(pid) {
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const before = cpuMs(pid);
    await sleep(1000);
    quiet = cpuMs(pid) - before < 50 ? quiet + 1 : 0;
  }
}

/** Rows stored per step code (code prefix → count) on a PostgreSQL database. */
async function countOnPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await countRows((text) => client.query(text));
  } finally {
    await client.end();
  }
}

/** The same on the PGlite data directory the server left (opened once the server has stopped). */
async function countOnPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: { pg_trgm },
  });
  try {
    return await countRows((text) => db.query(text));
  } finally {
    await db.close();
  }
}

async function countRows(query) {
  const { rows } = await query(
    `select regexp_replace(code, '-[0-9]$', '') as step, count(*)::int as stored
       from affiliate_events where code like 'trk${RUN}%' group by 1`,
  );
  return new Map(rows.map((row) => [row.step, Number(row.stored)]));
}

/** One server: the ramp, then the rows counted. Answers one table row per step. */
async function runSetup({ database, store }) {
  const prepared = await database.prepare();
  // The server's data directory is ours, so that PGlite's files outlive the server for the count.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-tracking-'));
  const results = [];
  let server;
  try {
    server = await startServer({
      port: PORT,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: prepared.url,
        REDIS_URL: store === 'redis' ? redisUrl : '',
        RATE_LIMIT_AFFILIATE_TRACK_IP: '999999/60',
        PAGE_CACHE_TTL_SECONDS: '0',
      },
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    // A few hundred events first, not counted: the route's code compiles, the pool opens.
    const on = { url: server.url, agent, pid: server.pid };
    await step({ ...on, rate: 500, seconds: 2, code: `trk${RUN}w` });
    for (const [index, rate] of RATES.entries()) {
      await waitIdle(server.pid); // a step the server fell behind on is finished first
      results.push(await step({ ...on, rate, code: `trk${RUN}s${index}` }));
    }
    await waitIdle(server.pid);
    // The same server, closed loop: a bare Express answer, the route refusing a malformed body
    // (every middleware and React Router, no rate limit, no insert), and the whole of it.
    const breakdown = [];
    for (const row of [
      { what: 'GET /healthz (Node HTTP + Express only)', method: 'GET', path: '/healthz' },
      { what: 'POST, malformed body: 400 (middleware + React Router)', body: '{"affiliateCode":' },
      { what: 'POST, one valid event: 204 (+ rate limit + insert)', body: (n) => eventBody(server.url, `trk${RUN}c`, n) },
    ])
      breakdown.push({
        what: row.what,
        ...(await closedLoop({
          url: server.url,
          agent,
          pid: server.pid,
          method: row.method ?? 'POST',
          path: row.path ?? '/api/affiliate-pixel-track',
          body: row.body,
        })),
      });
    agent.destroy();
    await server.stop();
    server = undefined;
    const stored = prepared.url ? await countOnPostgres(prepared.url) : await countOnPglite(dataDir);
    const rows = results.map((result) => {
      const count = stored.get(result.code) ?? 0;
      return {
        database: database.name,
        'rate-limit store': store,
        'target /s': result.rate,
        sent: result.sent,
        '204s': result.ok,
        'not 204': result.others,
        unanswered: result.unanswered,
        'sent /s': result.sendRate,
        'answered /s': result.answerRate,
        'p50 ms': Number(result.p50.toFixed(1)),
        'p95 ms': Number(result.p95.toFixed(1)),
        'p99 ms': Number(result.p99.toFixed(1)),
        'max ms': Math.round(result.max),
        'server cores': Number(result.serverCore.toFixed(2)),
        'server ms/event': Number(result.serverMsPerEvent.toFixed(3)),
        'postgres cores': Number(result.postgresCore.toFixed(2)),
        'bench cores': Number(result.clientCore.toFixed(2)),
        stored: count,
        lost: result.ok - count,
      };
    });
    return { rows, breakdown };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await prepared.drop();
  }
}

const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
if (Number.isFinite(limit) && limit < CONNECTIONS * 2 + 200) {
  console.error(
    `The open-file limit is ${limit}: raise it (ulimit -n ${CONNECTIONS * 2 + 1000}) for ${CONNECTIONS} connections.`,
  );
  process.exit(1);
}

console.log(
  `bench:tracking: POST /api/affiliate-pixel-track, one event per request, ${CONNECTIONS} keep-alive connections, ` +
    `${RATES.join(' / ')} events a second for ${SECONDS} s each (open loop; latency from when each was due). ` +
    `Target: ${TARGET_RATE} a second, none lost. ${os.cpus().length} cores.`,
);
const stores = [];
if (STORES !== 'redis') stores.push('database');
if (STORES !== 'database') {
  if (await redisAnswers(redisUrl)) stores.push('redis');
  else console.log(`No Redis answers at ${redisUrl}: the rate limiter's counters stay in the database.`);
}
const rows = [];
for (const database of benchDatabases(DATABASE_NAME))
  for (const store of stores) {
    const { rows: setupRows, breakdown } = await runSetup({ database, store });
    const title = `${database.name}, rate-limit counters in ${store === 'redis' ? `Redis (${redisUrl})` : 'the database'}`;
    console.log(`\n${title}: the ramp (open loop)`);
    console.table(setupRows.map(({ database: _d, 'rate-limit store': _s, ...row }) => row));
    console.log(`${title}: where the time goes (closed loop, ${CONNECTIONS} in flight, ${CLOSED_LOOP_REQUESTS} requests a row)`);
    console.table(breakdown);
    rows.push(...setupRows);
  }
console.log('\nEvery step:');
console.table(
  rows.map((row) => ({
    database: row.database,
    'rate-limit store': row['rate-limit store'],
    'target /s': row['target /s'],
    'answered /s': row['answered /s'],
    '204s': row['204s'],
    'not 204': row['not 204'],
    unanswered: row.unanswered,
    'p99 ms': row['p99 ms'],
    lost: row.lost,
    // Kept up (answers at 98% of the rate or more), every answer a 204 and every one stored.
    'kept up, none lost':
      row['answered /s'] >= row['target /s'] * 0.98 && row['not 204'] === '-' && !row.unanswered && row.lost === 0 ? 'yes' : 'NO',
  })),
);
