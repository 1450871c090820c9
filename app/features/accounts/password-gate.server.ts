import { rateLimitedFailure } from '~/features/security/failures';
import { checkRateLimits, consumeRateLimit, peekRateLimit, resetRateLimit } from '~/features/security/rate-limit.server';
import { logSecurityEvent } from '~/features/security/security.server';
import type { Failure } from '~/utils/failure';
import { getAuth } from './auth.server';
import { accountFailure } from './failures';

/** Why a password check refused: the password was wrong, or the account is locked for now. */
export type PasswordGateFailure = Failure<'password-wrong' | 'rate-limited'>;

type Person = { id: string; email: string };

/**
 * Runs a check of the person's current password under the sign-in limit, the same counter a
 * sign-in uses: refused while the account is locked; only a wrong password counts; a right
 * one clears the counter. Returns null when the password was right.
 */
export async function underPasswordLimit(
  { request, person, field = 'currentPassword' }: { request: Request; person: Person; field?: string },
  check: () => Promise<'right' | 'wrong'>,
): Promise<PasswordGateFailure | null> {
  const limit = { name: 'sign-in-account', key: person.email } as const;
  if (!(await peekRateLimit(limit)).ok) {
    const refused = await checkRateLimits(request, [limit], { userId: person.id });
    if (!refused.ok) return rateLimitedFailure(refused.retryAfterSeconds);
  }
  if ((await check()) === 'right') {
    await resetRateLimit(limit);
    return null;
  }
  await consumeRateLimit(limit);
  await logSecurityEvent({ type: 'PASSWORD_CHECK_FAILED', severity: 'medium', details: {} }, { request, userId: person.id });
  return accountFailure('password-wrong', { field });
}

/** Checks the signed-in person's password (better-auth, on the request's session) under the sign-in limit. */
export async function passwordGate({
  request,
  password,
  person,
  field,
}: {
  request: Request;
  password: string;
  person: Person;
  field?: string;
}): Promise<PasswordGateFailure | null> {
  return underPasswordLimit({ request, person, field }, async () => {
    const auth = await getAuth();
    const response = await auth.api.verifyPassword({ body: { password }, headers: request.headers, asResponse: true });
    return response.ok ? 'right' : 'wrong';
  });
}
