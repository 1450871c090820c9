import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateEvents, securityEvents } from '~/db/schema/index';
import { TRACKING_PATH } from '~/features/affiliates/tracking-client';
import { closeRateLimitStores } from '~/features/security/rate-limit.server';
import { BODY_LIMITS } from '~/utils/body-limits';
import { resetEnvCache } from '~/utils/env.server';
import { createLogger } from '~/utils/logger.server';
import { createApp } from '../../server/create-app';
import { streamPost } from '../setup/raw-http';
import { setupTestDatabase } from '../setup/test-database';

// The tracking endpoint as the server answers it (decision 0094): Express's own handler, before
// React Router, on the file's database (PGlite, or PostgreSQL with the PostgreSQL pass). React
// Router is never reached here: its build throws if it is.

const LIMIT = 4;
process.env.RATE_LIMIT_AFFILIATE_TRACK_IP = `${LIMIT}/60`;
resetEnvCache();

const database = await setupTestDatabase();
const db = database.db;
let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = createApp({
    logger: createLogger('silent'),
    database,
    build: () => Promise.reject(new Error('React Router was reached')) as Promise<ServerBuild>,
    mode: 'production',
    trustProxy: false,
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeRateLimitStores();
});

const event = (code: string, over: Record<string, unknown> = {}) => ({
  affiliateCode: code,
  pageUrl: 'https://verde.example/products?ref=x',
  eventType: 'page_view',
  sessionId: 'express-session-1',
  timestamp: new Date().toISOString(),
  userAgent: 'vitest',
  referrer: '',
  screenResolution: '1280x800',
  timezone: 'UTC',
  ...over,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${TRACKING_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const storedFor = async (code: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(affiliateEvents).where(eq(affiliateEvents.code, code)))[0]?.n;

describe('POST /api/affiliate-pixel-track through Express', () => {
  it('answers 204 once the event is stored, with the security headers and no page nonce', async () => {
    const code = `express-${Date.now().toString(36)}`;
    const answer = await post(event(code));
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-request-id')).toBeTruthy();
    // Written before the answer: the row is there as soon as the 204 is.
    expect(await storedFor(code)).toBe(1);
    const [row] = await db.select().from(affiliateEvents).where(eq(affiliateEvents.code, code));
    expect(row).toMatchObject({ type: 'page_view', sessionId: 'express-session-1', screenResolution: '1280x800' });
  });

  it('refuses malformed, invalid, oversized, cross-site and non-POST requests, storing nothing', async () => {
    const code = `refused-${Date.now().toString(36)}`;
    const malformed = await post('{"affiliateCode":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Expected a JSON body' });
    expect((await post(event(code, { eventType: 'conversion' }))).status).toBe(400);
    expect((await post(event('not a code!'))).status).toBe(400);
    expect((await post([])).status).toBe(400);
    // Over the browser-JSON limit (8 KB), refused by the body limit before it is read.
    expect((await post(event(code, { pageUrl: 'x'.repeat(BODY_LIMITS.json + 100) }))).status).toBe(413);
    // A chunked body (no length to refuse it by) is cut off as it passes the limit.
    const streamed = await streamPost(`${base}${TRACKING_PATH}`, 1024 * 1024, {
      headers: { 'content-type': 'application/json' },
      pieceBytes: 1024,
    });
    expect(streamed.status).toBe(413);
    expect((await post(event(code), { origin: 'https://elsewhere.example' })).status).toBe(403);
    const get = await fetch(`${base}${TRACKING_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await storedFor(code)).toBe(0);
  });

  it('answers 429 past the limit per address, counting requests that arrive together exactly once each', async () => {
    const code = `limited-${Date.now().toString(36)}`;
    // One try of the limit went to the first test (the refused bodies never count).
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => post(event(code, { sessionId: `burst-session-${n}` }))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([204, 204, 204, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({ error: 'Too many events' });
    expect(await storedFor(code)).toBe(3);
    // The first refused try of the window is recorded, once.
    const recorded = await db
      .select({ details: securityEvents.details, ipAddress: securityEvents.ipAddress })
      .from(securityEvents)
      .where(eq(securityEvents.type, 'RATE_LIMIT_EXCEEDED'));
    expect(recorded.filter((row) => (row.details as { limit?: string }).limit === 'affiliate-track-ip')).toHaveLength(1);
    expect(recorded[0]?.ipAddress).toBe('127.0.0.1');
  });
});
