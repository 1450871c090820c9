import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { verifications } from '~/db/schema/accounts';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { clientIp, logSecurityEvent } from '~/features/security/security.server';
import { getLogger } from '~/utils/logger.server';
import { getAuth } from './auth.server';
import { sendSecurityNotice, tokenClaims } from './auth-emails.server';
import { cookiesOf, errorCodeOf } from './auth-response.server';

export type VerifyOutcome = 'verified' | 'email-changed' | 'expired' | 'invalid';

/**
 * Checks an emailed verification link (/auth/verify?token=…): confirms a new account's
 * address, or completes a change of address. A link that changed the address cannot be
 * used again, because the account no longer has the address it was issued for.
 */
export async function verifyEmailToken({ token, request }: { token: string; request: Request }): Promise<{
  outcome: VerifyOutcome;
  headers: Headers;
}> {
  if (!token || token.length > 4096) return { outcome: 'invalid', headers: new Headers() };
  const auth = await getAuth();
  const response = await auth.api.verifyEmail({ query: { token }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    const code = await errorCodeOf(response);
    return { outcome: code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid', headers: new Headers() };
  }
  const claims = tokenClaims(token);
  if (!claims.updateTo) return { outcome: 'verified', headers: cookiesOf(response) };
  const body = (await response.json().catch(() => ({}))) as {
    user?: { id: string; email: string; name: string; firstName?: string };
  };
  if (body.user) {
    await logSecurityEvent(
      { type: 'EMAIL_CHANGED', severity: 'medium', details: { from: claims.email, to: claims.updateTo } },
      { request, userId: body.user.id },
    );
    // The old address hears of the change too: if it was not the owner, they can act.
    if (claims.email) await sendSecurityNotice({ user: body.user, change: 'email', to: claims.email }, request);
  }
  return { outcome: 'email-changed', headers: cookiesOf(response) };
}

export type LimitedOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Sends a new verification link to a signed-in person's address. */
export async function resendVerificationEmail({
  email,
  userId,
  request,
}: {
  email: string;
  userId: string;
  request: Request;
}): Promise<LimitedOutcome> {
  const limit = await checkRateLimits(
    request,
    [
      { name: 'email-account', key: email },
      { name: 'email-ip', key: clientIp(request) },
    ],
    { userId },
  );
  if (!limit.ok) return limit;
  const auth = await getAuth();
  await auth.api.sendVerificationEmail({ body: { email }, headers: request.headers });
  return { ok: true };
}

/**
 * Sends a reset link if an account uses the address. The answer is the same either way,
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset({ email, request }: { email: string; request: Request }): Promise<LimitedOutcome> {
  const limit = await checkRateLimits(request, [
    { name: 'email-account', key: email },
    { name: 'email-ip', key: clientIp(request) },
  ]);
  if (!limit.ok) return limit;
  const auth = await getAuth();
  try {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset' }, headers: request.headers });
  } catch (error) {
    // Never tell the visitor: the answer must not depend on the address.
    getLogger().error({ err: error }, 'password reset request failed');
  }
  return { ok: true };
}

/** True while a reset link is unused and unexpired (better-auth keeps it as reset-password:{token}). */
export async function isResetTokenUsable({ token }: { token: string }): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{8,200}$/.test(token)) return false;
  const [row] = await getDb()
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())));
  return Boolean(row);
}

/** Sets the new password; better-auth deletes the token and ends every session of the account. */
export async function resetPassword({
  token,
  password,
  request,
}: {
  token: string;
  password: string;
  request: Request;
}): Promise<{ ok: true } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'password'; code: string }> {
  if (!/^[A-Za-z0-9_-]{8,200}$/.test(token)) return { ok: false, reason: 'invalid' };
  const auth = await getAuth();
  const response = await auth.api.resetPassword({
    body: { token, newPassword: password },
    headers: request.headers,
    asResponse: true,
  });
  if (response.ok) return { ok: true };
  const code = await errorCodeOf(response);
  // A refused password leaves the link usable: say what is wrong with the password.
  return code?.includes('PASSWORD') ? { ok: false, reason: 'password', code } : { ok: false, reason: 'invalid' };
}
