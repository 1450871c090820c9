import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type DatabaseHandle, getDatabaseHandle } from '~/db/client.server';
import { rateLimits } from '~/db/schema/security';
import { getEnv } from '~/utils/env.server';
import { formFailureResponse } from '~/utils/form-result';
import { getLogger } from '~/utils/logger.server';
import { rateLimitedFailure } from './failures';
import { logSecurityEvent, type RequestFacts } from './security.server';

// Minutes to wait are the failure's words; stock alerts and the game ask for them here.
export { retryAfterMinutes } from './failures';

/**
 * Abuse limits (fixed windows) shared by every instance and kept across restarts: counters live
 * in PostgreSQL (table rate_limits) or, with REDIS_URL, in Redis. Never in process memory alone.
 */
export type RateLimitName =
  | 'sign-in-account'
  | 'sign-in-ip'
  | 'sign-up-ip'
  | 'email-account'
  | 'email-ip'
  | 'two-factor-account'
  | 'security-events-ip'
  | 'stock-alert-ip'
  | 'game-score-player'
  | 'blog-comment-account'
  | 'contact-email'
  | 'contact-ip'
  | 'assistant-ip'
  | 'assistant-account'
  | 'affiliate-track-ip';

export type RateLimitCheck = { name: RateLimitName; key: string };

/**
 * A limiter's answer: room left, or how long to wait. Not an operation's failure (it has no
 * words and no status): the operation it refused answers `rateLimitedFailure` (failures.ts).
 */
export type RateLimitResult =
  | {
      ok: true;
      /** Tries left in the current window; absent when the store could not be reached (fail open). */
      remainingPoints?: number;
    }
  | { ok: false; retryAfterSeconds: number };

const SETTINGS = {
  'sign-in-account': 'RATE_LIMIT_SIGN_IN_ACCOUNT',
  'sign-in-ip': 'RATE_LIMIT_SIGN_IN_IP',
  'sign-up-ip': 'RATE_LIMIT_SIGN_UP_IP',
  'email-account': 'RATE_LIMIT_EMAIL_ACCOUNT',
  'email-ip': 'RATE_LIMIT_EMAIL_IP',
  'two-factor-account': 'RATE_LIMIT_TWO_FACTOR_ACCOUNT',
  'security-events-ip': 'RATE_LIMIT_SECURITY_EVENTS_IP',
  'stock-alert-ip': 'RATE_LIMIT_STOCK_ALERT_IP',
  'game-score-player': 'RATE_LIMIT_GAME_SCORE_PLAYER',
  'blog-comment-account': 'RATE_LIMIT_BLOG_COMMENT_ACCOUNT',
  'contact-email': 'RATE_LIMIT_CONTACT_EMAIL',
  'contact-ip': 'RATE_LIMIT_CONTACT_IP',
  'assistant-ip': 'RATE_LIMIT_ASSISTANT_IP',
  'assistant-account': 'RATE_LIMIT_ASSISTANT_ACCOUNT',
  'affiliate-track-ip': 'RATE_LIMIT_AFFILIATE_TRACK_IP',
} as const satisfies Record<RateLimitName, string>;

/** The configured points per window and window length for a limit (from getEnv()). */
export function rateLimitSettings(name: RateLimitName): { points: number; seconds: number } {
  return getEnv()[SETTINGS[name]];
}

const MAX_KEY_LENGTH = 200;

/**
 * A limit's key for an account: a hash of its id, so the counter (in the database or Redis)
 * never holds the id itself and deleting the account leaves nothing that names them.
 */
export function accountLimitKey(userId: string): string {
  return `account:${createHash('sha256').update(userId).digest('hex').slice(0, 32)}`;
}

/** Account keys are e-mail addresses or phone numbers: the same account however it is typed. */
function normaliseKey(name: RateLimitName, key: string): string {
  const trimmed = key.trim();
  const normal = name.endsWith('-account') ? trimmed.toLowerCase() : trimmed;
  if (!normal) return 'unknown';
  // Bound the primary-key size whatever a caller passes in.
  return normal.length > MAX_KEY_LENGTH ? `sha256:${createHash('sha256').update(normal).digest('hex')}` : normal;
}

type Limiter = RateLimiterDrizzle | RateLimiterRedis;

// One limiter per (store, limit, settings). Tests open one database per file, hence the WeakMap.
let databaseLimiters = new WeakMap<DatabaseHandle, Map<string, Limiter>>();
let redisLimiters = new Map<string, Limiter>();
let redisClients = new Map<string, Redis>();

const REDIS_KEY_PREFIX = 'verde:rl';

function redisClient(url: string): Redis {
  let client = redisClients.get(url);
  if (!client) {
    client = new Redis(url, {
      // Fail fast (and open) instead of holding requests while Redis is away.
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 2000,
    });
    client.on('error', (error) => getLogger().warn({ err: error }, 'rate-limit Redis connection error'));
    redisClients.set(url, client);
  }
  return client;
}

function getLimiter(name: RateLimitName): Limiter {
  const { points, seconds } = rateLimitSettings(name);
  const id = `${name}:${points}/${seconds}`;
  const redisUrl = getEnv().REDIS_URL;
  if (redisUrl) {
    const cacheKey = `${redisUrl} ${id}`;
    let limiter = redisLimiters.get(cacheKey);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: redisClient(redisUrl),
        keyPrefix: `${REDIS_KEY_PREFIX}:${name}`,
        points,
        duration: seconds,
      });
      redisLimiters.set(cacheKey, limiter);
    }
    return limiter;
  }
  const handle = getDatabaseHandle();
  let limiters = databaseLimiters.get(handle);
  if (!limiters) {
    limiters = new Map();
    databaseLimiters.set(handle, limiters);
  }
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: handle.db,
      schema: rateLimits,
      keyPrefix: `rl:${name}`,
      points,
      duration: seconds,
      // The library's own sweep runs a timer per limiter, outliving closed databases in tests;
      // expired rows are deleted by deleteExpiredRateLimits instead (see sweepNow).
      clearExpiredByTimeout: false,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

const SWEEP_EVERY_MS = 5 * 60 * 1000;
const lastSweep = new WeakMap<DatabaseHandle, number>();

/**
 * Deletes counters whose window ended more than `graceSeconds` ago (they are ignored anyway,
 * but would pile up). Uses the index on expire, so it is cheap. Returns how many went.
 */
export async function deleteExpiredRateLimits({ graceSeconds = 60 }: { graceSeconds?: number } = {}): Promise<number> {
  const rows = await getDatabaseHandle()
    .db.delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(Date.now() - graceSeconds * 1000)))
    .returning({ key: rateLimits.key });
  return rows.length;
}

/** At most once per five minutes per instance and database, in the background. */
function sweepNow() {
  const fail = (error: unknown) => getLogger().warn({ err: error }, 'could not delete expired rate-limit counters');
  try {
    if (getEnv().REDIS_URL) return; // Redis expires its keys itself.
    const handle = getDatabaseHandle();
    const now = Date.now();
    if (now - (lastSweep.get(handle) ?? 0) < SWEEP_EVERY_MS) return;
    lastSweep.set(handle, now);
    deleteExpiredRateLimits().catch(fail);
  } catch (error) {
    fail(error);
  }
}

type Consumed = { ok: true; remainingPoints?: number } | { ok: false; retryAfterSeconds: number; consumedPoints: number };

async function consume(name: RateLimitName, key: string): Promise<Consumed> {
  try {
    const limiter = getLimiter(name);
    const result = await limiter.consume(normaliseKey(name, key));
    sweepNow();
    return { ok: true, remainingPoints: result.remainingPoints };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: retryAfter(error.msBeforeNext), consumedPoints: error.consumedPoints };
    // The store is down: let the request through rather than lock everyone out.
    getLogger().error({ err: error, limit: name }, 'rate-limit store failed; allowing the request');
    return { ok: true };
  }
}

/** Counts one try against a limit. Never throws: when the store fails, the try is allowed. */
export async function consumeRateLimit({ name, key }: RateLimitCheck): Promise<RateLimitResult> {
  const result = await consume(name, key);
  return result.ok ? result : { ok: false, retryAfterSeconds: result.retryAfterSeconds };
}

/**
 * Whether a limit is already used up, without counting a try: e.g. an account that is locked
 * out is refused before its password is checked. Never throws (a failing store reads as not limited).
 */
export async function peekRateLimit({ name, key }: RateLimitCheck): Promise<RateLimitResult> {
  try {
    const limiter = getLimiter(name);
    const result = await limiter.get(normaliseKey(name, key));
    if (!result) return { ok: true, remainingPoints: limiter.points };
    if (result.consumedPoints >= limiter.points) return { ok: false, retryAfterSeconds: retryAfter(result.msBeforeNext) };
    return { ok: true, remainingPoints: limiter.points - result.consumedPoints };
  } catch (error) {
    getLogger().error({ err: error, limit: name }, 'rate-limit store failed; allowing the request');
    return { ok: true };
  }
}

/** Clears a counter, e.g. an account's failed sign-ins after a successful one. Never throws. */
export async function resetRateLimit({ name, key }: RateLimitCheck): Promise<void> {
  try {
    await getLimiter(name).delete(normaliseKey(name, key));
  } catch (error) {
    getLogger().error({ err: error, limit: name }, 'could not reset a rate-limit counter');
  }
}

/**
 * Counts one try against each limit. When any is used up, answers how long to wait (the longest)
 * and records RATE_LIMIT_EXCEEDED: once per limit, key and window (on the first refused try),
 * so that a flood of refused requests does not become a flood of event rows.
 */
export async function checkRateLimits(
  request: RequestFacts | undefined,
  checks: readonly RateLimitCheck[],
  context: { userId?: string | null } = {},
): Promise<RateLimitResult> {
  const results = await Promise.all(checks.map((check) => consume(check.name, check.key)));
  let retryAfterSeconds = 0;
  for (const [index, result] of results.entries()) {
    if (result.ok) continue;
    retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
    const check = checks[index] as RateLimitCheck;
    if (result.consumedPoints === rateLimitSettings(check.name).points + 1)
      await recordExceeded(request, check, result.retryAfterSeconds, context.userId);
  }
  return retryAfterSeconds > 0 ? { ok: false, retryAfterSeconds } : { ok: true };
}

/** The first try over a limit records RATE_LIMIT_EXCEEDED (once per limit, key and window). */
function recordExceeded(
  request: RequestFacts | undefined,
  check: RateLimitCheck,
  retryAfterSeconds: number,
  userId?: string | null,
) {
  return logSecurityEvent(
    {
      type: 'RATE_LIMIT_EXCEEDED',
      severity: 'high',
      details: { limit: check.name, key: normaliseKey(check.name, check.key), retryAfterSeconds },
    },
    { request, userId },
  );
}

type SharedTry = { request: RequestFacts | undefined; resolve: (result: RateLimitResult) => void };
type SharedCounter = { check: RateLimitCheck; waiting: SharedTry[] };

/** Keys whose count is being written now, with the tries that arrived meanwhile (the next write's). */
const sharedCounters = new Map<string, SharedCounter>();

/**
 * `checkRateLimits` for one limit, for an address that takes thousands of tries a second from
 * few keys (the affiliate tracking endpoint, decision 0094). The same counter in the same store,
 * with the same answers, but tries for a key that arrive while its count is being written wait
 * and are counted together in one write (`consume(key, n)`), instead of one write each on the
 * same row. Each try is then judged by its own place in the window: the window's count after the
 * write, less the tries after it in the batch. `gatherMs` holds a first try that long for others
 * to join it (the tracking endpoint waits as its group commit does); without it, a try that finds
 * no write in progress is written at once.
 */
export function checkRateLimitShared(
  request: RequestFacts | undefined,
  check: RateLimitCheck,
  { gatherMs = 0 }: { gatherMs?: number } = {},
): Promise<RateLimitResult> {
  const id = `${check.name}\u0000${normaliseKey(check.name, check.key)}`;
  return new Promise((resolve) => {
    const counter = sharedCounters.get(id);
    if (counter) {
      counter.waiting.push({ request, resolve });
      return;
    }
    const started: SharedCounter = { check, waiting: [{ request, resolve }] };
    sharedCounters.set(id, started);
    const count = () => {
      const tries = started.waiting;
      started.waiting = [];
      void countShared(id, started, tries);
    };
    // With gatherMs, the first try waits that long for others to share its write.
    if (gatherMs > 0) setTimeout(count, gatherMs);
    else count();
  });
}

async function countShared(id: string, counter: SharedCounter, tries: SharedTry[]): Promise<void> {
  try {
    const { name, key } = counter.check;
    let consumed: number | null = null;
    let msBeforeNext = 0;
    try {
      const result = await getLimiter(name).consume(normaliseKey(name, key), tries.length);
      consumed = result.consumedPoints;
      msBeforeNext = result.msBeforeNext;
      sweepNow();
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        consumed = error.consumedPoints;
        msBeforeNext = error.msBeforeNext;
      } else getLogger().error({ err: error, limit: name }, 'rate-limit store failed; allowing the request');
    }
    // The store failed: every try is allowed, as consumeRateLimit does.
    const points = consumed === null ? 0 : rateLimitSettings(name).points;
    for (const [index, waiting] of tries.entries()) {
      if (consumed === null) {
        waiting.resolve({ ok: true });
        continue;
      }
      const place = consumed - tries.length + index + 1;
      if (place <= points) {
        waiting.resolve({ ok: true, remainingPoints: points - place });
        continue;
      }
      const refused = { ok: false as const, retryAfterSeconds: retryAfter(msBeforeNext) };
      if (place === points + 1)
        void recordExceeded(waiting.request, counter.check, refused.retryAfterSeconds).finally(() => waiting.resolve(refused));
      else waiting.resolve(refused);
    }
  } catch (error) {
    // Nothing above should throw (settings are read at start); never leave a try waiting if it does.
    getLogger().error({ err: error }, 'rate-limit batch failed; allowing the requests');
    for (const waiting of tries) waiting.resolve({ ok: true });
  }
  const next = counter.waiting;
  if (next.length === 0) {
    sharedCounters.delete(id);
    return;
  }
  counter.waiting = [];
  await countShared(id, counter, next);
}

/** 429 with Retry-After, carrying the form error the sign-in and sign-up forms show. */
export function rateLimitedResponse(retryAfterSeconds: number) {
  return formFailureResponse(rateLimitedFailure(retryAfterSeconds));
}

/**
 * Closes Redis connections and forgets every limiter instance (as a restart would). For
 * shutdown and tests; the counters themselves stay in their store.
 */
export async function closeRateLimitStores(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients = new Map();
  redisLimiters = new Map();
  databaseLimiters = new WeakMap();
  await Promise.all(
    clients.map(async (client) => {
      // quit() waits for a connection that may never come; a client that is not ready just stops.
      if (client.status !== 'ready') return client.disconnect();
      await client.quit().catch(() => client.disconnect());
    }),
  );
}
