import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStatus } from '../tests/setup/raw-http';
import { refuseConnect, servedMethodsOnly } from './methods';

// TRACE made React Router's adapter throw (undici's Request refuses it): a 500 and an error log.
// Methods the site does not serve are answered before any route code; requests go through
// node:http, since fetch refuses TRACE and CONNECT itself.

let handled = 0;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(servedMethodsOnly());
  app.all('/{*splat}', (_req, res) => {
    handled++;
    res.send('handled');
  });
  server = http.createServer(app);
  refuseConnect(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function send(method: string) {
  const before = handled;
  return new Promise<{ status: number; allow: string | undefined; reachedHandler: boolean }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/', method }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, reachedHandler: handled > before }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('servedMethodsOnly', () => {
  it.each(['GET', 'HEAD', 'POST'])('lets %s through to the routes', async (method) => {
    const answer = await send(method);
    expect(answer.status).toBe(200);
    expect(answer.reachedHandler).toBe(true);
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s with 405 and Allow before any route code',
    async (method) => {
      const answer = await send(method);
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe('GET, HEAD, POST');
      expect(answer.reachedHandler).toBe(false);
    },
  );

  it('answers OPTIONS with the methods served', async () => {
    const answer = await send('OPTIONS');
    expect(answer.status).toBe(204);
    expect(answer.allow).toBe('GET, HEAD, POST');
    expect(answer.reachedHandler).toBe(false);
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    expect(await connectStatus(port)).toBe(405);
  });
});
