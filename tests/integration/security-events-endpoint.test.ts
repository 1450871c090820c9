import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents, users } from '~/db/schema/index';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { action, loader } from '~/routes/api/security-events';
import { action as signUpAction } from '~/routes/auth/sign-up';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

let ipCounter = 0;
/** A fresh client address per test: the endpoint allows 30 events a minute per address. */
const nextIp = () => `203.0.113.${++ipCounter}`;

const postEvent = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
  callAction(
    action,
    new Request('http://localhost/api/security-events', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip, 'user-agent': 'EventTest/1.0', ...headers },
    }),
  );

const eventsFrom = (ip: string) => database.db.select().from(securityEvents).where(eq(securityEvents.ipAddress, ip));
const countEvents = async () =>
  (await database.db.select({ count: sql<number>`count(*)::int` }).from(securityEvents))[0]?.count ?? 0;

describe('POST /api/security-events (SPEC §7 log-security-event, log_security_event)', () => {
  it('records a valid event in upper case, marked as reported by the client', async () => {
    const ip = nextIp();
    const timestamp = new Date().toISOString();
    const result = await postEvent({ type: 'devtools_open', severity: 'low', details: { widthDifference: 200 }, timestamp }, ip);
    expect(result.status).toBe(202);
    expect(result.data).toEqual({ ok: true });
    const [event] = await eventsFrom(ip);
    expect(event).toMatchObject({
      type: 'DEVTOOLS_OPEN',
      severity: 'low',
      details: { widthDifference: 200, clientTimestamp: timestamp, source: 'client' },
      userId: null,
      ipAddress: ip,
      userAgent: 'EventTest/1.0',
      url: '/api/security-events',
    });
  });

  it('accepts the RPC shape (event_type, table_name, risk_level, metadata_obj)', async () => {
    const ip = nextIp();
    const result = await postEvent(
      {
        event_type: 'suspicious_console_log',
        table_name: 'security_monitor',
        risk_level: 'medium',
        metadata_obj: { details: 'password word logged', url: '/account' },
      },
      ip,
    );
    expect(result.status).toBe(202);
    const [event] = await eventsFrom(ip);
    expect(event).toMatchObject({
      type: 'SUSPICIOUS_CONSOLE_LOG',
      severity: 'medium',
      details: { details: 'password word logged', url: '/account', tableName: 'security_monitor', source: 'client' },
    });
  });

  it('cannot forge the source, the user or a critical severity', async () => {
    const ip = nextIp();
    const result = await postEvent(
      { type: 'ACCOUNT_TAKEOVER', severity: 'critical', details: { source: 'server' }, userId: 'someone-else' },
      ip,
    );
    expect(result.status).toBe(202);
    const [event] = await eventsFrom(ip);
    expect(event).toMatchObject({
      type: 'ACCOUNT_TAKEOVER',
      severity: 'high',
      userId: null,
      details: { source: 'client', reportedSeverity: 'critical' },
    });
  });

  it('ties the event to the person signed in', async () => {
    const ip = nextIp();
    const email = `reporter.${Date.now()}@example.org`;
    const signedUp = await callAction(
      signUpAction,
      new Request('http://localhost/signup', {
        method: 'POST',
        body: new URLSearchParams({
          firstName: 'Ife',
          lastName: 'Adeyemi',
          mobileNumber: '+15550307777',
          email,
          password: 'okra-and-peppers',
        }),
        headers: { [CLIENT_IP_HEADER]: ip },
      }),
    );
    const cookie = signedUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const result = await postEvent({ type: 'rapid_requests', severity: 'high' }, ip, { cookie });
    expect(result.status).toBe(202);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [event] = await database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'RAPID_REQUESTS'), eq(securityEvents.ipAddress, ip)));
    expect(event?.userId).toBe(user?.id);
    expect(event?.details).toEqual({ source: 'client' });
  });

  it('answers 400 to bad input and stores nothing', async () => {
    const ip = nextIp();
    const before = await countEvents();
    const cases: unknown[] = [
      { type: 'LOGIN', severity: 'extreme' },
      { type: 'LOGIN' },
      { type: '<script>alert(1)</script>', severity: 'low' },
      { type: '', severity: 'low' },
      { type: 'X'.repeat(65), severity: 'low' },
      { type: 'LOGIN', severity: 'low', details: 'not an object' },
      { type: 'LOGIN', severity: 'low', details: ['a', 'list'] },
      { type: 'LOGIN', severity: 'low', details: { blob: 'x'.repeat(5000) } },
      { type: 'LOGIN', severity: 'low', timestamp: 'yesterday' },
      { event_type: 'LOGIN', risk_level: 'severe', metadata_obj: {} },
      'not json at all',
      '[1, 2, 3]',
      'null',
    ];
    for (const body of cases) {
      const result = await postEvent(body, ip);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof (result.data as { error?: unknown }).error).toBe('string');
    }
    const oversized = await postEvent({ type: 'LOGIN', severity: 'low', details: { blob: 'x'.repeat(9000) } }, ip);
    expect(oversized.status).toBe(413);
    expect(await countEvents()).toBe(before);
  });

  it('names the problem in its 400 answer', async () => {
    const result = await postEvent({ type: 'LOGIN', severity: 'extreme' }, nextIp());
    expect((result.data as { error: string }).error).toMatch(/severity/);
    const big = await postEvent({ type: 'LOGIN', severity: 'low', details: { blob: 'x'.repeat(5000) } }, nextIp());
    expect((big.data as { error: string }).error).toMatch(/details: must be at most 4096 bytes/);
  });

  it('answers 405 to GET and other methods', async () => {
    const result = await callAction(
      action,
      new Request('http://localhost/api/security-events', {
        method: 'PUT',
        body: '{}',
        headers: { [CLIENT_IP_HEADER]: nextIp() },
      }),
    );
    expect(result.status).toBe(405);
    const get = await callAction(loader, new Request('http://localhost/api/security-events'));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });

  it('allows 30 events a minute per address, then answers 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await postEvent({ type: 'PING', severity: 'low' }, ip)).status).toBe(202);
    const refused = await postEvent({ type: 'PING', severity: 'low' }, ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await postEvent({ type: 'PING', severity: 'low' }, ip)).status).toBe(429);
    const events = await eventsFrom(ip);
    expect(events.filter((event) => event.type === 'PING')).toHaveLength(30);
    // One record of the refusal, not one per refused request.
    const exceeded = events.filter((event) => event.type === 'RATE_LIMIT_EXCEEDED');
    expect(exceeded).toHaveLength(1);
    expect(exceeded[0]).toMatchObject({ severity: 'high', details: { limit: 'security-events-ip' } });
    // Another address still gets through.
    expect((await postEvent({ type: 'PING', severity: 'low' }, nextIp())).status).toBe(202);
  });
});
