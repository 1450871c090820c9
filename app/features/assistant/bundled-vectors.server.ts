import fs from 'node:fs';
import path from 'node:path';
import { EMBEDDING_DIMENSIONS, EMBEDDING_MODEL } from './embedder.server';

/*
 * The demo content's passage vectors, computed ahead of time by the same model (decision 0106,
 * `npm run assistant:vectors` writes them). The model takes over 100 ms of CPU a passage, so a
 * new install, every test database and every end-to-end server spent minutes of one core
 * embedding the same 500-odd demo passages into the same vectors. Read from here instead, they
 * cost a file read; a passage whose words are not in the file (any passage of a real site's own
 * content, or demo content edited since the file was written) goes to the model as before.
 *
 * The file: one line of JSON ({ model, dimensions, count }), then `count` records of the
 * passage's text hash (8 bytes, the 16 hex digits of text-hash.ts) and its vector (`dimensions`
 * little-endian float32s, as the model gave them: length 1, what `real[]` stores).
 */

export const BUNDLED_VECTORS_PATH = path.resolve(process.cwd(), 'content/assistant/demo-vectors.bin');

type Header = { model: string; dimensions: number; count: number };

const HASH_BYTES = 8;

/** Writes `vectors` (text hash to vector) in the file's format. */
export function encodeBundledVectors(vectors: ReadonlyMap<string, readonly number[]>): Buffer {
  const hashes = [...vectors.keys()].sort();
  const header: Header = { model: EMBEDDING_MODEL, dimensions: EMBEDDING_DIMENSIONS, count: hashes.length };
  const record = HASH_BYTES + EMBEDDING_DIMENSIONS * 4;
  const body = Buffer.alloc(hashes.length * record);
  hashes.forEach((hash, index) => {
    const at = index * record;
    body.write(hash, at, HASH_BYTES, 'hex');
    const vector = vectors.get(hash) ?? [];
    if (vector.length !== EMBEDDING_DIMENSIONS) throw new Error(`vector of ${hash} has ${vector.length} dimensions`);
    for (const [dimension, value] of vector.entries()) body.writeFloatLE(value, at + HASH_BYTES + dimension * 4);
  });
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body]);
}

/** Reads the file's vectors; an empty map when they were made by another model (their vectors would not compare with this one's). */
export function decodeBundledVectors(file: Buffer): Map<string, number[]> {
  const end = file.indexOf(10);
  if (end < 0) throw new Error('the bundled vectors file has no header line');
  const header = JSON.parse(file.subarray(0, end).toString('utf8')) as Header;
  const vectors = new Map<string, number[]>();
  if (header.model !== EMBEDDING_MODEL || header.dimensions !== EMBEDDING_DIMENSIONS) return vectors;
  const record = HASH_BYTES + header.dimensions * 4;
  if (file.length - end - 1 !== header.count * record) throw new Error('the bundled vectors file is cut short');
  for (let index = 0; index < header.count; index++) {
    const at = end + 1 + index * record;
    const vector = new Array<number>(header.dimensions);
    for (let dimension = 0; dimension < header.dimensions; dimension++)
      vector[dimension] = file.readFloatLE(at + HASH_BYTES + dimension * 4);
    vectors.set(file.toString('hex', at, at + HASH_BYTES), vector);
  }
  return vectors;
}

let loaded: Map<string, number[]> | undefined;

/** The bundled vectors, read once; none when the file is absent (a checkout without demo content). */
export function bundledVectors(): ReadonlyMap<string, number[]> {
  if (!loaded) {
    try {
      loaded = decodeBundledVectors(fs.readFileSync(BUNDLED_VECTORS_PATH));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      loaded = new Map();
    }
  }
  return loaded;
}
