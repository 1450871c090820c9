import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { rateLimitedFailure } from '~/features/security/failures';
import { checkRateLimits, consumeRateLimit, peekRateLimit, resetRateLimit } from '~/features/security/rate-limit.server';
import { clientIp, logSecurityEvent } from '~/features/security/security.server';
import type { Result } from '~/utils/failure';
import { getLogger } from '~/utils/logger.server';
import { toE164 } from './accounts.schema';
import { getAuth } from './auth.server';
import { cookiesOf, errorCodeOf } from './auth-response.server';
import { accountFailure, type PasswordRefusedCode, passwordRefused } from './failures';

/*
 * Signing up, in and out with a password, under the sign-in rate limits. The routes' actions
 * (routes/auth/auth-actions.server.ts) call these; finishSignIn completes a sign-in. They take no
 * actor: they act for someone who is not signed in yet (convention 16's exception), and the
 * limits, not a role, are what stands between them and abuse.
 */

/** Signed in (or signed up): the session's cookies, and who it is. */
export type SignedIn = {
  headers: Headers;
  userId: string;
  /** The password was right, but the account has two-step sign-in: a code comes next. */
  needsTwoFactor: boolean;
};

export type SignUpCode = 'rate-limited' | 'mobile-taken' | 'email-taken' | PasswordRefusedCode | 'unexpected';

export type SignUpInput = { firstName: string; lastName: string; mobileNumber: string; email: string; password: string };

/** Creates an account with a password and signs it in (SPEC §3, §5). */
export async function signUp(
  input: SignUpInput & { headers: Headers; request?: Request },
): Promise<Result<SignedIn, SignUpCode>> {
  const limit = await checkRateLimits(input.request, [{ name: 'sign-up-ip', key: clientIp(input.request ?? input) }]);
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
  const db = getDb();
  const [phoneTaken] = await db.select({ id: users.id }).from(users).where(eq(users.mobileNumber, input.mobileNumber));
  if (phoneTaken) return accountFailure('mobile-taken');
  const auth = await getAuth();
  const response = await auth.api.signUpEmail({
    body: {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      mobileNumber: input.mobileNumber,
    },
    headers: input.headers,
    asResponse: true,
  });
  if (response.ok) {
    const body = (await response.json()) as { user: { id: string } };
    return { ok: true, headers: cookiesOf(response), userId: body.user.id, needsTwoFactor: false };
  }
  const code = await errorCodeOf(response);
  if (code?.includes('ALREADY_EXISTS')) return accountFailure('email-taken');
  if (code?.includes('PASSWORD')) return passwordRefused(code);
  getLogger().error({ status: response.status, code }, 'sign-up failed');
  return accountFailure('unexpected');
}

/** The account an identifier names: its e-mail address (also when given its mobile number). */
async function resolveAccount(identifier: string): Promise<{ key: string; email?: string; userId?: string }> {
  const typed = identifier.trim().toLowerCase();
  if (typed.includes('@')) {
    const [owner] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, typed));
    return { key: typed, email: typed, userId: owner?.id };
  }
  const phone = toE164(identifier);
  if (!phone) return { key: typed };
  const [owner] = await getDb().select({ id: users.id, email: users.email }).from(users).where(eq(users.mobileNumber, phone));
  // Tries by mobile number and by e-mail count against the same account.
  return owner ? { key: owner.email, email: owner.email, userId: owner.id } : { key: phone };
}

/**
 * Signs in with an email address or a mobile number, and a password (SPEC §5).
 * Every try counts against the client address; failed tries count against the account, which
 * is refused while locked even with the right password; a success clears its counter.
 */
export async function signIn(input: {
  identifier: string;
  password: string;
  headers: Headers;
  request?: Request;
}): Promise<Result<SignedIn, 'rate-limited' | 'invalid-credentials'>> {
  const byIp = await checkRateLimits(input.request, [{ name: 'sign-in-ip', key: clientIp(input.request ?? input) }]);
  if (!byIp.ok) return rateLimitedFailure(byIp.retryAfterSeconds);

  const account = await resolveAccount(input.identifier);
  const accountLimit = { name: 'sign-in-account', key: account.key } as const;
  if (!(await peekRateLimit(accountLimit)).ok) {
    // Counting the refused try too lets checkRateLimits record the lock-out once per window.
    const refused = await checkRateLimits(input.request, [accountLimit], { userId: account.userId });
    if (!refused.ok) return rateLimitedFailure(refused.retryAfterSeconds);
  }

  if (account.email) {
    const auth = await getAuth();
    const response = await auth.api.signInEmail({
      body: { email: account.email, password: input.password },
      headers: input.headers,
      asResponse: true,
    });
    if (response.ok) {
      await resetRateLimit(accountLimit);
      const body = (await response.json()) as { twoFactorRedirect?: boolean; user?: { id: string } };
      const userId = body.user?.id ?? account.userId;
      if (!userId) throw new Error('sign-in succeeded without a user id');
      return { ok: true, headers: cookiesOf(response), userId, needsTwoFactor: body.twoFactorRedirect === true };
    }
  }
  await logSecurityEvent(
    { type: 'SIGN_IN_FAILED', severity: 'medium', details: { identifier: account.email ?? account.key } },
    { request: input.request, userId: account.userId },
  );
  const counted = await consumeRateLimit(accountLimit);
  if (counted.ok && counted.remainingPoints === 0)
    await logSecurityEvent(
      {
        type: 'ACCOUNT_LOCKED',
        severity: 'high',
        details: { identifier: account.email ?? account.key, limit: accountLimit.name },
      },
      { request: input.request, userId: account.userId },
    );
  return accountFailure('invalid-credentials');
}

/** Ends the current session and clears its cookie. */
export async function signOut({ headers }: { headers: Headers }): Promise<Headers> {
  const auth = await getAuth();
  const response = await auth.api.signOut({ headers, asResponse: true });
  return cookiesOf(response);
}
