import { and, desc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getDb } from '~/db/client.server';
import {
  emailMessages,
  newsletterSubscriptions,
  outboxEvents,
  securityEvents,
  sessions,
  userRoles,
  users,
} from '~/db/schema/index';
import { publishEvent } from '~/features/jobs/events.server';
import {
  checkRateLimits,
  consumeRateLimit,
  peekRateLimit,
  rateLimitedFormResult,
  resetRateLimit,
} from '~/features/security/rate-limit.server';
import { clientIp, logSecurityEvent } from '~/features/security/security.server';
import type { FieldErrors } from '~/utils/form-result';
import { getLogger } from '~/utils/logger.server';
import { passwordErrorFor } from './accounts.schema';
import { getAuth } from './auth.server';
import { sendSecurityNotice } from './auth-emails.server';
import { cookiesOf, errorCodeOf } from './auth-response.server';
import { userDeleted } from './events';
import { describeUserAgent } from './user-agent';

type Failure = {
  ok: false;
  status: number;
  fieldErrors: FieldErrors;
  formError?: string;
  formErrorVars?: Record<string, number>;
};
type Success<T = object> = { ok: true; headers: Headers } & T;

const wrongPassword = (field = 'currentPassword'): Failure => ({
  ok: false,
  status: 400,
  fieldErrors: { [field]: 'accounts.errors.currentPasswordWrong' },
});

/** The rate limiter's form answer, with its status for the route. */
const rateLimitedFailure = (retryAfterSeconds: number): Failure => ({ ...rateLimitedFormResult(retryAfterSeconds), status: 429 });

/**
 * Runs a check of the person's current password under the sign-in limit, the same counter a
 * sign-in uses: refused while the account is locked; only a wrong password counts; a right
 * one clears the counter. Returns null when the password was right.
 */
async function underPasswordLimit(
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

async function passwordGate({
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

export type SessionSummary = {
  id: string;
  browser: string | null;
  os: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastActiveAt: Date;
  isCurrent: boolean;
};

/** The person's sessions, most recently used first, with the current one marked. */
export async function listAccountSessions({ request, userId }: { request: Request; userId: string }): Promise<SessionSummary[]> {
  const auth = await getAuth();
  const current = await auth.api.getSession({ headers: request.headers });
  const rows = await getDb()
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
    lastActiveAt: row.updatedAt,
    isCurrent: row.id === current?.session.id,
  }));
}

/** Ends one of the person's own sessions (never someone else's: the id must be theirs). */
export async function endSession({ userId, sessionId, request }: { userId: string; sessionId: string; request: Request }) {
  const [ended] = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended) await logSecurityEvent({ type: 'SESSION_ENDED', severity: 'low', details: { sessionId } }, { request, userId });
  return Boolean(ended);
}

export async function endOtherSessions({ request, userId }: { request: Request; userId: string }) {
  const auth = await getAuth();
  await auth.api.revokeOtherSessions({ headers: request.headers });
  await logSecurityEvent({ type: 'OTHER_SESSIONS_ENDED', severity: 'low', details: {} }, { request, userId });
}

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

/** Step one of turning on two-step sign-in: a secret to scan and recovery codes to keep. */
export async function startTwoFactorSetup({
  request,
  user,
  password,
}: {
  request: Request;
  user: { id: string; email: string };
  password: string;
}): Promise<Success<{ totpURI: string; secret: string; qrDataUrl: string; backupCodes: string[] }> | Failure> {
  const gate = await passwordGate({ request, password, user, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    const code = await errorCodeOf(response);
    if (code === 'TOTP_ALREADY_ENABLED')
      return { ok: false, status: 409, fieldErrors: {}, formError: 'accounts.twoFactor.alreadyOn' };
    getLogger().error({ status: response.status, code }, 'enable two-factor failed');
    return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
  }
  const body = (await response.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(body.totpURI).searchParams.get('secret') ?? '';
  const svg = await QRCode.toString(body.totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { ok: true, headers: cookiesOf(response), totpURI: body.totpURI, secret, qrDataUrl, backupCodes: body.backupCodes };
}

/** Step two: the first code from the app proves it is set up; only then is two-step sign-in on. */
export async function confirmTwoFactorSetup({
  request,
  user,
  code,
}: {
  request: Request;
  user: { id: string; email: string; name?: string; firstName?: string | null };
  code: string;
}): Promise<Success | Failure> {
  const limit = await checkRateLimits(request, [{ name: 'two-factor-account', key: user.id }], { userId: user.id });
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
  const auth = await getAuth();
  const response = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
  if (!response.ok) return { ok: false, status: 400, fieldErrors: { code: 'accounts.errors.codeInvalid' } };
  await logSecurityEvent({ type: 'TWO_FACTOR_ENABLED', severity: 'medium', details: {} }, { request, userId: user.id });
  await sendSecurityNotice(
    { user: { id: user.id, email: user.email, name: user.name ?? '', firstName: user.firstName }, change: 'twoFactorOn' },
    request,
  );
  return { ok: true, headers: cookiesOf(response) };
}

export async function disableTwoFactor({
  request,
  user,
  password,
}: {
  request: Request;
  user: { id: string; email: string; name?: string; firstName?: string | null };
  password: string;
}): Promise<Success | Failure> {
  const gate = await passwordGate({ request, password, user, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    getLogger().error({ status: response.status, code: await errorCodeOf(response) }, 'disable two-factor failed');
    return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
  }
  await logSecurityEvent({ type: 'TWO_FACTOR_DISABLED', severity: 'high', details: {} }, { request, userId: user.id });
  await sendSecurityNotice(
    { user: { id: user.id, email: user.email, name: user.name ?? '', firstName: user.firstName }, change: 'twoFactorOff' },
    request,
  );
  return { ok: true, headers: cookiesOf(response) };
}

/** New recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes({
  request,
  user,
  password,
}: {
  request: Request;
  user: { id: string; email: string };
  password: string;
}): Promise<Success<{ backupCodes: string[] }> | Failure> {
  const gate = await passwordGate({ request, password, user, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.generateBackupCodes({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
  const body = (await response.json()) as { backupCodes: string[] };
  await logSecurityEvent({ type: 'RECOVERY_CODES_REGENERATED', severity: 'medium', details: {} }, { request, userId: user.id });
  return { ok: true, headers: new Headers(), backupCodes: body.backupCodes };
}

/** Detail fields of security events that can hold an address or an account identifier. */
const SCRUBBED_DETAILS = ['identifier', 'from', 'to', 'key', 'email'] as const;

/**
 * Deletes the account after the password is confirmed. The person's sign-in data, roles
 * and sessions go; records kept for others or by law (security events, sent-mail log, and
 * later orders) stay without anything that identifies the person. Other features
 * subscribe to user.deleted to anonymise their own records.
 */
export async function deleteAccount({
  request,
  user,
  password,
}: {
  request: Request;
  user: { id: string; email: string };
  password: string;
}): Promise<Success | Failure> {
  const gate = await passwordGate({ request, password, user, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  // Clearing cookies first: once the sessions are gone, sign-out can no longer find them.
  const signOutResponse = await auth.api.signOut({ headers: request.headers, asResponse: true });
  await getDb().transaction(async (tx) => {
    await tx
      .update(emailMessages)
      .set({ toAddress: 'deleted-account', html: null, text: null, userId: null })
      .where(eq(emailMessages.userId, user.id));
    await tx
      .update(emailMessages)
      .set({ toAddress: 'deleted-account', html: null, text: null })
      .where(eq(emailMessages.toAddress, user.email));
    await tx
      .update(securityEvents)
      .set({
        details: sql`${securityEvents.details} - ${sql.raw(SCRUBBED_DETAILS.map((key) => `'${key}'`).join(' - '))}`,
        userId: null,
      })
      .where(eq(securityEvents.userId, user.id));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
    // Events about the person (the signup notification carries name, email and phone).
    await tx
      .update(outboxEvents)
      .set({ payload: sql`jsonb_build_object('user_id', ${user.id}::text, 'redacted', true)` })
      .where(sql`${outboxEvents.payload}->>'user_id' = ${user.id}`);
    await publishEvent(tx, userDeleted, { userId: user.id });
    await tx.delete(users).where(eq(users.id, user.id));
  });
  await logSecurityEvent({ type: 'ACCOUNT_DELETED', severity: 'medium', details: {} }, { request });
  return { ok: true, headers: cookiesOf(signOutResponse) };
}

/** Everything we hold about the person, for "download my data". */
export async function exportUserData({ userId }: { userId: string }) {
  const db = getDb();
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNumber: users.mobileNumber,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return null;
  const [roles, activeSessions, events, emails, newsletter] = await Promise.all([
    db.select({ role: userRoles.role, since: userRoles.createdAt }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.updatedAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({
        type: securityEvents.type,
        severity: securityEvents.severity,
        at: securityEvents.createdAt,
        ipAddress: securityEvents.ipAddress,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.createdAt)),
    db
      .select({
        subject: emailMessages.subject,
        template: emailMessages.template,
        status: emailMessages.status,
        at: emailMessages.createdAt,
      })
      .from(emailMessages)
      .where(eq(emailMessages.userId, userId))
      .orderBy(desc(emailMessages.createdAt)),
    db
      .select({ status: newsletterSubscriptions.status, createdAt: newsletterSubscriptions.createdAt })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, profile.email)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    roles,
    sessions: activeSessions,
    securityEvents: events,
    emails,
    newsletter,
  };
}
