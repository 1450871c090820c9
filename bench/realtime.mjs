#!/usr/bin/env node
// `npm run bench:realtime` (issue 37): how fast a forum reply reaches 500 open thread pages.
//
// 500 WebSocket clients watch one thread (`/forum/live/{threadId}?after={revision}`, with the
// site's own origin, as the page opens it); then the demo admin (whose posts are never held)
// replies through the real form post, `POST /forum/t/{slug}/posts` with intent=reply. For every
// client we time from just before the post to the moment its socket receives the message that
// carries the new post's number, over BENCH_REPLIES short replies and BENCH_LONG_REPLIES long ones
// (over 7 KB of JSON: on the database bus they go through the realtime_overflow table), after one
// reply that is not counted. Beside the percentiles: the POST's own time, the fan-out (first to
// last client hearing of one reply, median over the replies) and the slowest reply's figures, to
// tell a slow server (every client late) from a slow fan-out (the last sockets late).
//
// Set-ups: (a) one instance on PostgreSQL; (b) two instances on one PostgreSQL database, half the
// clients on each, the reply posted through A, so B's clients hear it only through LISTEN/NOTIFY;
// (c) the same two with REDIS_URL (skipped when no Redis answers); (d) one instance on PGlite.
// PostgreSQL is BENCH_DATABASE_URL or DATABASE_URL, in a database of the benchmark's own, created
// and dropped for every set-up. Target: every client within 1 s at p99. Reported, never asserted.
import { spawnSync } from 'node:child_process';
import WebSocket from 'ws';
import { freshPostgres, redisAnswers, signIn, startServer } from './server.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const REPLIES = Number(process.env.BENCH_REPLIES ?? 20);
const LONG_REPLIES = Number(process.env.BENCH_LONG_REPLIES ?? 5);
/** Sockets opened at once: enough to be quick, few enough not to swamp the server's pool of 10 connections. */
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 50);
/** How long a client may take to get a reply before it counts as missed. */
const WAIT_MS = 10_000;
const TARGET_MS = 1000;
const PORT = Number(process.env.BENCH_PORT ?? 4510); // and the next one for instance B
/** A seeded thread in a public category (content/forum). */
const THREAD_SLUG = process.env.BENCH_THREAD ?? 'welcome-and-house-rules';
const ADMIN = 'demo.admin@verde-living.example';
const DATABASE_NAME = 'verde_bench_realtime';
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

// Every client is a socket; the process needs one descriptor per socket and the servers as many.
const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
if (Number.isFinite(limit) && limit < CLIENTS * 2 + 200) {
  console.error(`The open-file limit is ${limit}: raise it (ulimit -n ${CLIENTS * 2 + 1000}) for ${CLIENTS} clients.`);
  process.exit(1);
}

// --- Databases and buses ------------------------------------------------------------------

// --- Clients ------------------------------------------------------------------------------

/** A socket watching the thread; `seen` maps each post number to when a message first carried it. */
function openClient(baseUrl, threadId, after) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/forum/live/${threadId}?after=${after}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin: baseUrl }, perMessageDeflate: false });
    const client = { ws, seen: new Map(), bytes: new Map(), messages: 0, lastMessage: null };
    ws.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString());
      for (const post of message.posts ?? []) if (!client.bytes.has(post.number)) client.bytes.set(post.number, data.length);
      client.messages++;
      client.lastMessage = message;
      if (message.type !== 'changes') return;
      for (const post of message.posts) if (!client.seen.has(post.number)) client.seen.set(post.number, at);
    });
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The thread's id and revision, read as a page reads them: its id is one of the page's ids, the one the socket accepts. */
async function findLiveThread(baseUrl) {
  const response = await fetch(`${baseUrl}/forum/t/${THREAD_SLUG}`);
  if (!response.ok) throw new Error(`/forum/t/${THREAD_SLUG}: ${response.status}`);
  const ids = new Set((await response.text()).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g));
  for (const id of ids) {
    const client = await openClient(baseUrl, id, 0).catch(() => null);
    if (!client) continue;
    // With after=0 the socket sends the whole thread at once, with its revision.
    const deadline = Date.now() + 5000;
    while (!client.lastMessage && Date.now() < deadline) await sleep(20);
    client.ws.close();
    if (client.lastMessage?.type === 'changes') return { threadId: id, revision: client.lastMessage.revision };
  }
  throw new Error(`no id on /forum/t/${THREAD_SLUG} opens a thread socket`);
}

async function openClients(baseUrl, threadId, after, count) {
  const clients = [];
  const started = performance.now();
  for (let from = 0; from < count; from += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, count - from);
    clients.push(...(await Promise.all(Array.from({ length: batch }, () => openClient(baseUrl, threadId, after)))));
  }
  return { clients, connectMs: performance.now() - started };
}

// --- One set-up ---------------------------------------------------------------------------

const shortBody = (index) =>
  `Bench reply ${index}: mulching the beds after the first frost kept the soil warm for another two weeks, ` +
  'and the worms stayed near the surface. I would leave the leaves whole on the paths and shred them for the beds.';
// Over 7,000 bytes once rendered and sent as JSON: the database bus stores it and notifies its id.
const longBody = (index) =>
  `Long bench reply ${index}.\n\n${Array.from(
    { length: 80 },
    (_, n) => `Paragraph ${n + 1}: a thick layer of leaf mould over the beds in autumn feeds the soil life all winter long.`,
  ).join('\n\n')}`;

async function reply(baseUrl, cookie, body) {
  const response = await fetch(`${baseUrl}/forum/t/${THREAD_SLUG}/posts`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'reply', body, quotes: '' }),
  });
  const location = response.headers.get('location');
  const number = location ? Number(new URL(location, baseUrl).searchParams.get('post')) : Number.NaN;
  if (response.status !== 302 || !Number.isInteger(number)) throw new Error(`the reply was refused (${response.status})`);
  return number;
}

/**
 * Runs the replies against the instances' clients. `groups` are { name, clients }; returns, per
 * group and per kind of reply, every client's latency and the worst reply's count of receivers.
 */
async function measure({ postUrl, cookie, groups }) {
  const all = groups.flatMap((group) => group.clients);
  const results = [];
  // One reply first that is not counted: the server's first reply compiles and caches what later ones reuse.
  const plan = [
    { kind: 'warm-up', body: shortBody(0) },
    ...Array.from({ length: REPLIES }, (_, index) => ({ kind: 'short', body: shortBody(index + 1) })),
    ...Array.from({ length: LONG_REPLIES }, (_, index) => ({ kind: 'long (> 7 KB)', body: longBody(index + 1) })),
  ];
  for (const step of plan) {
    const started = performance.now();
    const number = await reply(postUrl, cookie, step.body);
    const postMs = performance.now() - started;
    const deadline = Date.now() + WAIT_MS;
    while (all.some((client) => !client.seen.has(number)) && Date.now() < deadline) await sleep(5);
    for (const group of groups) {
      const latencies = group.clients
        .filter((client) => client.seen.has(number))
        .map((client) => client.seen.get(number) - started);
      const bytes = group.clients.find((client) => client.bytes.has(number))?.bytes.get(number) ?? 0;
      const sorted = [...latencies].sort((a, b) => a - b);
      results.push({
        median: percentile(sorted, 50),
        // The fan-out: from the first of these clients to hear of the reply to the last.
        spread: (sorted[sorted.length - 1] ?? Number.NaN) - (sorted[0] ?? Number.NaN),
        group: group.name,
        kind: step.kind,
        latencies,
        received: latencies.length,
        of: group.clients.length,
        postMs,
        bytes,
      });
    }
    await sleep(250);
  }
  const rows = [];
  for (const group of groups) {
    for (const kind of new Set(plan.map((step) => step.kind).filter((kind) => kind !== 'warm-up'))) {
      const mine = results.filter((result) => result.group === group.name && result.kind === kind);
      if (mine.length === 0) continue;
      const latencies = mine.flatMap((result) => result.latencies).sort((a, b) => a - b);
      const posts = mine.map((result) => result.postMs).sort((a, b) => a - b);
      const p99 = percentile(latencies, 99);
      const everyone = mine.every((result) => result.received === result.of);
      const spreads = mine.map((result) => result.spread).sort((a, b) => a - b);
      const slowest = mine.reduce((worst, result) => (result.median > worst.median ? result : worst));
      rows.push({
        clients: group.name,
        replies: `${mine.length} ${kind}`,
        'KB/msg': Number((Math.max(...mine.map((result) => result.bytes)) / 1024).toFixed(1)),
        'p50 ms': Math.round(percentile(latencies, 50)),
        'p95 ms': Math.round(percentile(latencies, 95)),
        'p99 ms': Math.round(p99),
        'max ms': Math.round(latencies[latencies.length - 1] ?? Number.NaN),
        'got it (worst reply)': `${Math.min(...mine.map((result) => result.received))}/${mine[0].of}`,
        'POST ms p50': Math.round(percentile(posts, 50)),
        'fan-out ms p50': Math.round(percentile(spreads, 50)),
        'slowest reply: POST/p50 ms': `${Math.round(slowest.postMs)}/${Math.round(slowest.median)}`,
        'target p99 ≤ 1 s': p99 <= TARGET_MS && everyone ? 'met' : 'NOT met',
      });
    }
  }
  return rows;
}

/** Starts the instances, connects the clients (split evenly), replies through the first, stops everything. */
async function runSetup({ title, instances, env }) {
  const servers = [];
  const clients = [];
  try {
    // One after another: the first migrates and loads the demo content, the second finds it done.
    for (let index = 0; index < instances; index++)
      servers.push(
        await startServer({
          port: PORT + index,
          env: { PAGE_CACHE_TTL_SECONDS: '0', RATE_LIMIT_SIGN_IN_ACCOUNT: '100/900', ...env },
        }),
      );
    const cookie = await signIn(servers[0].url, ADMIN);
    const { threadId, revision } = await findLiveThread(servers[0].url);
    const groups = [];
    let connectMs = 0;
    for (const [index, server] of servers.entries()) {
      const opened = await openClients(server.url, threadId, revision, Math.round(CLIENTS / instances));
      clients.push(...opened.clients);
      connectMs += opened.connectMs;
      groups.push({
        name:
          instances === 1
            ? `${opened.clients.length} on A`
            : `${opened.clients.length} on ${index === 0 ? 'A (posted to)' : 'B (via the bus)'}`,
        clients: opened.clients,
      });
    }
    await sleep(500); // every socket registered with its hub
    const rows = await measure({ postUrl: servers[0].url, cookie, groups });
    console.log(
      `\n${title}: ${clients.length} clients connected in ${(connectMs / 1000).toFixed(1)} s (batches of ${CONNECT_BATCH})`,
    );
    console.table(rows);
  } finally {
    for (const client of clients) client.ws.terminate();
    for (const server of servers.reverse()) await server.stop();
  }
}

// --- The set-ups --------------------------------------------------------------------------

console.log(
  `bench:realtime: ${CLIENTS} clients on /forum/t/${THREAD_SLUG}, ${REPLIES} short and ${LONG_REPLIES} long replies by the admin; ` +
    `latency from just before the POST to the socket's message with the new post number. Target: p99 ≤ ${TARGET_MS} ms, all clients.`,
);
const noDatabaseUrl = { DATABASE_URL: '', REDIS_URL: '' };
if (serverUrl) {
  const setups = [
    { title: '(a) one instance, PostgreSQL', instances: 1, env: {} },
    { title: '(b) two instances, one PostgreSQL database, LISTEN/NOTIFY', instances: 2, env: {} },
  ];
  if (await redisAnswers(redisUrl))
    setups.push({ title: `(c) two instances, Redis bus (${redisUrl})`, instances: 2, env: { REDIS_URL: redisUrl } });
  else console.log(`\n(c) skipped: no Redis answers at ${redisUrl}.`);
  for (const setup of setups) {
    const database = await freshPostgres(DATABASE_NAME, serverUrl);
    try {
      await runSetup({ ...setup, env: { ...noDatabaseUrl, DATABASE_URL: database.url, ...setup.env } });
    } finally {
      await database.drop();
    }
  }
} else {
  console.log('\n(a)-(c) skipped: no BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server.');
}
await runSetup({ title: '(d) one instance, PGlite', instances: 1, env: noDatabaseUrl });
console.log('PGlite is embedded in one process: there is no two-instance PGlite set-up to measure.');
