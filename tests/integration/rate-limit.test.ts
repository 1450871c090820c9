import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { rateLimits, securityEvents } from '~/db/schema/index';
import {
  checkRateLimitShared,
  checkRateLimits,
  closeRateLimitStores,
  consumeRateLimit,
  deleteExpiredRateLimits,
  peekRateLimit,
  type RateLimitName,
  rateLimitedResponse,
  resetRateLimit,
  retryAfterMinutes,
} from '~/features/security/rate-limit.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { resetEnvCache } from '~/utils/env.server';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

const REDIS_URL = 'redis://127.0.0.1:6379';
// Keys of this run only, so that a shared Redis is neither disturbed nor left dirty.
const RUN = `t${randomUUID()}`;
let counter = 0;
const uniqueKey = (label = 'key') => `${RUN}.${label}.${++counter}`;

async function isRedisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await isRedisReachable();
if (!hasRedis) console.warn(`rate-limit tests: Redis is not reachable at ${REDIS_URL}; the Redis suite is skipped.`);

/** Sets environment variables for one test; afterEach puts them back. */
const changedEnv = new Map<string, string | undefined>();
function setEnv(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (!changedEnv.has(name)) changedEnv.set(name, process.env[name]);
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}
afterEach(() => {
  for (const [name, value] of changedEnv) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  changedEnv.clear();
  resetEnvCache();
});

afterAll(async () => {
  await closeRateLimitStores();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function consumeTimes(name: RateLimitName, key: string, times: number) {
  const results = [];
  for (let i = 0; i < times; i++) results.push(await consumeRateLimit({ name, key }));
  return results;
}

type Store = { label: string; isAvailable: boolean; env: Record<string, string | undefined> };

const stores: Store[] = [
  { label: 'PostgreSQL (table rate_limits)', isAvailable: true, env: { REDIS_URL: undefined } },
  {
    label: hasRedis ? `Redis at ${REDIS_URL}` : `Redis — skipped: nothing answers at ${REDIS_URL}`,
    isAvailable: hasRedis,
    env: { REDIS_URL },
  },
];

for (const store of stores) {
  describe.skipIf(!store.isAvailable)(`rate limits in ${store.label}`, () => {
    const storeEnv = () => setEnv(store.env);

    it('counts tries and refuses the one past the configured points, with a sensible wait', async () => {
      storeEnv();
      const key = uniqueKey('ana@example.org');
      // sign-in-account defaults to 5 tries per 900 s.
      const results = await consumeTimes('sign-in-account', key, 5);
      expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true]);
      expect(results.map((result) => (result.ok ? result.remainingPoints : -1))).toEqual([4, 3, 2, 1, 0]);
      const refused = await consumeRateLimit({ name: 'sign-in-account', key });
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(refused.retryAfterSeconds).toBeGreaterThan(890);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
      expect(retryAfterMinutes(refused.retryAfterSeconds)).toBe(15);
    });

    it('follows the configured points and window', async () => {
      storeEnv();
      setEnv({ RATE_LIMIT_EMAIL_IP: '2/120' });
      const key = uniqueKey('203.0.113.20');
      const results = await consumeTimes('email-ip', key, 3);
      expect(results.map((result) => result.ok)).toEqual([true, true, false]);
      const last = results[2];
      expect(last?.ok === false && last.retryAfterSeconds).toBeGreaterThan(110);
      expect(last?.ok === false && last.retryAfterSeconds).toBeLessThanOrEqual(120);
    });

    it('peeks without counting, and a reset clears the counter', async () => {
      storeEnv();
      const key = uniqueKey('lee@example.org');
      expect(await peekRateLimit({ name: 'sign-in-account', key })).toEqual({ ok: true, remainingPoints: 5 });
      await consumeTimes('sign-in-account', key, 5);
      expect((await peekRateLimit({ name: 'sign-in-account', key })).ok).toBe(false);
      expect((await peekRateLimit({ name: 'sign-in-account', key })).ok).toBe(false);
      await resetRateLimit({ name: 'sign-in-account', key });
      expect(await peekRateLimit({ name: 'sign-in-account', key })).toEqual({ ok: true, remainingPoints: 5 });
      expect(await consumeRateLimit({ name: 'sign-in-account', key })).toEqual({ ok: true, remainingPoints: 4 });
    });

    it('keeps keys apart per limit and per key, and treats account keys case-insensitively', async () => {
      storeEnv();
      const key = uniqueKey('Mixed.Case@Example.org');
      await consumeTimes('two-factor-account', key, 6);
      expect((await consumeRateLimit({ name: 'two-factor-account', key: key.toUpperCase() })).ok).toBe(false);
      expect((await consumeRateLimit({ name: 'two-factor-account', key: ` ${key.toLowerCase()} ` })).ok).toBe(false);
      expect(await consumeRateLimit({ name: 'email-account', key })).toEqual({ ok: true, remainingPoints: 4 });
      expect(await consumeRateLimit({ name: 'two-factor-account', key: uniqueKey('other@example.org') })).toEqual({
        ok: true,
        remainingPoints: 4,
      });
    });

    it('shares one write among tries that arrive together, with the answers of one write each', async () => {
      storeEnv();
      setEnv({ RATE_LIMIT_AFFILIATE_TRACK_IP: '5/60' });
      const key = uniqueKey('198.51.100.7');
      const check = { name: 'affiliate-track-ip', key } as const;
      // Eight arrive together: the first waits 20 ms for the others, and one write counts them all.
      const first = checkRateLimitShared(undefined, check, { gatherMs: 20 });
      const others = Array.from({ length: 7 }, () => checkRateLimitShared(undefined, check));
      const results = await Promise.all([first, ...others]);
      expect(results.map((result) => (result.ok ? result.remainingPoints : 'refused'))).toEqual([
        4,
        3,
        2,
        1,
        0,
        'refused',
        'refused',
        'refused',
      ]);
      // The counter holds all eight: a try alone afterwards is refused too, by the same store.
      expect((await consumeRateLimit(check)).ok).toBe(false);
      const events = await database.db
        .select({ details: securityEvents.details })
        .from(securityEvents)
        .where(sql`${securityEvents.type} = 'RATE_LIMIT_EXCEEDED' and ${securityEvents.details}->>'key' = ${key}`);
      expect(events).toHaveLength(1);
    });

    it('holds across a restart (new limiter instances on the same store)', async () => {
      storeEnv();
      const key = uniqueKey('restart@example.org');
      await consumeTimes('sign-in-account', key, 3);
      await closeRateLimitStores();
      expect(await consumeRateLimit({ name: 'sign-in-account', key })).toEqual({ ok: true, remainingPoints: 1 });
      await closeRateLimitStores();
      await consumeRateLimit({ name: 'sign-in-account', key });
      expect((await consumeRateLimit({ name: 'sign-in-account', key })).ok).toBe(false);
    });

    it('starts a fresh window once the old one has ended', async () => {
      storeEnv();
      setEnv({ RATE_LIMIT_SECURITY_EVENTS_IP: '1/1' });
      const key = uniqueKey('198.51.100.1');
      expect((await consumeRateLimit({ name: 'security-events-ip', key })).ok).toBe(true);
      const refused = await consumeRateLimit({ name: 'security-events-ip', key });
      expect(refused).toEqual({ ok: false, retryAfterSeconds: 1 });
      await sleep(1100);
      expect(await consumeRateLimit({ name: 'security-events-ip', key })).toEqual({ ok: true, remainingPoints: 0 });
    });

    it('records RATE_LIMIT_EXCEEDED once per window when a check refuses, and says how long to wait', async () => {
      storeEnv();
      setEnv({ RATE_LIMIT_SIGN_UP_IP: '2/600' });
      const ip = uniqueKey('192.0.2.44');
      const request = new Request('http://localhost/signup', { method: 'POST', headers: { [CLIENT_IP_HEADER]: ip } });
      const check = () => checkRateLimits(request, [{ name: 'sign-up-ip', key: ip }]);
      expect(await check()).toEqual({ ok: true });
      expect(await check()).toEqual({ ok: true });
      const refused = await check();
      expect(refused.ok).toBe(false);
      await check();
      await check();
      const events = await database.db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.type, 'RATE_LIMIT_EXCEEDED'), eq(securityEvents.ipAddress, ip)));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ severity: 'high', url: '/signup', details: { limit: 'sign-up-ip', key: ip } });

      if (refused.ok) return;
      const response = rateLimitedResponse(refused.retryAfterSeconds);
      expect(response.init?.status).toBe(429);
      expect(new Headers(response.init?.headers).get('Retry-After')).toBe(String(refused.retryAfterSeconds));
      expect(response.data).toEqual({
        ok: false,
        fieldErrors: {},
        formError: 'accounts.errors.rateLimited',
        formErrorVars: { count: 10 },
      });
    });

    it('refuses when any one of several limits is used up', async () => {
      storeEnv();
      setEnv({ RATE_LIMIT_EMAIL_ACCOUNT: '1/300' });
      const email = uniqueKey('several@example.org');
      const ip = uniqueKey('192.0.2.45');
      const checks = [
        { name: 'email-account', key: email },
        { name: 'email-ip', key: ip },
      ] as const;
      expect(await checkRateLimits(undefined, checks)).toEqual({ ok: true });
      const refused = await checkRateLimits(undefined, checks);
      expect(refused.ok).toBe(false);
      expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(290);
      // The address limit (20 per hour) still had room and kept counting.
      expect(await peekRateLimit({ name: 'email-ip', key: ip })).toEqual({ ok: true, remainingPoints: 18 });
    });
  });
}

describe('rate-limit store upkeep and failures', () => {
  it('keeps its counters in the rate_limits table when REDIS_URL is not set', async () => {
    setEnv({ REDIS_URL: undefined });
    const key = uniqueKey('table@example.org');
    await consumeRateLimit({ name: 'email-account', key });
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `rl:email-account:${key}`));
    expect(row?.points).toBe(1);
    expect(row?.expire?.getTime()).toBeGreaterThan(Date.now());
  });

  it('deletes expired counters, and only those', async () => {
    setEnv({ REDIS_URL: undefined });
    const live = uniqueKey('live@example.org');
    const old = uniqueKey('old@example.org');
    await consumeRateLimit({ name: 'email-account', key: live });
    await consumeRateLimit({ name: 'email-account', key: old });
    await database.db
      .update(rateLimits)
      .set({ expire: sql`now() - interval '2 hours'` })
      .where(eq(rateLimits.key, `rl:email-account:${old}`));
    expect(await deleteExpiredRateLimits()).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain(`rl:email-account:${live}`);
    expect(keys).not.toContain(`rl:email-account:${old}`);
  });

  it('treats a counter whose expiry has passed as a fresh window', async () => {
    setEnv({ REDIS_URL: undefined });
    const key = uniqueKey('stale@example.org');
    await consumeTimes('sign-in-account', key, 6);
    await database.db
      .update(rateLimits)
      .set({ expire: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `rl:sign-in-account:${key}`));
    expect(await peekRateLimit({ name: 'sign-in-account', key })).toEqual({ ok: true, remainingPoints: 5 });
    expect(await consumeRateLimit({ name: 'sign-in-account', key })).toEqual({ ok: true, remainingPoints: 4 });
  });

  it('lets requests through (and never throws) when the store cannot be reached', async () => {
    setEnv({ REDIS_URL: 'redis://127.0.0.1:1' });
    const key = uniqueKey('down@example.org');
    const started = Date.now();
    expect(await consumeRateLimit({ name: 'sign-in-account', key })).toEqual({ ok: true });
    expect(await peekRateLimit({ name: 'sign-in-account', key })).toEqual({ ok: true });
    await expect(resetRateLimit({ name: 'sign-in-account', key })).resolves.toBeUndefined();
    expect(await checkRateLimits(undefined, [{ name: 'sign-in-ip', key }])).toEqual({ ok: true });
    const shared = await Promise.all([1, 2, 3].map(() => checkRateLimitShared(undefined, { name: 'affiliate-track-ip', key })));
    expect(shared).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(Date.now() - started).toBeLessThan(10_000);
    await closeRateLimitStores();
  });
});

afterAll(async () => {
  if (!hasRedis) return;
  // Remove every key this run wrote.
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `verde:rl:*${RUN}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
});
