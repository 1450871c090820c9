import { logSecurityEvent } from '~/features/security/security.server';
import { getLogger } from '~/utils/logger.server';
import { passwordErrorFor } from './accounts.schema';
import { getAuth } from './auth.server';
import { sendSecurityNotice } from './auth-emails.server';
import { cookiesOf, errorCodeOf } from './auth-response.server';
import { type Failure, type Success, underPasswordLimit } from './password-gate.server';

export async function changePassword({
  request,
  user,
  currentPassword,
  newPassword,
  endOtherSessions: shouldEndOthers,
}: {
  request: Request;
  user: { id: string; email: string; name?: string; firstName?: string | null };
  currentPassword: string;
  newPassword: string;
  endOtherSessions: boolean;
}): Promise<Success | Failure> {
  let response: Response | undefined;
  let unexpected: string | undefined;
  const gate = await underPasswordLimit({ request, user }, async () => {
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
    if (unexpected.includes('PASSWORD_TOO'))
      return { ok: false, status: 400, fieldErrors: { password: passwordErrorFor(unexpected) } };
    getLogger().error({ code: unexpected }, 'change password failed');
    return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
  }
  await logSecurityEvent(
    { type: 'PASSWORD_CHANGED', severity: 'medium', details: { endedOtherSessions: shouldEndOthers } },
    { request, userId: user.id },
  );
  await sendSecurityNotice(
    { user: { id: user.id, email: user.email, name: user.name ?? '', firstName: user.firstName }, change: 'password' },
    request,
  );
  return { ok: true, headers: response ? cookiesOf(response) : new Headers() };
}
