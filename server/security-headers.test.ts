import express from 'express';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, sameOriginWrites, securityHeaders } from './security-headers';

async function request(app: express.Express, init: { method?: string; headers?: Record<string, string> } = {}) {
  const server = app.listen(0);
  try {
    const { port } = server.address() as { port: number };
    return await fetch(`http://127.0.0.1:${port}/`, { method: init.method ?? 'GET', headers: init.headers });
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('allows only nonce-bearing scripts and forbids framing', () => {
    const csp = contentSecurityPolicy('abc123', { isDev: false });
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'nonce-abc123'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets pages connect to our own origin only, and to a configured LiveKit server', () => {
    const connectSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connectSrc(contentSecurityPolicy('n', { isDev: false }))).toBe("connect-src 'self'");
    expect(
      connectSrc(
        contentSecurityPolicy('n', { isDev: false, connectSources: ['wss://live.example.org', 'https://live.example.org'] }),
      ),
    ).toBe("connect-src 'self' wss://live.example.org https://live.example.org");
  });

  it('sends a fresh nonce and the protective headers on every response', async () => {
    const app = express();
    app.use(securityHeaders({ isDev: false }));
    app.get('/', (_req, res) => res.send(String(res.locals.cspNonce)));
    const first = await request(app);
    const second = await request(app);
    const nonce = await first.text();
    expect(first.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(await second.text()).not.toBe(nonce);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Plain http: no HSTS (it would pin localhost to https).
    expect(first.headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses state-changing requests from another site', async () => {
    const app = express();
    app.use(sameOriginWrites());
    app.all('/', (_req, res) => res.send('ok'));
    expect((await request(app, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await request(app, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await request(app, { method: 'GET', headers: { origin: 'https://evil.example' } })).status).toBe(200);
    expect((await request(app, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });
});
