import { checkRateLimits } from '~/features/security/rate-limit.server';
import { clientIp, logSecurityEvent } from '~/features/security/security.server';
import { getLogger } from '~/utils/logger.server';
import { getAuth } from './auth.server';
import { errorCodeOf } from './auth-response.server';
import { type Failure, passwordGate, rateLimitedFailure, type Success } from './password-gate.server';

/** Sends a confirmation link to the new address; the change happens when it is followed. */
export async function requestEmailChange({
  request,
  user,
  newEmail,
  password,
}: {
  request: Request;
  user: { id: string; email: string };
  newEmail: string;
  password: string;
}): Promise<Success | Failure> {
  if (newEmail === user.email) return { ok: false, status: 400, fieldErrors: { newEmail: 'accounts.errors.emailSame' } };
  const gate = await passwordGate({ request, password, user });
  if (gate) return gate;
  const limit = await checkRateLimits(
    request,
    [
      { name: 'email-account', key: newEmail },
      { name: 'email-ip', key: clientIp(request) },
    ],
    { userId: user.id },
  );
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
  const auth = await getAuth();
  // better-auth answers alike whether or not the address is taken, so this cannot probe for accounts.
  const response = await auth.api.changeEmail({
    body: { newEmail, callbackURL: '/account' },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    getLogger().error({ status: response.status, code: await errorCodeOf(response) }, 'change email failed');
    return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
  }
  await logSecurityEvent(
    { type: 'EMAIL_CHANGE_REQUESTED', severity: 'low', details: { to: newEmail } },
    { request, userId: user.id },
  );
  return { ok: true, headers: new Headers() };
}
