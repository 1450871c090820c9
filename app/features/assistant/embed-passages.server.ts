import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { assistantEmbeddings, assistantPassages } from '~/db/schema/assistant';
import { EMBEDDING_MODEL, embedTexts } from './embedder.server';
import { embeddingText } from './passage-cutting';

/*
 * The passages' vectors (issue 38), computed by a job, a batch at a time, for the words that
 * have none yet with the current model. Keyed by the words' hash, so words already embedded are
 * never embedded again, whichever passage, instance or restart they come back in.
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

/** Embeds up to `maxBatches` batches of passages without a vector; answers how many it embedded. */
export async function embedMissingPassages(db: Executor, { maxBatches = 60 }: { maxBatches?: number } = {}): Promise<number> {
  let embedded = 0;
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
