/*
 * A short, stable, pure hash for passage ids: the same passage text always gets the same id, in
 * the browser, in a job and in tests, with no node:crypto. Two 32-bit lanes (FNV-1a with two
 * different multipliers, each finished with murmur3's avalanche step) give 64 bits: collisions
 * within one site's few thousand passages are out of reach. It is not for secrets.
 */

function finish(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 16 lower-case hex digits. */
export function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return finish(a).toString(16).padStart(8, '0') + finish(b).toString(16).padStart(8, '0');
}
