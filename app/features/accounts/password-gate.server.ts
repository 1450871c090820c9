import {
  checkRateLimits,
  consumeRateLimit,
  peekRateLimit,
  rateLimitedFormResult,
  resetRateLimit,
} from '~/features/security/rate-limit.server';
import { logSecurityEvent } from '~/features/security/security.server';
import type { FieldErrors } from '~/utils/form-result';
import { getAuth } from './auth.server';

export type Failure = {
  ok: false;
  status: number;
  fieldErrors: FieldErrors;
  formError?: string;
  formErrorVars?: Record<string, number>;
};
export type Success<T = object> = { ok: true; headers: Headers } & T;

export const wrongPassword = (field = 'currentPassword'): Failure => ({
  ok: false,
  status: 400,
  fieldErrors: { [field]: 'accounts.errors.currentPasswordWrong' },
});

/** The rate limiter's form answer, with its status for the route. */
export const rateLimitedFailure = (retryAfterSeconds: number): Failure => ({
  ...rateLimitedFormResult(retryAfterSeconds),
  status: 429,
});

/**
 * Runs a check of the person's current password under the sign-in limit, the same counter a
 * sign-in uses: refused while the account is locked; only a wrong password counts; a right
 * one clears the counter. Returns null when the password was right.
 */
export async function underPasswordLimit(
  { request, user, field = 'currentPassword' }: { request: Request; user: { id: string; email: string }; field?: string },
  check: () => Promise<'right' | 'wrong'>,
): Promise<Failure | null> {
  const limit = { name: 'sign-in-account', key: user.email } as const;
  if (!(await peekRateLimit(limit)).ok) {
    const refused = await checkRateLimits(request, [limit], { userId: user.id });
    if (!refused.ok) return rateLimitedFailure(refused.retryAfterSeconds);
  }
  if ((await check()) === 'right') {
    await resetRateLimit(limit);
    return null;
  }
  await consumeRateLimit(limit);
  await logSecurityEvent({ type: 'PASSWORD_CHECK_FAILED', severity: 'medium', details: {} }, { request, userId: user.id });
  return wrongPassword(field);
}

export async function passwordGate({
  request,
  password,
  user,
  field,
}: {
  request: Request;
  password: string;
  user: { id: string; email: string };
  field?: string;
}): Promise<Failure | null> {
  return underPasswordLimit({ request, user, field }, async () => {
    const auth = await getAuth();
    const response = await auth.api.verifyPassword({ body: { password }, headers: request.headers, asResponse: true });
    return response.ok ? 'right' : 'wrong';
  });
}
