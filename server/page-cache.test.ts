import express from 'express';
import { describe, expect, it } from 'vitest';
import { renderTimeZone } from '~/utils/format-date';
import { pageCache } from './page-cache';
import { securityHeaders } from './security-headers';

function appWithCounter() {
  let renders = 0;
  const app = express();
  app.use(securityHeaders({ isDev: false }));
  app.use(pageCache({ ttlMs: 60_000, maxEntries: 2 }));
  app.get('/{*splat}', (req, res) => {
    renders++;
    if (req.path === '/private') res.append('Set-Cookie', 'session=1');
    if (req.path === '/one-time') res.setHeader('Cache-Control', 'no-store');
    res.status(req.path === '/missing' ? 404 : 200).type('html');
    res.write(`<html><script nonce="${res.locals.cspNonce}"></script>`);
    res.end(`render ${renders} ${req.path}</html>`);
  });
  return { app, renders: () => renders };
}

async function withServer<T>(
  app: express.Express,
  run: (get: (path: string, headers?: Record<string, string>) => Promise<Response>) => Promise<T>,
) {
  const server = app.listen(0);
  const { port } = server.address() as { port: number };
  try {
    return await run((path, headers) => fetch(`http://127.0.0.1:${port}${path}`, { headers }));
  } finally {
    server.close();
  }
}

describe('page cache', () => {
  it('never reuses a page that says no-store (one-time links)', async () => {
    const { app, renders } = appWithCounter();
    await withServer(app, async (get) => {
      await get('/one-time?token=a');
      const again = await get('/one-time?token=a');
      expect(renders()).toBe(2);
      expect(again.headers.get('x-page-cache')).toBe('miss');
    });
  });

  it('serves a second anonymous visit from memory with a fresh nonce', async () => {
    const { app, renders } = appWithCounter();
    await withServer(app, async (get) => {
      const first = await get('/about');
      const second = await get('/about');
      expect(renders()).toBe(1);
      expect(second.headers.get('x-page-cache')).toBe('hit');
      const firstNonce = /nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
      const secondNonce = /nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1];
      expect(secondNonce).not.toBe(firstNonce);
      expect(await second.text()).toBe(`<html><script nonce="${secondNonce}"></script>render 1 /about</html>`);
      expect((await first.text()).includes(`nonce="${firstNonce}"`)).toBe(true);
    });
  });

  it('sends a hit gzipped to clients that ask, with the fresh nonce inside, and plain to the rest', async () => {
    const { app } = appWithCounter();
    await withServer(app, async (get) => {
      await get('/garden');
      const gzipped = await get('/garden', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers.get('x-page-cache')).toBe('hit');
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/);
      const nonce = /nonce-([^']+)'/.exec(gzipped.headers.get('content-security-policy') ?? '')?.[1];
      // fetch decodes gzip, and fails on a wrong checksum or length.
      expect(await gzipped.text()).toBe(`<html><script nonce="${nonce}"></script>render 1 /garden</html>`);
      const plain = await get('/garden', { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toMatch(/^<html><script nonce="[^"]+"><\/script>render 1 \/garden<\/html>$/);
    });
  });

  it('keeps languages apart and never caches personal requests or responses', async () => {
    const { app, renders } = appWithCounter();
    await withServer(app, async (get) => {
      await get('/about', { cookie: 'lang=es' });
      await get('/about', { cookie: 'lang=ar' });
      expect(renders()).toBe(2);
      await get('/about', { cookie: 'lang=es; aff_code=amy' });
      expect(renders()).toBe(2);
      await get('/about', { cookie: 'lang=es; session=abc' });
      await get('/about', { cookie: 'lang=es; session=abc' });
      expect(renders()).toBe(4);
      await get('/private');
      await get('/private');
      expect(renders()).toBe(6);
    });
  });

  it('shares pages with visitors who have a cart, and marks the renders it may share', async () => {
    const seen: boolean[] = [];
    const app = express();
    app.use(securityHeaders({ isDev: false }));
    app.use(pageCache({ ttlMs: 60_000, maxEntries: 10 }));
    app.get('/{*splat}', (_req, res) => {
      seen.push(res.locals.sharedPage === true);
      res.type('html').send('page');
    });
    await withServer(app, async (get) => {
      await get('/products', { cookie: 'verde.cart=4d9c1f7e-0000-4000-8000-000000000001' });
      const second = await get('/products', { cookie: 'verde.cart=4d9c1f7e-0000-4000-8000-000000000002' });
      expect(second.headers.get('x-page-cache')).toBe('hit');
      await get('/products', { cookie: 'verde.cart=x; session_token=abc' });
      expect(seen).toEqual([true, false]);
    });
  });

  it('never carries one visitor’s time zone to another: a shared render is in UTC, a personal one in the reader’s zone', async () => {
    const app = express();
    app.use(securityHeaders({ isDev: false }));
    app.use(pageCache({ ttlMs: 60_000, maxEntries: 10 }));
    app.get('/{*splat}', (req, res) => {
      // What the root loader does: the zone dates are rendered in, from the tz cookie unless shared.
      const request = new Request(`http://site${req.originalUrl}`, { headers: { cookie: req.get('cookie') ?? '' } });
      res.type('html').send(`zone ${renderTimeZone(request, res.locals.sharedPage === true)}`);
    });
    await withServer(app, async (get) => {
      const losAngeles = await get('/coaching', { cookie: 'tz=America%2FLos_Angeles' });
      const tokyo = await get('/coaching', { cookie: 'tz=Asia%2FTokyo' });
      expect(tokyo.headers.get('x-page-cache')).toBe('hit');
      expect(await losAngeles.text()).toBe('zone UTC');
      expect(await tokyo.text()).toBe('zone UTC');
      const signedIn = await get('/coaching', { cookie: 'tz=Asia%2FTokyo; session_token=abc' });
      expect(signedIn.headers.get('x-page-cache')).toBeNull();
      expect(await signedIn.text()).toBe('zone Asia/Tokyo');
    });
  });

  it('passes a file (a lesson video) straight through, never keeping or reusing it', async () => {
    let sends = 0;
    const app = express();
    app.use(pageCache({ ttlMs: 60_000, maxEntries: 10 }));
    app.get('/video', (_req, res) => {
      sends++;
      res.status(200).type('video/mp4').set('Cache-Control', 'private');
      const piece = Buffer.alloc(64 * 1024, sends);
      for (let index = 0; index < 15; index++) res.write(piece);
      res.end(piece);
    });
    await withServer(app, async (get) => {
      const first = await get('/video', { accept: '*/*' });
      expect((await first.arrayBuffer()).byteLength).toBe(16 * 64 * 1024);
      const second = await get('/video', { accept: '*/*' });
      expect(second.headers.get('x-page-cache')).toBe('miss');
      expect(new Uint8Array(await second.arrayBuffer())[0]).toBe(2);
      expect(sends).toBe(2);
    });
  });

  it('caches not-found pages but evicts the least recently used beyond its size', async () => {
    const { app, renders } = appWithCounter();
    await withServer(app, async (get) => {
      expect((await get('/missing')).status).toBe(404);
      expect((await get('/missing')).status).toBe(404);
      expect(renders()).toBe(1);
      await get('/a');
      await get('/b');
      await get('/missing');
      expect(renders()).toBe(4);
    });
  });
});

describe('page cache expiry', () => {
  it('serves the stale copy while one request renders the next', async () => {
    let renders = 0;
    let release: () => void = () => {};
    const app = express();
    app.use(securityHeaders({ isDev: false }));
    app.use(pageCache({ ttlMs: 50, maxEntries: 10 }));
    app.get('/', async (_req, res) => {
      renders++;
      if (renders === 2) await new Promise<void>((resolve) => (release = resolve));
      res.type('html').send(`render ${renders}`);
    });
    await withServer(app, async (get) => {
      expect(await (await get('/')).text()).toBe('render 1');
      await new Promise((resolve) => setTimeout(resolve, 80));
      const refreshing = get('/');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const meanwhile = await get('/');
      expect(meanwhile.headers.get('x-page-cache')).toBe('hit');
      expect(await meanwhile.text()).toBe('render 1');
      release();
      expect(await (await refreshing).text()).toBe('render 2');
      expect(await (await get('/')).text()).toBe('render 2');
      expect(renders).toBe(2);
    });
  });
});
