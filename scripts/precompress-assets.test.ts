import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDirectory, isCompressible } from './precompress-assets';

let directory = '';
afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('compressing the client build', () => {
  it('writes Brotli and gzip copies of each text file worth compressing, which decode to the file', async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-precompress-'));
    const css = `.leaf { color: green; }\n`.repeat(100);
    const json = JSON.stringify({ greeting: 'Grow what you eat. '.repeat(100) });
    fs.writeFileSync(path.join(directory, 'app-1.css'), css);
    fs.writeFileSync(path.join(directory, 'en.json'), json);
    fs.writeFileSync(path.join(directory, 'small.js'), 'export {};');
    fs.writeFileSync(path.join(directory, 'font.woff2'), Buffer.alloc(4096, 7));
    fs.mkdirSync(path.join(directory, 'nested'));

    expect(await compressDirectory(directory)).toBe(2);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(directory, 'app-1.css.br'))).toString()).toBe(css);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(directory, 'app-1.css.gz'))).toString()).toBe(css);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(directory, 'en.json.br'))).toString()).toBe(json);
    // Too small to gain, or compressed already.
    expect(fs.readdirSync(directory).sort()).toEqual(
      [
        'app-1.css',
        'app-1.css.br',
        'app-1.css.gz',
        'en.json',
        'en.json.br',
        'en.json.gz',
        'font.woff2',
        'nested',
        'small.js',
      ].sort(),
    );
  });

  it('skips a folder the build does not have', async () => {
    directory = path.join(os.tmpdir(), 'verde-precompress-missing');
    expect(await compressDirectory(directory)).toBe(0);
  });

  it('compresses text formats only', () => {
    expect(['a.js', 'b.css', 'icons.svg', 'en.json'].every(isCompressible)).toBe(true);
    expect(['font.woff2', 'photo.webp', 'image.png', 'a.js.br', 'a.js.gz'].some(isCompressible)).toBe(false);
  });
});
