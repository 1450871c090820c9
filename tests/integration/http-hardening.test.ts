import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuilt, isPostgresPass, killStartedServers, type StartedServer, startServer } from '../setup/production-server';
import { connectStatus, streamPost } from '../setup/raw-http';

// Issue 11, over real HTTP against the production build: what only the whole server shows (the
// headers React Router sends, Express's refusals, what the process logs and how much memory it
// holds). The rules themselves have unit tests beside their code.

// Its own port: payment-crash.test.ts takes 3461 to 3464, server-process.test.ts 3451 to 3454.
const PORT = 3471;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-http-'));
let server: StartedServer;
let sessionCookie = '';
const account = { email: `http-${Date.now()}@example.org`, password: 'a-long-enough-password-2026' };

afterAll(() => {
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request through node:http (fetch refuses methods such as TRACE and never shows a redirect's cookies). */
function send(
  method: string,
  pathname: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${server.url}${pathname}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
});

/**
 * The log lines of one answer (by its X-Request-Id) at error level or above (pino: 50, 60), read
 * once the request's own line is there: it is written last, when the answer has gone out.
 */
async function errorLinesOf(answer: Pick<Answer, 'headers'>): Promise<string[]> {
  const id = String(answer.headers['x-request-id']);
  const linesOf = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes(id));
  for (let waited = 0; waited < 5_000 && !linesOf().some((line) => line.includes('"msg":"request"')); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(linesOf().some((line) => line.includes('"msg":"request"'))).toBe(true);
  return linesOf().filter((line) => /"level":(5|6)0/.test(line));
}

let phoneCounter = 0;
const signUpFields = (email: string) => ({
  firstName: 'Hana',
  lastName: 'Tester',
  mobileNumber: `+1555020${String(1000 + ++phoneCounter).slice(-4)}`,
  email,
  password: account.password,
});

/** A chunked body (no Content-Length) of up to `maxBytes`, sent until the answer arrives. */
const streamBody = (pathname: string, maxBytes: number, headers: Record<string, string> = {}) =>
  streamPost(`${server.url}${pathname}`, maxBytes, { headers });

/** The server's resident memory, from /proc (Linux). */
function residentBytes(): number | null {
  try {
    const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

describe.skipIf(!isBuilt || isPostgresPass)(
  'issue 11 over HTTP (needs `npm run build`; embedded pass only)',
  { timeout: 120_000 },
  () => {
    beforeAll(async () => {
      server = await startServer(PORT, {
        dataDir,
        env: {
          SITE_URL: `http://127.0.0.1:${PORT}`,
          SEED_DEMO_CONTENT: 'false',
          // Tight enough to reach in a few requests; the account below is the first sign-up.
          RATE_LIMIT_SIGN_UP_IP: '2/3600',
          RATE_LIMIT_EMAIL_ACCOUNT: '1/3600',
        },
      });
      const signedUp = await send('POST', '/signup', form(signUpFields(account.email)));
      expect(signedUp.status).toBe(302);
      sessionCookie = (signedUp.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
      expect(sessionCookie).toContain('session_token');
    }, 120_000);

    describe('a redirectTo beyond Latin-1 (defect 10)', () => {
      it('signs in and keeps the new session cookie, sending the address percent-encoded', async () => {
        const answer = await send(
          'POST',
          '/auth',
          form({ identifier: account.email, password: account.password, redirectTo: '/\u3000' }),
        );
        expect(answer.status).toBe(302);
        expect(answer.headers.location).toBe('/%E3%80%80');
        expect(String(answer.headers['set-cookie'])).toContain('session_token');
      });

      it('sends a signed-in visitor of /auth on to the encoded address', async () => {
        const answer = await send('GET', `/auth?redirectTo=${encodeURIComponent('/€')}`, { headers: { cookie: sessionCookie } });
        expect(answer.status).toBe(302);
        expect(answer.headers.location).toBe('/%E2%82%AC');
      });

      it('changes the language and comes back to the encoded address', async () => {
        const answer = await send('POST', '/api/language', form({ lang: 'es', redirectTo: '/€?q=ü#ñ' }));
        expect(answer.status).toBe(302);
        expect(answer.headers.location).toBe('/%E2%82%AC?q=%C3%BC#%C3%B1');
        expect(String(answer.headers['set-cookie'])).toContain('es');
      });
    });

    describe('429 answers carry Retry-After (defect 11)', () => {
      /** Posts until the answer is 429 (at most `tries` times) and returns that answer. */
      async function until429(pathname: string, fields: () => Record<string, string>, tries: number) {
        let answer: Answer | null = null;
        for (let i = 0; i < tries; i++) {
          answer = await send('POST', pathname, form(fields()));
          if (answer.status === 429) break;
        }
        return answer as Answer;
      }

      it.each([
        ['/auth', () => ({ identifier: 'nobody-429@example.org', password: 'wrong-password-1' }), 8],
        ['/auth/forgot', () => ({ email: 'forgetful-429@example.org' }), 4],
        ['/signup', () => signUpFields(`signup-429-${++phoneCounter}@example.org`), 4],
      ] as const)('%s', async (pathname, fields, tries) => {
        const answer = await until429(pathname, fields, tries);
        expect(answer.status).toBe(429);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      });
    });

    describe('unusual methods (defect 12)', () => {
      it('answers TRACE with 405 and Allow, and logs no error', async () => {
        const answer = await send('TRACE', '/');
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
        expect(await errorLinesOf(answer)).toEqual([]);
      });

      it.each(['PROPFIND', 'MKCOL', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and no error log', async (method) => {
        const answer = await send(method, '/about');
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
        expect(await errorLinesOf(answer)).toEqual([]);
      });

      it('answers a POST to a page without an action with 405, and logs no error', async () => {
        const answer = await send('POST', '/about', form({ anything: 'x' }));
        expect(answer.status).toBe(405);
        expect(await errorLinesOf(answer)).toEqual([]);
      });

      it('answers OPTIONS with the methods it serves', async () => {
        const answer = await send('OPTIONS', '/');
        expect(answer.status).toBe(204);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
        expect(await errorLinesOf(answer)).toEqual([]);
      });

      it('answers CONNECT with 405 instead of dropping the connection', async () => {
        expect(await connectStatus(PORT)).toBe(405);
      });
    });

    describe('the same-origin check compares whole origins (defect 14)', () => {
      it('refuses a write whose Origin has our host but another scheme', async () => {
        const answer = await send(
          'POST',
          '/newsletter',
          form({ email: 'scheme@example.org' }, { origin: `https://127.0.0.1:${PORT}` }),
        );
        expect(answer.status).toBe(403);
      });

      it('accepts a write from our own origin', async () => {
        const answer = await send('POST', '/newsletter', form({ email: 'scheme@example.org' }, { origin: server.url }));
        expect(answer.status).toBe(200);
      });
    });

    describe('request bodies are capped before they are read (defect 9)', () => {
      // Each reads its body: /auth and /signup for a visitor, /checkout and the cart for a shopper.
      it.each([
        ['/api/cart', true],
        ['/auth', false],
        ['/signup', false],
        ['/newsletter', false],
        ['/checkout', true],
        ['/api/page-views', false],
      ] as const)('answers a 24 MB chunked body to %s with 413 while it is still being sent', async (pathname, signedIn) => {
        const answer = await streamBody(pathname, 24 * 1024 * 1024, signedIn ? { cookie: sessionCookie } : {});
        expect(answer.status).toBe(413);
        // The answer came before the body was all sent: the server stopped reading.
        expect(answer.sent).toBeLessThan(24 * 1024 * 1024);
        // The route's read failed quietly: a refused body is the client's doing, not an error.
        expect(await errorLinesOf(answer)).toEqual([]);
      });

      it('answers a declared oversized body with 413 without reading it', async () => {
        const answer = await new Promise<number>((resolve, reject) => {
          const request = http.request(`${server.url}/api/page-views`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': String(700 * 1024 * 1024) },
          });
          request.on('response', (response) => {
            resolve(response.statusCode ?? 0);
            request.destroy();
          });
          request.on('error', reject);
          request.write('{"path":"/');
        });
        expect(answer).toBe(413);
      });

      it('keeps memory flat under six concurrent oversized uploads, and stays healthy', async () => {
        const warmUp = await streamBody('/api/cart', 1024 * 1024);
        expect(warmUp.status).toBe(413);
        const before = residentBytes();
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => streamBody('/api/cart', 64 * 1024 * 1024, { cookie: sessionCookie })),
        );
        const after = residentBytes();
        expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413, 413, 413]);
        if (before !== null && after !== null) expect(after - before).toBeLessThan(48 * 1024 * 1024);

        expect((await send('GET', '/healthz')).status).toBe(200);
        const small = await send('POST', '/api/cart', form({ intent: 'clear' }, { cookie: sessionCookie }));
        expect(small.status).toBe(200);
      });
    });
  },
);
