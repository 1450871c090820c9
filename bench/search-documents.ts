// The site search over 100,000 generated documents (issue 36): p50/p95/p99 of findDocuments for
// one-word, several-word and phrase queries, in process (no HTTP), on a fresh database: PGlite on a
// temporary data directory, or PostgreSQL with BENCH_DATABASE_URL (a database of its own is
// created and dropped). Targets: p95 under 10 ms on PostgreSQL and under 25 ms on PGlite.
//
// The documents are made of the words of our own content (content/**/*.md) drawn at their real
// frequencies, so common words ("soil", "seeds") are as common here as on the site, and rare ones
// as rare. Run through `npm run bench:search`, or: node --import tsx bench/search-documents.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, setDatabase } from '../app/db/client.server';
import { SEARCH_KINDS } from '../app/db/schema/search';
import { type SearchDocumentInput, saveSearchDocuments } from '../app/features/search/documents.server';
import { findDocuments } from '../app/features/search/find-documents.server';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL;
/**
 * BENCH_KEEP=1 keeps the PostgreSQL database after the run; BENCH_REUSE=1 searches the one kept
 * instead of loading it again when it already holds the documents (the load takes minutes).
 */
const reuse = Boolean(process.env.BENCH_REUSE);

// A small deterministic generator, so every run searches the same corpus.
let seed = 20261129;
const random = () => {
  seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296;
  return seed / 4_294_967_296;
};

function contentWords(): string[] {
  const words: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md'))
        words.push(
          ...(fs
            .readFileSync(full, 'utf8')
            .toLowerCase()
            .match(/[a-z]{2,}/g) ?? []),
        );
    }
  };
  walk(path.resolve(import.meta.dirname, '../content'));
  return words;
}

const words = contentWords();
const draw = () => words[Math.floor(random() * words.length)] as string;
const phrase = (count: number) => Array.from({ length: count }, draw).join(' ');
const kindWeights: [SearchDocumentInput['kind'], number][] = [
  ['thread', 0.4],
  ['product', 0.2],
  ['post', 0.1],
  ['recipe', 0.1],
  ['course', 0.05],
  ['class', 0.05],
  ['guide', 0.05],
  ['page', 0.05],
];
const kindOf = () => {
  let roll = random();
  for (const [kind, weight] of kindWeights) {
    roll -= weight;
    if (roll <= 0) return kind;
  }
  return 'thread';
};

function makeDocument(index: number): SearchDocumentInput {
  const kind = kindOf();
  const title = phrase(3 + Math.floor(random() * 5));
  return {
    kind,
    sourceId: `bench-${index}`,
    title: title.charAt(0).toUpperCase() + title.slice(1),
    summary: phrase(12 + Math.floor(random() * 14)),
    body: phrase(60 + Math.floor(random() * 400)),
    keywords: [draw(), draw()],
    path: `/bench/${kind}/${index}`,
  };
}

const queries = {
  'one word': ['compost', 'tomato', 'soil', 'garlic', 'mulch', 'worms', 'frost', 'pumpkin', 'seeds', 'water', 'kale', 'pruning'],
  'several words': [
    'how do I keep my compost from smelling',
    'when should I plant garlic in autumn',
    'best seeds for a shady balcony',
    'how often should I water tomatoes in summer',
    'what can I grow in winter',
    'is peat free potting mix good for seedlings',
    'how to start seeds indoors before the last frost',
    'worm bin for an apartment kitchen',
  ],
  phrase: ['"raised bed"', '"last frost"', '"cover crop"', '"potting mix"', '"seed starting"', '"soil test"'],
};

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function openDatabase() {
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-search-'));
    return {
      handle: await openPglite({ dataDir }),
      name: 'PGlite',
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const databaseName = 'verde_bench_search';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [databaseName])).rowCount === 1;
  if (!(reuse && exists)) {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return {
    handle: await openPostgres(url.toString()),
    name: 'PostgreSQL',
    drop: async () => {
      if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    },
  };
}

const { handle, name, drop } = await openDatabase();
try {
  await handle.migrate();
  setDatabase(handle);
  const loadStarted = performance.now();
  const batch = 500;
  const counted = reuse ? await handle.db.execute('select count(*)::int as n from search_documents') : null;
  const held = Number((counted as { rows?: { n?: number }[] } | null)?.rows?.[0]?.n ?? 0);
  for (let from = held === DOCUMENTS ? DOCUMENTS : 0; from < DOCUMENTS; from += batch) {
    await saveSearchDocuments(
      handle.db,
      Array.from({ length: Math.min(batch, DOCUMENTS - from) }, (_, offset) => makeDocument(from + offset)),
    );
  }
  // What autovacuum does on a live site soon after a load: statistics for the planner, and the
  // visibility map that lets the postings be read from their index alone.
  for (const table of ['search_documents', 'search_postings', 'search_vocabulary'])
    await handle.db.execute(`vacuum analyze ${table}`);
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const rows = [];
  for (const [shape, list] of Object.entries(queries)) {
    for (const query of list) await findDocuments({ query }); // warm the caches
    const samples: number[] = [];
    let found = 0;
    for (let run = 0; run < RUNS; run++) {
      const query = list[run % list.length] as string;
      const started = performance.now();
      const result = await findDocuments({ query, kinds: SEARCH_KINDS, perKind: 5 });
      samples.push(performance.now() - started);
      found += result.groups.reduce((sum, group) => sum + group.total, 0);
    }
    samples.sort((a, b) => a - b);
    rows.push({
      queries: shape,
      runs: RUNS,
      'p50 ms': Number(percentile(samples, 50).toFixed(1)),
      'p95 ms': Number(percentile(samples, 95).toFixed(1)),
      'p99 ms': Number(percentile(samples, 99).toFixed(1)),
      'matches (mean)': Math.round(found / RUNS),
    });
  }
  console.log(
    `\nSearch on ${name}: ${DOCUMENTS.toLocaleString('en')} documents (loaded in ${loadSeconds.toFixed(0)} s), every kind, 5 hits per kind`,
  );
  console.table(rows);
} finally {
  await handle.close();
  await drop();
}
