import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginWrites } from './security-headers';

// What security-headers.test.ts does not cover yet: the handler is never reached when a write
// is refused, Origin: null, other hosts on the same site, ports, other methods, requests without
// fetch metadata, and malformed Origin headers. Requests go through node:http so that the Host
// header can be the site's own name.

const HOST = 'verde.example';
let handled = 0;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(sameOriginWrites());
  app.all('/{*splat}', (_req, res) => {
    handled++;
    res.send('handled');
  });
  server = app.listen(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function send(method: string, headers: Record<string, string> = {}) {
  const before = handled;
  const response = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/account', method, headers: { host: HOST, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
      },
    );
    request.on('error', reject);
    request.end(method === 'POST' ? 'intent=delete&confirm=on' : undefined);
  });
  return { ...response, reachedHandler: handled > before };
}

describe('sameOriginWrites: refused writes', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another site marked cross-site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['fetch metadata cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['fetch metadata cross-site with our own Origin', { origin: `https://${HOST}`, 'sec-fetch-site': 'cross-site' }],
    ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['Origin: null marked same-origin', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['a sibling host on the same site', { origin: `https://shop.${HOST}`, 'sec-fetch-site': 'same-site' }],
    ['our host on another port', { origin: `http://${HOST}:8443` }],
    // The site is served over plain http here: an https page is another origin (issue 11).
    ['our host over https on the http site', { origin: `https://${HOST}` }],
    ['our host over https marked same-origin', { origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' }],
    ['an opaque origin of another scheme', { origin: `chrome-extension://${HOST}` }],
    ['a look-alike host', { origin: `https://${HOST}.evil.example` }],
  ])('answers a POST from %s with 403 before any route code', async (_label, headers) => {
    const response = await send('POST', headers);
    expect(response.status).toBe(403);
    expect(response.type).toMatch(/^text\/plain/);
    expect(response.body).toBe('Cross-site requests cannot change anything here.');
    expect(response.reachedHandler).toBe(false);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses %s from another site too', async (method) => {
    const response = await send(method, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.reachedHandler).toBe(false);
  });

  // An Origin that is not a URL with a host matches no host: it is cross-site, refused like any
  // other foreign origin (never a 500, never the handler).
  it.each([
    ['not a URL', 'garbage'],
    ['a scheme only', 'https://'],
    ['our host without a scheme', HOST],
    ['our host with an impossible port', `https://${HOST}:99999`],
    ['a URL without a host', 'file:///etc/passwd'],
    ['an empty string', ''],
  ])('refuses a malformed Origin (%s) with 403 before any route code', async (_label, origin) => {
    const response = await send('POST', { origin });
    expect(response.status).toBe(403);
    expect(response.type).toMatch(/^text\/plain/);
    expect(response.body).toBe('Cross-site requests cannot change anything here.');
    expect(response.reachedHandler).toBe(false);
  });

  it('refuses a malformed Origin even when fetch metadata says same-origin', async () => {
    const response = await send('POST', { origin: 'garbage', 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(403);
    expect(response.reachedHandler).toBe(false);
  });
});

describe('sameOriginWrites: allowed writes', () => {
  it.each([
    ['our own Origin', { origin: `http://${HOST}` }],
    ['our own Origin marked same-origin', { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }],
    ['our own Origin with the default port written out', { origin: `http://${HOST}:80` }],
    ['fetch metadata same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
    // Current behaviour: same-site passes when no Origin contradicts it (a sibling host's
    // Origin is still refused above). Browsers send Origin on every POST, so this is only
    // reached by clients that send fetch metadata without Origin.
    ['fetch metadata same-site without Origin', { 'sec-fetch-site': 'same-site' }],
    ['fetch metadata none (address typed by the person)', { 'sec-fetch-site': 'none' }],
    ['no Origin and no fetch metadata (curl, server-to-server)', {}],
    ['our host in capitals', { origin: `http://${HOST.toUpperCase()}` }],
  ])('lets a POST with %s through', async (_label, headers) => {
    const response = await send('POST', headers);
    expect(response.status).toBe(200);
    expect(response.reachedHandler).toBe(true);
  });
});

describe('sameOriginWrites: reads', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('never refuses %s, whatever the origin', async (method) => {
    const origins: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'garbage' },
    ];
    for (const headers of origins) {
      const response = await send(method, headers);
      expect(response.status).toBe(200);
      expect(response.reachedHandler).toBe(true);
    }
  });
});

// Behind a proxy that ends TLS the request arrives over http while the page was https: with
// TRUST_PROXY the forwarded scheme counts, and the configured SITE_URL is always our own origin.
describe('sameOriginWrites: the scheme behind a proxy and the configured site address', () => {
  async function postTo(
    configure: (app: express.Express) => void,
    headers: Record<string, string>,
  ): Promise<{ status: number; reachedHandler: boolean }> {
    let reached = false;
    const app = express();
    configure(app);
    app.all('/{*splat}', (_req, res) => {
      reached = true;
      res.send('handled');
    });
    const listening = app.listen(0);
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: (listening.address() as AddressInfo).port,
            path: '/account',
            method: 'POST',
            headers: { host: HOST, ...headers },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end('intent=delete');
      });
      return { status, reachedHandler: reached };
    } finally {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    }
  }

  const httpsPage = { origin: `https://${HOST}`, 'x-forwarded-proto': 'https' };

  it('takes the forwarded scheme only from a trusted proxy', async () => {
    const trusted = await postTo((app) => {
      app.set('trust proxy', true);
      app.use(sameOriginWrites());
    }, httpsPage);
    expect(trusted).toEqual({ status: 200, reachedHandler: true });
    const untrusted = await postTo((app) => app.use(sameOriginWrites()), httpsPage);
    expect(untrusted).toEqual({ status: 403, reachedHandler: false });
  });

  it("accepts the configured site address's origin, and only its scheme", async () => {
    const configured = (app: express.Express) => app.use(sameOriginWrites({ siteUrl: `https://${HOST}/` }));
    expect(await postTo(configured, { origin: `https://${HOST}` })).toEqual({ status: 200, reachedHandler: true });
    expect(await postTo(configured, { origin: `https://shop.${HOST}` })).toEqual({ status: 403, reachedHandler: false });
    const plain = (app: express.Express) => app.use(sameOriginWrites({ siteUrl: `http://${HOST}` }));
    expect(await postTo(plain, { origin: `https://${HOST}` })).toEqual({ status: 403, reachedHandler: false });
  });
});
