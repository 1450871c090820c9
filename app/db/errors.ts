/** PostgreSQL error codes the app reacts to (the same on PGlite and on a server). */
const UNIQUE_VIOLATION = '23505';

type MaybePgError = { code?: unknown; cause?: { code?: unknown } };

/** True when a query failed on a unique index; drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as MaybePgError | null;
  return candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION;
}
