// The in-process half of bench:assistant (bench/assistant.mjs runs it first, with DATABASE_URL or
// DATA_DIR naming a fresh database). It does the site's own start-up work (migrations, demo
// content, the search documents), then, from an empty knowledge index:
//   1. syncKnowledge: every search document cut into passages (timed);
//   2. embedMissingPassages, the job's own work, run until no passage lacks a vector (timed; the
//      model is loaded first and its load timed apart, as a running server loads it once);
//   3. retrieveHybrid over the whole index for each question of
//      tests/fixtures/assistant-questions.json, after a warm-up pass (vectors loaded, model
//      loaded, statements planned): p50/p95/p99, and the same for its parts (the words' query,
//      the question's vector, the nearest vectors) to say where the time goes.
// The database is left filled, every vector computed, for the server the caller starts next.
// Prints one line, `BENCH_ASSISTANT {json}`. Or run alone: node --import tsx bench/assistant-index.ts
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/client.server';
import { embedMissingPassages } from '../app/features/assistant/embed-passages.server';
import { embedTexts } from '../app/features/assistant/embedder.server';
import { syncKnowledge } from '../app/features/assistant/knowledge-index.server';
import { retrieveHybrid, retrievePassages } from '../app/features/assistant/retrieve.server';
import { nearestPassages } from '../app/features/assistant/vector-index.server';
import { getEnv } from '../app/utils/env.server';
import { getLogger } from '../app/utils/logger.server';
import { bootstrapDatabase } from '../server/bootstrap';
import questions from '../tests/fixtures/assistant-questions.json';

const RUNS = Number(process.env.BENCH_RETRIEVAL_RUNS ?? 5);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Number(ms.toFixed(2));

function summary(samples: number[], part: string) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    cpuMean: round((cpuOf.get(part) ?? 0) / Math.max(1, sorted.length)),
    runs: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** CPU ms of this process per part, beside the wall time: a busy machine stretches the one, not the other. */
const cpuOf = new Map<string, number>();

async function timed<T>(work: () => Promise<T>, part?: string): Promise<[T, number]> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const elapsed = performance.now() - started;
  if (part) {
    const used = process.cpuUsage(cpu);
    cpuOf.set(part, (cpuOf.get(part) ?? 0) + (used.user + used.system) / 1000);
  }
  return [result, elapsed];
}

async function count(query: string): Promise<number> {
  const result = (await getDb().execute(sql.raw(query))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const bootStarted = performance.now();
const handle = await bootstrapDatabase(getEnv(), getLogger());
const bootSeconds = (performance.now() - bootStarted) / 1000;
try {
  const db = getDb();
  const documents = await count('select count(*)::int as n from search_documents');
  // The start-up above has already cut the passages once: empty the index, so the sync timed
  // below starts from nothing, as on a new install.
  await db.execute(sql.raw('truncate assistant_passages, assistant_embeddings'));

  const [synced, syncMs] = await timed(() => syncKnowledge(db));
  const passages = await count('select count(*)::int as n from assistant_passages');
  const distinctTexts = await count('select count(distinct text_hash)::int as n from assistant_passages');

  const [, modelMs] = await timed(() => embedTexts(['warming the model']));
  const [embedded, embedMs] = await timed(
    () => embedMissingPassages(db, { maxBatches: Number.MAX_SAFE_INTEGER, bundled: false }),
    'embed',
  );
  const lacking = await count(
    `select count(*)::int as n from assistant_passages p where not exists
       (select 1 from assistant_embeddings e where e.text_hash = p.text_hash)`,
  );
  for (const table of ['assistant_passages', 'assistant_embeddings']) await db.execute(sql.raw(`vacuum analyze ${table}`));

  const asked = questions.map((entry) => entry.question);
  // Warm-up: the vector cache loaded, the model's first calls, the statements planned.
  for (const question of asked) await retrieveHybrid({ question, limit: 16 }, db);
  const hybrid: number[] = [];
  const words: number[] = [];
  const questionVector: number[] = [];
  const nearest: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run++)
    for (const question of asked) {
      // limit 16: what prepareAnswer asks for.
      const [passagesFound, ms] = await timed(() => retrieveHybrid({ question, limit: 16 }, db), 'hybrid');
      hybrid.push(ms);
      found += passagesFound.length;
      words.push((await timed(() => retrievePassages({ question, limit: 40 }, db), 'words'))[1]);
      const [[vector], vectorMs] = await timed(() => embedTexts([question]), 'questionVector');
      questionVector.push(vectorMs);
      if (vector) nearest.push((await timed(() => nearestPassages(vector, { limit: 40 }, db), 'nearest'))[1]);
    }

  const result = {
    bootSeconds: Number(bootSeconds.toFixed(1)),
    documents,
    passages,
    distinctTexts,
    sync: { cut: synced.cut, seconds: Number((syncMs / 1000).toFixed(2)), perSecond: Math.round(passages / (syncMs / 1000)) },
    embed: {
      modelLoadSeconds: Number((modelMs / 1000).toFixed(2)),
      embedded,
      lacking,
      seconds: Number((embedMs / 1000).toFixed(1)),
      cpuSeconds: Number(((cpuOf.get('embed') ?? 0) / 1000).toFixed(1)),
      perSecond: Number((embedded / (embedMs / 1000)).toFixed(1)),
    },
    retrieval: {
      questions: asked.length,
      meanPassages: Number((found / hybrid.length).toFixed(1)),
      hybrid: summary(hybrid, 'hybrid'),
      words: summary(words, 'words'),
      questionVector: summary(questionVector, 'questionVector'),
      nearest: summary(nearest, 'nearest'),
    },
  };
  console.log(`BENCH_ASSISTANT ${JSON.stringify(result)}`);
} finally {
  await handle.close();
}
process.exit(0);
