import { sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { assistantEmbeddings, assistantPassages } from '~/db/schema/assistant';
import { passageVector } from './embed-passages.server';
import { EMBEDDING_DIMENSIONS } from './embedder.server';

/*
 * Nearest passages by meaning (issue 38): the PostgreSQL here has no pgvector (nor does
 * PGlite 0.5), so each instance holds the passages' vectors in one Float32Array and compares a
 * question's vector with all of them: a site's few thousand passages are a few megabytes and a
 * millisecond or two. It is a cache of the database, not state: reloaded when the passages or
 * their vectors change (checked at most every few seconds), rebuilt the same on any instance.
 */

const CHECK_EVERY_MS = 5_000;

type Loaded = { ids: string[]; vectors: Float32Array; signature: string; checkedAt: number };
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

async function signatureOf(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      passages: sql<number>`count(*)::int`,
      embedded: sql<number>`count(${assistantEmbeddings.textHash})::int`,
      latest: sql<string>`coalesce(max(${assistantPassages.createdAt})::text, '')`,
    })
    .from(assistantPassages)
    .leftJoin(assistantEmbeddings, passageVector);
  return `${row?.passages}:${row?.embedded}:${row?.latest}`;
}

async function load(db: Executor, signature: string): Promise<Loaded> {
  const rows = await db
    .select({ id: assistantPassages.id, vector: assistantEmbeddings.vector })
    .from(assistantPassages)
    .innerJoin(assistantEmbeddings, passageVector);
  const vectors = new Float32Array(rows.length * EMBEDDING_DIMENSIONS);
  for (const [index, row] of rows.entries()) vectors.set(row.vector.slice(0, EMBEDDING_DIMENSIONS), index * EMBEDDING_DIMENSIONS);
  return { ids: rows.map((row) => row.id), vectors, signature, checkedAt: Date.now() };
}

async function current(db: Executor): Promise<Loaded> {
  if (loaded && Date.now() - loaded.checkedAt < CHECK_EVERY_MS) return loaded;
  loading ??= (async () => {
    const signature = await signatureOf(db);
    loaded = loaded && loaded.signature === signature ? { ...loaded, checkedAt: Date.now() } : await load(db, signature);
    return loaded;
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/** The ids of the passages nearest the vector (unit length), nearest first. */
export async function nearestPassages(
  vector: readonly number[],
  { limit = 24 }: { limit?: number } = {},
  db: Executor = getDb(),
) {
  const index = await current(db);
  const count = index.ids.length;
  const scores = new Float32Array(count);
  for (let row = 0; row < count; row++) {
    let dot = 0;
    const offset = row * EMBEDDING_DIMENSIONS;
    for (let column = 0; column < EMBEDDING_DIMENSIONS; column++)
      dot += (index.vectors[offset + column] ?? 0) * (vector[column] ?? 0);
    scores[row] = dot;
  }
  const order = Array.from({ length: count }, (_, row) => row).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  return order.slice(0, limit).map((row) => ({ id: index.ids[row] as string, similarity: scores[row] ?? 0 }));
}
