import { defineFailures, type Failure } from '~/utils/failure';

/*
 * Security's expected failure: a limit refused the try. The limiter itself answers
 * `RateLimitResult` (rate-limit.server.ts): how long to wait, no words, because a limiter is asked
 * by many operations and is not one of them. The operation it refused turns that answer into this
 * failure, so every form that a limit refuses says the same sentence with the same status, and its
 * route can send Retry-After.
 */
export const securityFailure = defineFailures({
  // The sentence the sign-in forms have always shown, kept under its accounts key (SPEC §5).
  'rate-limited': { message: 'accounts.errors.rateLimited', status: 429 },
});

/** Whole minutes to wait, as the forms say it: at least 1. */
export function retryAfterMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** "Too many tries. Please wait {{count}} minutes and try again.", with the wait for Retry-After. */
export function rateLimitedFailure(retryAfterSeconds: number): Failure<'rate-limited'> {
  return securityFailure('rate-limited', { vars: { count: retryAfterMinutes(retryAfterSeconds) }, retryAfterSeconds });
}
