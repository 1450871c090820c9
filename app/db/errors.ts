import { getLogger } from '../utils/logger.server';

/** PostgreSQL error codes the app reacts to (the same on PGlite and on a server). */
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';

type PgError = { code?: unknown; detail?: unknown };
type MaybePgError = PgError & { cause?: PgError };

/** The driver's error behind a failed query: drizzle wraps it in `cause`. */
export function pgErrorOf(error: unknown): PgError | null {
  const candidate = error as MaybePgError | null;
  if (typeof candidate?.code === 'string') return candidate;
  if (typeof candidate?.cause?.code === 'string') return candidate.cause;
  return null;
}

/** True when a query failed on a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === UNIQUE_VIOLATION;
}

export const DEADLOCK_RETRY_MESSAGE = 'a statement was chosen as a deadlock victim; running it again';

/**
 * Runs a statement again when the database chose it as a deadlock's victim: it was rolled back
 * as a whole, so a second run is safe. Only for work outside a transaction (a transaction that
 * saw the error is aborted and must be retried whole). A deadlock costs a second
 * (deadlock_timeout) before the database notices, so each retry is logged: they should not happen.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || pgErrorOf(error)?.code !== DEADLOCK_DETECTED) throw error;
      getLogger().warn({ attempt }, DEADLOCK_RETRY_MESSAGE);
    }
  }
}
