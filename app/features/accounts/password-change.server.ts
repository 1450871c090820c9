import { logSecurityEvent } from '~/features/security/security.server';
import type { Result } from '~/utils/failure';
import { getLogger } from '~/utils/logger.server';
import { type AccountHolder, requireOwnSession } from './acting-person.server';
import { getAuth } from './auth.server';
import { sendSecurityNotice } from './auth-emails.server';
import { cookiesOf, errorCodeOf } from './auth-response.server';
import { accountFailure, type PasswordRefusedCode, passwordRefused } from './failures';
import { underPasswordLimit } from './password-gate.server';

export type PasswordChangeCode = 'password-wrong' | 'rate-limited' | PasswordRefusedCode | 'unexpected';

/** The signed-in person changes their own password (refused for anyone else's session). */
export async function changePassword({
  request,
  actor,
  currentPassword,
  newPassword,
  endOtherSessions: shouldEndOthers,
}: {
  request: Request;
  actor: AccountHolder;
  currentPassword: string;
  newPassword: string;
  endOtherSessions: boolean;
}): Promise<Result<{ headers: Headers }, PasswordChangeCode>> {
  await requireOwnSession(actor, request);
  let response: Response | undefined;
  let unexpected: string | undefined;
  const gate = await underPasswordLimit({ request, person: actor }, async () => {
    const auth = await getAuth();
    response = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: shouldEndOthers },
      headers: request.headers,
      asResponse: true,
    });
    if (response.ok) return 'right';
    const code = await errorCodeOf(response);
    if (code === 'INVALID_PASSWORD') return 'wrong';
    // Not a wrong password (the new one was refused, or something broke): nothing to count.
    unexpected = code ?? String(response.status);
    return 'right';
  });
  if (gate) return gate;
  if (unexpected) {
    if (unexpected.includes('PASSWORD_TOO')) return passwordRefused(unexpected);
    getLogger().error({ code: unexpected }, 'change password failed');
    return accountFailure('unexpected');
  }
  await logSecurityEvent(
    { type: 'PASSWORD_CHANGED', severity: 'medium', details: { endedOtherSessions: shouldEndOthers } },
    { request, userId: actor.id },
  );
  await sendSecurityNotice(
    { user: { id: actor.id, email: actor.email, name: actor.name ?? '', firstName: actor.firstName }, change: 'password' },
    request,
  );
  return { ok: true, headers: response ? cookiesOf(response) : new Headers() };
}
