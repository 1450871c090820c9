import { rateLimitedFailure } from '~/features/security/failures';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { clientIp, logSecurityEvent } from '~/features/security/security.server';
import { readCookie } from '~/utils/cookies';
import type { Result } from '~/utils/failure';
import { getAuth } from './auth.server';
import { cookiesOf } from './auth-response.server';
import { accountFailure } from './failures';

/** Set by better-auth when a password was right but the account also needs a code. */
export const TWO_FACTOR_COOKIE = 'verde.two_factor';

export function hasPendingTwoFactor(request: Request): boolean {
  return Boolean(readCookie(request.headers.get('cookie'), TWO_FACTOR_COOKIE));
}

/**
 * The second step of sign-in: a code from the authenticator app, or one of the recovery
 * codes (each works once). Tries are limited per pending sign-in and per address, on top of
 * better-auth's own lock after repeated failures. No actor: the person is not signed in until
 * the code is right; the pending sign-in's cookie is what they hold.
 */
export async function verifyTwoFactorSignIn({
  request,
  method,
  code,
}: {
  request: Request;
  method: 'totp' | 'backup';
  code: string;
}): Promise<Result<{ userId: string; headers: Headers }, 'sign-in-expired' | 'code-invalid' | 'rate-limited'>> {
  const pending = readCookie(request.headers.get('cookie'), TWO_FACTOR_COOKIE);
  if (!pending) return accountFailure('sign-in-expired');
  const limit = await checkRateLimits(request, [
    { name: 'two-factor-account', key: pending },
    { name: 'sign-in-ip', key: clientIp(request) },
  ]);
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
  const auth = await getAuth();
  const response =
    method === 'backup'
      ? await auth.api.verifyBackupCode({ body: { code }, headers: request.headers, asResponse: true })
      : await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    await logSecurityEvent({ type: 'TWO_FACTOR_FAILED', severity: 'medium', details: { method } }, { request });
    return accountFailure(body.code === 'INVALID_TWO_FACTOR_COOKIE' ? 'sign-in-expired' : 'code-invalid');
  }
  const body = (await response.json()) as { user: { id: string } };
  const headers = cookiesOf(response);
  if (method === 'backup')
    await logSecurityEvent({ type: 'RECOVERY_CODE_USED', severity: 'high', details: {} }, { request, userId: body.user.id });
  return { ok: true, userId: body.user.id, headers };
}
