import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPieces, gzipJoined, joinPieces as join } from './gzip-pieces';

describe('gzip of a page with a fresh nonce in it', () => {
  it('decompresses to the pieces joined by the nonce, with a valid checksum and length', () => {
    const page = `<html><script nonce="X">${'<li class="rounded-full px-4">Seeds</li>'.repeat(2000)}</script><p>é ✓ 🌱</p></html>`;
    const pieces = page.split('X').map((piece) => Buffer.from(piece));
    const compressed = compressPieces(pieces, 24);
    for (const nonce of ['tHFkSRxHvQWNDGf8iu1zzQ==', randomBytes(16).toString('base64')]) {
      const glue = Buffer.from(nonce);
      const gzipped = gzipJoined(pieces, compressed, glue);
      // gunzipSync checks the trailer's CRC-32 and length, and throws if either is wrong.
      expect(zlib.gunzipSync(gzipped).equals(join(pieces, glue))).toBe(true);
      expect(gzipped.length).toBeLessThan(page.length / 10);
    }
  });

  it('compresses short pieces against the text before them about as well as one gzip of the page', () => {
    // Text that compresses like a page: words from a small vocabulary in an arbitrary order.
    const words = ['seed', 'soil', 'compost', 'water', 'tomato', 'kale', 'mulch', 'rain', 'bean', 'root'];
    let state = 7;
    const text = Array.from({ length: 4000 }, () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return words[state % words.length];
    }).join(' ');
    const links = Array.from(
      { length: 25 },
      (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js" nonce="X"/>`,
    );
    const page = `<html><head>${links.join('')}</head><body><p>${text}</p><script nonce="X"></script></body></html>`;
    const pieces = page.split('X').map((piece) => Buffer.from(piece));
    const glue = Buffer.from('tHFkSRxHvQWNDGf8iu1zzQ==');
    const gzipped = gzipJoined(pieces, compressPieces(pieces, glue.length), glue);
    expect(zlib.gunzipSync(gzipped).equals(join(pieces, glue))).toBe(true);
    // Each nonce is sent as it is (5 bytes of block header and its own length); the rest should
    // compress within a few percent of a single gzip of the whole page.
    const nonceBytes = (pieces.length - 1) * (5 + glue.length);
    expect(gzipped.length - nonceBytes).toBeLessThan(zlib.gzipSync(join(pieces, glue)).length * 1.1);
  });

  it('never lets a match reach into the nonce, even when the text repeats around it', () => {
    const pieces = ['aaaaaaaaaaaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaaaaaaaaaaa', 'a\u0000\u0000\u0000\u0000aaaa'].map((text) =>
      Buffer.from(text),
    );
    for (const nonce of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb', '\u0000'.repeat(24)]) {
      const glue = Buffer.from(nonce);
      expect(zlib.gunzipSync(gzipJoined(pieces, compressPieces(pieces, glue.length), glue)).equals(join(pieces, glue))).toBe(
        true,
      );
    }
  });

  it('handles empty pieces (a nonce at the very start or end, or twice in a row) and a page with no nonce', () => {
    const glue = Buffer.from('n0nce');
    for (const pieces of [[''], ['', 'a', '', 'b', ''], ['only text']].map((list) => list.map((text) => Buffer.from(text)))) {
      expect(zlib.gunzipSync(gzipJoined(pieces, compressPieces(pieces, glue.length), glue)).equals(join(pieces, glue))).toBe(
        true,
      );
    }
  });
});
