// Starts the production build on a throwaway database for a benchmark, unless
// BENCH_URL points at a server that is already running.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');

/** `nodeArgs` go to Node before the script (bench:profile passes `--cpu-prof`). */
export async function startServer({ port = 3300, env = {}, nodeArgs = [] } = {}) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, 'bin/start.mjs'], {
    cwd: root,
    // Verde AI's embedding of every passage (about 110 ms of CPU each, in a worker of the same
    // process) would land in whichever row runs while it works: off unless a bench asks for it.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AI_EMBEDDINGS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh database migrates and loads the demo content first: a minute, more on a busy machine.
  const deadline = Date.now() + Number(process.env.BENCH_START_SECONDS ?? 60) * 1000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo shopper in (demo data is seeded on the bench database) and returns the session cookie. */
export async function signIn(url, identifier = 'demo.user@verde-living.example') {
  const response = await fetch(`${url}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ identifier, password: 'grow-demo-2026' }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!cookies.some((cookie) => cookie.includes('session_token'))) throw new Error(`sign-in failed (${response.status})`);
  return cookies.join('; ');
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** The CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat. */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command name: field 14 (utime) and 15 (stime) of stat are at 11 and 12 here.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * CPU ms used so far by every process named `postgres` on this machine (0 when there is none):
 * on a shared machine, other sessions' queries too.
 */
export function postgresCpuMs() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** The PostgreSQL server the benchmarks may use (BENCH_DATABASE_URL, else DATABASE_URL), or ''. */
export const benchServerUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';

/** A fresh database of the benchmark's own on that server, dropped and made again; `drop` removes it. */
export async function freshPostgres(name, serverUrl = benchServerUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The databases a benchmark measures: PGlite always, PostgreSQL in a database named `name` when a server is given. */
export function benchDatabases(name) {
  const runs = [{ name: 'PGlite', prepare: async () => ({ url: '', drop: async () => {} }) }];
  if (benchServerUrl) runs.push({ name: 'PostgreSQL', prepare: () => freshPostgres(name) });
  else console.log('No BENCH_DATABASE_URL or DATABASE_URL: measuring PGlite only.');
  return runs;
}

/** Whether a Redis answers PING at the URL. */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Runs a load script (`bench/*-load.ts`, through tsx) that fills a database and prints one line
 * `<marker> <json>`; answers the JSON.
 */
export function runLoadScript(script, marker, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith(`${marker} `));
      if (code !== 0 || !line) return reject(new Error(`${script} failed (${code})`));
      resolve(JSON.parse(line.slice(marker.length + 1)));
    });
  });
}

/**
 * Waits until the server's background work (the events a load left: notifications, search) is
 * done: five quiet seconds in a row, as its jobs come in batches with pauses between them (one
 * quiet second let a batch land in the middle of a row: 172 ms a request, p95 2.2 s).
 */
export async function waitIdle(pid) {
  const deadline = Date.now() + 180_000;
  let quiet = 0;
  while (quiet < 5 && Date.now() < deadline) {
    const before = cpuMs(pid);
    await sleep(1000);
    quiet = cpuMs(pid) - before < 30 ? quiet + 1 : 0;
  }
}

/**
 * Asks for each page one request after another (`warmup` first, then `requests` measured, in
 * `rounds` turns over the pages) with the cookie of `cookies[page.who]`, and answers a row per page: HTML size, the server's CPU ms per
 * request, latency p50/p95 and, with `postgres`, the CPU of every `postgres` process per request.
 */
export async function measurePages(server, pages, { cookies, requests, warmup, postgres = false, rounds = 10 }) {
  const measured = pages.map((page) => {
    const headers = { 'accept-encoding': 'gzip', ...(cookies[page.who] && { cookie: cookies[page.who] }) };
    const entry = { page, bytes: 0, cpu: 0, postgresCpu: 0, latencies: [] };
    entry.get = async () => {
      const response = await fetch(`${server.url}${page.path}`, { headers, redirect: 'manual' });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${page.path}: ${response.status}`);
      entry.bytes = Buffer.byteLength(body);
    };
    return entry;
  });
  for (const entry of measured) for (let i = 0; i < warmup; i++) await entry.get();
  // The pages take turns, a few requests each round, so a slow spell of a shared machine falls
  // on all of them alike and the ratios between them hold (one page after another, it fell on
  // whichever page was being asked for then).
  const perRound = Math.max(1, Math.round(requests / rounds));
  for (let round = 0; round < rounds; round++) {
    for (const entry of measured) {
      const before = cpuMs(server.pid);
      const postgresBefore = postgres ? postgresCpuMs() : 0;
      for (let i = 0; i < perRound; i++) {
        const started = performance.now();
        await entry.get();
        entry.latencies.push(performance.now() - started);
      }
      entry.cpu += cpuMs(server.pid) - before;
      if (postgres) entry.postgresCpu += postgresCpuMs() - postgresBefore;
    }
  }
  return measured.map(({ page, bytes, cpu, postgresCpu, latencies }) => {
    const count = latencies.length;
    latencies.sort((a, b) => a - b);
    return {
      page: page.label ?? page.path,
      who: page.who,
      'KB html': Math.round(bytes / 1024),
      'CPU ms/req': Number((cpu / count).toFixed(1)),
      ...(postgres && { 'PostgreSQL CPU ms/req': Number((postgresCpu / count).toFixed(1)) }),
      'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
      'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
    };
  });
}
