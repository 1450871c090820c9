import { rateLimitedFailure } from '~/features/security/failures';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { clientIp, logSecurityEvent } from '~/features/security/security.server';
import type { Result } from '~/utils/failure';
import { getLogger } from '~/utils/logger.server';
import { type AccountHolder, requireOwnSession } from './acting-person.server';
import { getAuth } from './auth.server';
import { errorCodeOf } from './auth-response.server';
import { accountFailure } from './failures';
import { passwordGate } from './password-gate.server';

/**
 * Sends a confirmation link to the new address; the change happens when it is followed. Only the
 * signed-in person changes their own address (refused otherwise, see requireOwnSession).
 */
export async function requestEmailChange({
  request,
  actor,
  newEmail,
  password,
}: {
  request: Request;
  actor: AccountHolder;
  newEmail: string;
  password: string;
}): Promise<Result<object, 'email-same' | 'password-wrong' | 'rate-limited' | 'unexpected'>> {
  await requireOwnSession(actor, request);
  if (newEmail === actor.email) return accountFailure('email-same');
  const gate = await passwordGate({ request, password, person: actor });
  if (gate) return gate;
  const limit = await checkRateLimits(
    request,
    [
      { name: 'email-account', key: newEmail },
      { name: 'email-ip', key: clientIp(request) },
    ],
    { userId: actor.id },
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
    return accountFailure('unexpected');
  }
  await logSecurityEvent(
    { type: 'EMAIL_CHANGE_REQUESTED', severity: 'low', details: { to: newEmail } },
    { request, userId: actor.id },
  );
  return { ok: true };
}
