#!/usr/bin/env node
// `npm run bench:assistant` (issue 38): what Verde AI costs, on the site's own content, with the
// built-in provider (no AI_BASE_URL).
//
// For each database (PGlite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names
// a server, in a database of the benchmark's own, created and dropped), bench/assistant-index.ts
// fills a fresh database with the site's start-up work and measures, in process:
//   1. indexing from empty: syncKnowledge cutting every search document into passages, then the
//      embed job's work (embedMissingPassages) until no passage lacks a vector: passages, seconds,
//      passages per second;
//   2. retrieval: p50/p95 of retrieveHybrid over the whole index for the questions of
//      tests/fixtures/assistant-questions.json, after a warm-up pass, with the vectors loaded (and
//      its parts: the words' query, the question's vector, the nearest vectors). Target p95 < 20 ms.
// Then the production build starts on that database, every vector already computed (the server's
// CPU is let go idle first), the assistant's rate limits raised out of the way, and:
//   3. answers under load: BENCH_CLIENTS (20) visitors at once, each asking the fixture's
//      questions in turn over the streaming endpoint (POST /api/chat-with-ai, Accept:
//      text/event-stream) until BENCH_REQUESTS (200) answers are done, after BENCH_WARMUP (20).
//      Printed: time to the first `delta` event (first token) and to `done`, p50/p95 (targets:
//      first token p95 < 300 ms, whole answer p95 < 1 s), answers per second, the server's CPU ms
//      per answer, the load average, and the count of errors and declines.
// BENCH_CPU_PROF=1 runs the server under V8's profiler (`node --cpu-prof`) and prints where its
// main thread spent the measured window, by function of ours or package (wasm counted with the
// package that called it: the model's inference under @energetic-ai/core, PGlite's under its own).
// Reported, never asserted. The machine is shared: read the load average beside the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabases, cpuMs, runLoadScript, startServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4530);
const PROFILE = Boolean(process.env.BENCH_CPU_PROF);
const DATABASE_NAME = 'verde_bench_assistant';
const questions = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/assistant-questions.json'), 'utf8'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs bench/assistant-index.ts on the database and answers what it printed. */
const indexAndRetrieve = (env) => runLoadScript('bench/assistant-index.ts', 'BENCH_ASSISTANT', env);

/** Waits until the server's own start-up work (jobs, the first sync) has settled. */
async function waitIdle(pid) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const before = cpuMs(pid);
    await sleep(1000);
    if (cpuMs(pid) - before < 30 || Date.now() > deadline) return;
  }
}

/**
 * One question over the streaming endpoint, timed from the request to the first `delta` event
 * and to `done`. `outcome`: answered (sources cited), declined (no sources, for a question the
 * fixture marks to decline), no sources (any other answer without one: nothing found), or an
 * error (a status other than 200, an `error` event, a stream that ended without `done`).
 */
async function ask(url, { question, kind }) {
  const started = performance.now();
  let firstDelta = null;
  let sources = null;
  try {
    const response = await fetch(`${url}/api/chat-with-ai`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
    });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return { outcome: `error ${response.status}` };
    }
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const event = /^event: (.+)$/m.exec(block)?.[1];
        if (event === 'sources') sources = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '[]');
        else if (event === 'delta') firstDelta ??= performance.now() - started;
        else if (event === 'error') return { outcome: 'error event' };
        else if (event === 'done') {
          const done = performance.now() - started;
          const outcome = sources?.length ? 'answered' : kind === 'decline' ? 'declined' : 'no sources';
          return { outcome, firstDelta: firstDelta ?? done, done };
        }
      }
    }
    return { outcome: 'error: no done' };
  } catch (error) {
    return { outcome: `error: ${error.cause?.code ?? error.message}` };
  }
}

/** Who a sampled frame's time belongs to: the nearest frame (towards the root) that is ours or a package's. */
function ownerOf(node, parents) {
  for (let at = node; at; at = parents.get(at.id)) {
    const { url: script, functionName } = at.callFrame;
    const module = script.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    if (module) return `npm: ${module}`;
    if (script.includes('/build/server/')) return `ours: ${functionName || '(anonymous)'}`;
  }
  const { url: script, functionName } = node.callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)' || functionName === '(program)') return functionName;
  return script.startsWith('node:') ? 'Node internals' : functionName || script || '(native)';
}

/** The server's main thread during [from, to] (µs, monotonic clock), by owner, per answer. */
function profileSummary(profileDir, from, to, answers) {
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return null;
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const totals = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    if (at < from || at > to) return;
    const owner = ownerOf(byId.get(id), parents);
    totals.set(owner, (totals.get(owner) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  const busy = [...totals].filter(([owner]) => owner !== '(idle)').reduce((sum, [, micros]) => sum + micros, 0);
  return {
    perAnswer: busy / 1000 / answers,
    rows: [...totals]
      .filter(([owner]) => owner !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([owner, micros]) => ({
        where: owner,
        share: `${((micros / busy) * 100).toFixed(1)} %`,
        'ms per answer': Number((micros / 1000 / answers).toFixed(2)),
      })),
  };
}

async function underLoad(server) {
  const asked = questions;
  // Warm-up: the model loads on the first question, the vector cache on the first search.
  for (let i = 0; i < WARMUP; i++) await ask(server.url, asked[i % asked.length]);
  const results = [];
  let next = 0;
  const loadBefore = loadAverage();
  const cpuBefore = cpuMs(server.pid);
  const window = { from: Number(process.hrtime.bigint() / 1000n), to: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        const question = asked[(WARMUP + next++) % asked.length];
        results.push(await ask(server.url, question));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  window.to = Number(process.hrtime.bigint() / 1000n);
  const cpu = cpuMs(server.pid) - cpuBefore;
  const timed = results.filter((result) => result.done !== undefined);
  const firstDelta = timed.map((result) => result.firstDelta).sort((a, b) => a - b);
  const done = timed.map((result) => result.done).sort((a, b) => a - b);
  const outcomes = {};
  for (const result of results) outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
  return {
    seconds,
    perSecond: results.length / seconds,
    cpuPerAnswer: cpu / results.length,
    firstDelta,
    done,
    outcomes,
    window,
    loadBefore,
    loadAfter: loadAverage(),
  };
}

const ms = (value) => Number(value.toFixed(1));

async function run({ name, prepare }) {
  const database = await prepare();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-assistant-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: '', AI_BASE_URL: '' };
  const profileDir = PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-assistant-prof-')) : null;
  let server = null;
  try {
    console.log(`\n${name}: indexing and retrieval in process (load average ${loadAverage()})…`);
    const indexed = await indexAndRetrieve(env);
    server = await startServer({
      port: PORT,
      env: { ...env, AI_EMBEDDINGS: 'true', RATE_LIMIT_ASSISTANT_IP: '999999/60', RATE_LIMIT_ASSISTANT_ACCOUNT: '999999/60' },
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    await waitIdle(server.pid);
    console.log(`${name}: ${CLIENTS} clients asking over the stream (load average ${loadAverage()})…`);
    const load = await underLoad(server);
    let profiled = null;
    if (profileDir) {
      // The profile is written when the process exits.
      await server.stop();
      server = null;
      profiled = profileSummary(profileDir, load.window.from, load.window.to, REQUESTS);
    }
    const { retrieval, embed, sync } = indexed;

    console.log(
      `\n${name}: ${indexed.documents} search documents, ${indexed.passages} passages (${indexed.distinctTexts} distinct texts); ` +
        `start-up with demo content ${indexed.bootSeconds} s`,
    );
    console.table([
      {
        step: 'cut into passages (syncKnowledge)',
        passages: indexed.passages,
        seconds: sync.seconds,
        'passages/s': sync.perSecond,
      },
      { step: 'embed (embedMissingPassages)', passages: embed.embedded, seconds: embed.seconds, 'passages/s': embed.perSecond },
    ]);
    console.log(
      `model load ${embed.modelLoadSeconds} s (before the embedding above); embedding used ${embed.cpuSeconds} s of CPU; ` +
        `passages left without a vector: ${embed.lacking}`,
    );

    console.log(
      `\n${name}: retrieval in process, ${retrieval.questions} questions × ${retrieval.hybrid.runs / retrieval.questions} after a warm-up pass ` +
        `(limit 16, as an answer asks; ${retrieval.meanPassages} passages found on average); target p95 < 20 ms`,
    );
    const row = (label, figures) => ({
      part: label,
      'p50 ms': figures.p50,
      'p95 ms': figures.p95,
      'p99 ms': figures.p99,
      'max ms': figures.max,
      'CPU ms (mean, this process)': figures.cpuMean,
    });
    console.table([
      row('retrieveHybrid (all of it)', retrieval.hybrid),
      row('  the words (retrievePassages, SQL)', retrieval.words),
      row("  the question's vector (embedTexts)", retrieval.questionVector),
      row('  the nearest vectors (nearestPassages)', retrieval.nearest),
    ]);

    console.log(
      `\n${name}: answers under load, ${CLIENTS} clients, ${REQUESTS} streamed answers after ${WARMUP} to warm up; ` +
        `targets: first token p95 < 300 ms, whole answer p95 < 1 s`,
    );
    console.table([
      {
        'first delta p50 ms': ms(percentile(load.firstDelta, 50)),
        'first delta p95 ms': ms(percentile(load.firstDelta, 95)),
        'done p50 ms': ms(percentile(load.done, 50)),
        'done p95 ms': ms(percentile(load.done, 95)),
        'answers/s': Number(load.perSecond.toFixed(1)),
        'server CPU ms/answer': ms(load.cpuPerAnswer),
      },
    ]);
    console.log(`outcomes: ${JSON.stringify(load.outcomes)}; load average before ${load.loadBefore}, after ${load.loadAfter}`);
    if (profileDir) {
      console.log(
        profiled
          ? `\n${name}: the server's main thread in the measured window, ${profiled.perAnswer.toFixed(1)} ms per answer (CPU profile)`
          : '\nNo CPU profile was written.',
      );
      if (profiled) console.table(profiled.rows);
    }
    return {
      database: name,
      passages: indexed.passages,
      'cut s': sync.seconds,
      'embed s': embed.seconds,
      'embed /s': embed.perSecond,
      'retrieve p50': retrieval.hybrid.p50,
      'retrieve p95': retrieval.hybrid.p95,
      'first delta p95': ms(percentile(load.firstDelta, 95)),
      'done p95': ms(percentile(load.done, 95)),
      'answers/s': Number(load.perSecond.toFixed(1)),
      errors: Object.entries(load.outcomes)
        .filter(([outcome]) => outcome.startsWith('error'))
        .reduce((sum, [, count]) => sum + count, 0),
      declined: load.outcomes.declined ?? 0,
      'no sources': load.outcomes['no sources'] ?? 0,
    };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    await database.drop();
  }
}

const runs = benchDatabases(DATABASE_NAME);
console.log(
  `bench:assistant: Verde AI's indexing, retrieval and streamed answers (built-in provider), on ${os.cpus().length} CPUs.`,
);
const summaries = [];
for (const setup of runs) summaries.push(await run(setup));
console.log('\nSummary (ms unless named; targets: retrieve p95 < 20, first delta p95 < 300, done p95 < 1000)');
console.table(summaries);
