import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { assistantEmbeddings, assistantPassages } from '~/db/schema/assistant';
import { bundledVectors } from './bundled-vectors.server';
import { EMBEDDING_MODEL, embedTexts } from './embedder.server';
import { embeddingText } from './passage-cutting';

/*
 * The passages' vectors (issue 38), computed by a job, a batch at a time, for the words that
 * have none yet with the current model. Keyed by the words' hash, so words already embedded are
 * never embedded again, whichever passage, instance or restart they come back in. Words whose
 * vector ships with the demo content (bundled-vectors.server.ts) take it from there.
 */

/** A passage's vector for the current model: the join of the passages with their vectors, written once. */
export const passageVector = and(
  eq(assistantEmbeddings.textHash, assistantPassages.textHash),
  eq(assistantEmbeddings.model, EMBEDDING_MODEL),
);

/**
 * Passages embedded per batch. The model works in its own thread (embedder.server.ts), about
 * 110 ms of CPU a passage, so a batch no longer holds the event loop; batches are kept small so
 * a question's embedding waits behind at most one of them.
 */
const BATCH = 4;

/** Rows written per statement when copying bundled vectors (512 numbers each). */
const COPY_BATCH = 50;

/** Writes the bundled vector of every passage that lacks one and has one there; answers how many. */
async function copyBundledVectors(db: Executor): Promise<number> {
  const bundled = bundledVectors();
  if (bundled.size === 0) return 0;
  const lacking = await db
    .selectDistinct({ textHash: assistantPassages.textHash })
    .from(assistantPassages)
    .leftJoin(assistantEmbeddings, passageVector)
    .where(isNull(assistantEmbeddings.textHash));
  const rows = lacking.flatMap(({ textHash }) => {
    const vector = bundled.get(textHash);
    return vector ? [{ textHash, model: EMBEDDING_MODEL, vector }] : [];
  });
  for (let at = 0; at < rows.length; at += COPY_BATCH)
    await db
      .insert(assistantEmbeddings)
      .values(rows.slice(at, at + COPY_BATCH))
      .onConflictDoNothing();
  return rows.length;
}

/**
 * Gives up to `maxBatches` batches of passages without a vector theirs from the model, after
 * every passage whose vector is bundled took it from there (unless `bundled` is false: the
 * benchmark and the script that writes the bundle want the model's own work); answers how many
 * passages it gave a vector.
 */
export async function embedMissingPassages(
  db: Executor,
  { maxBatches = 60, bundled = true }: { maxBatches?: number; bundled?: boolean } = {},
): Promise<number> {
  let embedded = bundled ? await copyBundledVectors(db) : 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const waiting = await db
      .selectDistinctOn([assistantPassages.textHash], {
        textHash: assistantPassages.textHash,
        title: assistantPassages.title,
        heading: assistantPassages.heading,
        text: assistantPassages.text,
      })
      .from(assistantPassages)
      .leftJoin(assistantEmbeddings, passageVector)
      .where(isNull(assistantEmbeddings.textHash))
      .orderBy(assistantPassages.textHash)
      .limit(BATCH);
    if (waiting.length === 0) break;
    const vectors = await embedTexts(waiting.map(embeddingText));
    await db
      .insert(assistantEmbeddings)
      .values(
        waiting.map((passage, index) => ({ textHash: passage.textHash, model: EMBEDDING_MODEL, vector: vectors[index] ?? [] })),
      )
      .onConflictDoNothing();
    embedded += waiting.length;
  }
  return embedded;
}
