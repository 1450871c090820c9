// `npm run assistant:vectors`: computes the vector of every demo passage with Verde AI's model
// and writes them to content/assistant/demo-vectors.bin (decision 0106). Run it after changing
// the demo content (the assistant's tests say when passages lack one); it takes a few minutes of
// one core, in a database of its own in memory.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite, setDatabase } from '~/db/client.server';
import { assistantEmbeddings } from '~/db/schema/assistant';
import { BUNDLED_VECTORS_PATH, encodeBundledVectors } from '~/features/assistant/bundled-vectors.server';
import { embedMissingPassages } from '~/features/assistant/embed-passages.server';
import { EMBEDDING_MODEL } from '~/features/assistant/embedder.server';
import { syncKnowledge } from '~/features/assistant/knowledge-index.server';
import { reloadDemoContent } from '../server/demo-content';
import { prepareSearchIndex } from '../server/search-index';

const handle = await openPglite({});
setDatabase(handle);
try {
  await handle.migrate();
  await reloadDemoContent(handle.db);
  await prepareSearchIndex(handle.db);
  await syncKnowledge(handle.db);
  const started = performance.now();
  const embedded = await embedMissingPassages(handle.db, { maxBatches: Number.MAX_SAFE_INTEGER, bundled: false });
  const rows = await handle.db
    .select({ textHash: assistantEmbeddings.textHash, vector: assistantEmbeddings.vector })
    .from(assistantEmbeddings)
    .where(eq(assistantEmbeddings.model, EMBEDDING_MODEL));
  const file = encodeBundledVectors(new Map(rows.map((row) => [row.textHash, row.vector])));
  fs.mkdirSync(path.dirname(BUNDLED_VECTORS_PATH), { recursive: true });
  fs.writeFileSync(BUNDLED_VECTORS_PATH, file);
  console.log(
    `${embedded} passages embedded in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
      `${rows.length} vectors (${(file.length / 1024).toFixed(0)} KiB) written to ${path.relative(process.cwd(), BUNDLED_VECTORS_PATH)}.`,
  );
} finally {
  setDatabase(undefined);
  await handle.close();
  process.exit(0);
}
