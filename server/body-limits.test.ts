import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '~/utils/body-limits';
import { readBody } from '~/utils/request-body.server';
import { streamPost } from '../tests/setup/raw-http';
import { limitRequestBodies } from './body-limits';

// Every body is capped before it is read (issue 11): a bigger one is answered 413 at once, and
// a chunked one (no Content-Length) is counted as it arrives and cut off at the limit. The
// handler here reads the body the way React Router's adapter hands it to a route.

type Outcome = { path: string; result: Awaited<ReturnType<typeof readBody>> };
const outcomes: Outcome[] = [];
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBodies());
  app.all('/{*splat}', async (req, res) => {
    const request = new Request(`http://localhost${req.originalUrl}`, {
      method: req.method,
      body: createReadableStreamFromReadable(req),
      duplex: 'half',
    } as RequestInit);
    const result = await readBody(request, Number.MAX_SAFE_INTEGER);
    outcomes.push({ path: req.path, result });
    if (!res.headersSent) res.status(result.ok ? 200 : result.status).send(result.ok ? `read ${result.bytes.byteLength}` : 'x');
  });
  server = app.listen(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends `total` bytes 16 KiB at a time, chunked unless `declare` sets a Content-Length; stops once answered. */
function post(path: string, total: number, { declare, type }: { declare?: number; type?: string } = {}) {
  const headers: Record<string, string> = {
    ...(declare === undefined ? {} : { 'content-length': String(declare) }),
    ...(type ? { 'content-type': type } : {}),
  };
  return streamPost(`http://127.0.0.1:${port}${path}`, total, { headers, pieceBytes: 16 * 1024 });
}

describe('limitRequestBodies', () => {
  it('lets a body within the limit through whole', async () => {
    const answer = await post('/auth', 10_000);
    expect(answer).toMatchObject({ status: 200, body: 'read 10000' });
  });

  it('answers a declared length over the limit with 413 before any route code, and closes the connection', async () => {
    const before = outcomes.length;
    const answer = await post('/api/page-views', BODY_LIMITS.json + 1, { declare: BODY_LIMITS.json + 1 });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large/i);
    expect(answer.headers.connection).toBe('close');
    expect(outcomes.length).toBe(before);
  });

  it('cuts a chunked body off at the limit: 413 while it is sent, and the route never gets it whole', async () => {
    const total = 24 * 1024 * 1024;
    const before = outcomes.length;
    const answer = await post('/api/cart', total);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(total);
    // The route saw its read fail (once the refused connection closed): it never worked with a
    // truncated body as if it were whole.
    await expect.poll(() => outcomes.length, { timeout: 10_000 }).toBe(before + 1);
    expect(outcomes.at(-1)).toMatchObject({ path: '/api/cart', result: { ok: false } });
  });

  it('gives each kind of address its own limit', async () => {
    expect((await post('/api/page-views', BODY_LIMITS.json + 1)).status).toBe(413);
    expect((await post('/api/page-views', BODY_LIMITS.json)).status).toBe(200);
    expect((await post('/auth', BODY_LIMITS.form + 1)).status).toBe(413);
    // The inventory import takes a file far bigger than a form, also through React Router's fetch.
    const upload = { type: 'multipart/form-data; boundary=x' };
    expect((await post('/inventory.data', BODY_LIMITS.form * 2, upload)).status).toBe(200);
    expect((await post('/inventory', BODY_LIMITS.upload + 1, upload)).status).toBe(413);
    // A product's page takes photos: more than the import, and refused past its own limit,
    // declared or streamed.
    const productPage = '/inventory/0b6f4a52-3c1e-4d8a-9f7b-2e5d6c7a8b9c';
    expect((await post(`${productPage}.data`, BODY_LIMITS.upload * 2, upload)).status).toBe(200);
    expect((await post(productPage, 1, { declare: BODY_LIMITS.photos + 1, ...upload })).status).toBe(413);
    expect((await post(productPage, BODY_LIMITS.photos + 1024 * 1024, upload)).status).toBe(413);
    // Any other form to those addresses (a product's details) keeps a form's limit.
    expect((await post(productPage, BODY_LIMITS.form + 1)).status).toBe(413);
  });

  it('stays healthy after refusing', async () => {
    await Promise.all(Array.from({ length: 6 }, () => post('/api/cart', 8 * 1024 * 1024)));
    expect(await post('/auth', 100)).toMatchObject({ status: 200, body: 'read 100' });
  });
});
