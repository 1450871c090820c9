import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../scripts/precompress-assets';
import { pickEncoding, staticWithCopies } from './precompressed';

const script = `export const greeting = ${JSON.stringify('hello, compost '.repeat(200))};\n`;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-precompressed-'));
let server: http.Server;
let base = '';

/** A raw request, so the body arrives as sent (fetch would decode it). */
function get(file: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${file}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  fs.writeFileSync(path.join(directory, 'entry-abc.js'), script);
  fs.writeFileSync(path.join(directory, 'tiny.js'), 'export {};\n');
  await compressDirectory(directory);
  // As in server/create-app.ts: compression first, then the copies and the files themselves.
  const app = express();
  app.use(compression());
  app.use('/assets', staticWithCopies(directory, { immutable: true, maxAge: '1y' }));
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/assets`;
});

afterAll(() => {
  server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('sends the Brotli copy, with the original type and caching, to a browser that accepts it', async () => {
    const response = await get('/entry-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends the gzip copy when Brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/entry-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script);

    const refused = await get('/entry-abc.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await get('/entry-abc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('keeps a query string, answers HEAD, and leaves a file without copies to the compression middleware', async () => {
    const versioned = await get('/entry-abc.js?v=123', { 'accept-encoding': 'br' });
    expect(versioned.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(versioned.body).toString()).toBe(script);

    const head = await get('/entry-abc.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);

    // Too small to gain: no copy was written, and the file is served as it is.
    expect(fs.existsSync(path.join(directory, 'tiny.js.br'))).toBe(false);
    const tiny = await get('/tiny.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.status).toBe(200);
    expect(tiny.body.toString()).toBe('export {};\n');

    expect((await get('/missing.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('picks the best encoding the request accepts', () => {
    const both = new Set(['br', 'gz'] as const);
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('gzip', both)).toBe('gz');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('br;q=0, *;q=0.5', both)).toBe('gz');
    expect(pickEncoding('br', new Set(['gz'] as const))).toBeUndefined();
    expect(pickEncoding('', both)).toBeUndefined();
    expect(pickEncoding('identity', both)).toBeUndefined();
  });
});
