import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { verifications } from '~/db/schema/accounts';
import { rateLimitedFailure } from '~/features/security/failures';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { clientIp, logSecurityEvent } from '~/features/security/security.server';
import type { Result } from '~/utils/failure';
import { getLogger } from '~/utils/logger.server';
import type { AccountHolder } from './acting-person.server';
import { getAuth } from './auth.server';
import { sendSecurityNotice, tokenClaims } from './auth-emails.server';
import { cookiesOf, errorCodeOf } from './auth-response.server';
import { accountFailure, type PasswordRefusedCode, passwordRefused } from './failures';

/*
 * Links sent by email: confirming an address, and a forgotten password. Only resending a
 * confirmation acts for a signed-in person (the actor); the others act for whoever holds the link
 * or types the address, signed in or not, so they take no actor (convention 16's exception for
 * recovery): the link's token, and the limits, are what guard them.
 */

/** What a confirmation link did: a new account's address confirmed, or a change of address completed. */
export type EmailConfirmed = 'verified' | 'email-changed';

/**
 * Checks an emailed verification link (/auth/verify?token=…): confirms a new account's
 * address, or completes a change of address. A link that changed the address cannot be
 * used again, because the account no longer has the address it was issued for.
 */
export async function verifyEmailToken({
  token,
  request,
}: {
  token: string;
  request: Request;
}): Promise<Result<{ confirmed: EmailConfirmed; headers: Headers }, 'link-expired' | 'link-invalid'>> {
  if (!token || token.length > 4096) return accountFailure('link-invalid');
  const auth = await getAuth();
  const response = await auth.api.verifyEmail({ query: { token }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    const code = await errorCodeOf(response);
    return accountFailure(code === 'TOKEN_EXPIRED' ? 'link-expired' : 'link-invalid');
  }
  const claims = tokenClaims(token);
  if (!claims.updateTo) return { ok: true, confirmed: 'verified', headers: cookiesOf(response) };
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
  return { ok: true, confirmed: 'email-changed', headers: cookiesOf(response) };
}

/** Sends a new verification link to the signed-in person's own address (never to another: it is the actor's). */
export async function resendVerificationEmail({
  actor,
  request,
}: {
  actor: AccountHolder;
  request: Request;
}): Promise<Result<object, 'rate-limited'>> {
  const limit = await checkRateLimits(
    request,
    [
      { name: 'email-account', key: actor.email },
      { name: 'email-ip', key: clientIp(request) },
    ],
    { userId: actor.id },
  );
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
  const auth = await getAuth();
  await auth.api.sendVerificationEmail({ body: { email: actor.email }, headers: request.headers });
  return { ok: true };
}

/**
 * Sends a reset link if an account uses the address. The answer is the same either way,
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset({
  email,
  request,
}: {
  email: string;
  request: Request;
}): Promise<Result<object, 'rate-limited'>> {
  const limit = await checkRateLimits(request, [
    { name: 'email-account', key: email },
    { name: 'email-ip', key: clientIp(request) },
  ]);
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
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
}): Promise<Result<object, 'reset-link-invalid' | PasswordRefusedCode>> {
  if (!/^[A-Za-z0-9_-]{8,200}$/.test(token)) return accountFailure('reset-link-invalid');
  const auth = await getAuth();
  const response = await auth.api.resetPassword({
    body: { token, newPassword: password },
    headers: request.headers,
    asResponse: true,
  });
  if (response.ok) return { ok: true };
  const code = await errorCodeOf(response);
  // A refused password leaves the link usable: say what is wrong with the password.
  return code?.includes('PASSWORD') ? passwordRefused(code) : accountFailure('reset-link-invalid');
}
