import { inArray } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { assistantPassages } from '~/db/schema/assistant';
import { listKnowledgeHashes, readKnowledgeDocuments } from '~/features/search/knowledge-source.server';
import { cutPassages } from './passage-cutting';

/*
 * Verde AI's knowledge index (issue 38): every search document cut into passages, kept current
 * by comparing each document's content hash with the one its passages were cut from. A changed
 * document is cut again, a document gone takes its passages with it, and an unchanged one costs
 * nothing: so the sync can run every minute (a scheduled job) and at start-up.
 */

/** Documents cut per transaction: a big first sync commits as it goes. */
const BATCH = 50;

export type KnowledgeSync = { cut: number; removed: number; passages: number };

/**
 * Brings the index in step with the search documents. `recutAll` cuts every document again
 * (the admin screen's rebuild, after the cutting rules change); vectors are kept by the words'
 * hash, so only passages whose words changed are embedded again.
 */
export async function syncKnowledge(db: Executor, { recutAll = false }: { recutAll?: boolean } = {}): Promise<KnowledgeSync> {
  const live = await listKnowledgeHashes(db);
  const held = await db
    .selectDistinct({ key: assistantPassages.documentKey, hash: assistantPassages.documentHash })
    .from(assistantPassages);
  const heldHash = new Map(held.map((row) => [row.key, row.hash]));
  const gone = [...heldHash.keys()].filter((key) => !live.has(key));
  const changed = [...live.entries()].filter(([key, hash]) => recutAll || heldHash.get(key) !== hash).map(([key]) => key);
  if (gone.length > 0) await db.delete(assistantPassages).where(inArray(assistantPassages.documentKey, gone));
  let passages = 0;
  for (let from = 0; from < changed.length; from += BATCH) {
    const keys = changed.slice(from, from + BATCH);
    const documents = await readKnowledgeDocuments(db, keys);
    const rows = documents.flatMap((document) =>
      cutPassages(document).map((passage) => ({
        id: passage.id,
        documentKey: document.key,
        documentHash: document.contentHash,
        kind: document.kind,
        title: document.title,
        path: document.path,
        heading: passage.heading,
        text: passage.text,
        position: passage.position,
        textHash: passage.textHash,
      })),
    );
    await db.transaction(async (tx) => {
      await tx.delete(assistantPassages).where(inArray(assistantPassages.documentKey, keys));
      // Two documents can hold the same words (a product and its course): one passage, the first's.
      if (rows.length > 0) await tx.insert(assistantPassages).values(rows).onConflictDoNothing();
    });
    passages += rows.length;
  }
  return { cut: changed.length, removed: gone.length, passages };
}
