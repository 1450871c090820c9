import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, emailMessages, outboxEvents, securityEvents, sessions, userRoles, users } from '~/db/schema/index';
import { getSessionUser } from '~/features/accounts/guard.server';
import { rateLimitSettings } from '~/features/security/rate-limit.server';
import { CLIENT_IP_HEADER, logSecurityEvent, type Severity } from '~/features/security/security.server';
import { loader as rootLoader } from '~/root';
import { action as accountAction, loader as accountLoader } from '~/routes/account/account';
import { loader as accountDataLoader } from '~/routes/account/account-data';
import { action as completeProfileAction, loader as completeProfileLoader } from '~/routes/auth/complete-profile';
import { action as forgotAction } from '~/routes/auth/forgot';
import { action as resetAction, loader as resetLoader } from '~/routes/auth/reset';
import { action as signInAction } from '~/routes/auth/sign-in';
import { action as signUpAction } from '~/routes/auth/sign-up';
import { action as twoFactorAction } from '~/routes/auth/two-factor';
import { action as verifyAction, loader as verifyLoader } from '~/routes/auth/verify';
import { loader as aboutLoader } from '~/routes/content/about';
import { resetEnvCache } from '~/utils/env.server';
import { totpCode } from '../e2e/totp';
import { CookieJar, setCookiesOf } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/**
 * The account flows end to end at the route level: the real actions and loaders, the real
 * database, and the emails as the outbox keeps them (SMTP_URL unset). Nothing is mocked.
 */

// Every email stays in the outbox, where the tests read the links.
const savedSmtpUrl = process.env.SMTP_URL;
delete process.env.SMTP_URL;
resetEnvCache();
afterAll(() => {
  if (savedSmtpUrl !== undefined) process.env.SMTP_URL = savedSmtpUrl;
  resetEnvCache();
});
afterEach(() => {
  vi.useRealTimers();
});

const database = await setupTestDatabase();
const db = database.db;

// --- Requests ---------------------------------------------------------------------------------

let ipCounter = 0;
/** A new client address for every request, so that only the per-account limits can trip. */
const nextIp = () => {
  ipCounter++;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

type RequestOptions = { jar?: CookieJar; ip?: string };

function headersFor({ jar, ip }: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: ip ?? nextIp(), 'user-agent': 'AccountFlowsTest/1.0' };
  const cookie = jar?.header();
  if (cookie) headers.cookie = cookie;
  return headers;
}

const post = (path: string, fields: Record<string, string>, options: RequestOptions = {}) =>
  new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: headersFor(options) });

const get = (path: string, options: RequestOptions = {}) =>
  new Request(`http://localhost${path}`, { headers: headersFor(options) });

function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

// --- People -------------------------------------------------------------------------------------

const PASSWORD = 'lettuce-rows-and-kale-7';
const NEW_PASSWORD = 'pumpkin-vines-climb-9';
let people = 0;

function person(label = 'flow') {
  people++;
  return {
    firstName: 'Iris',
    lastName: 'Moreno',
    mobileNumber: `+1555030${String(people).padStart(4, '0')}`,
    email: `${label}.${people}.${Date.now()}@example.org`,
    password: PASSWORD,
  };
}

type Person = ReturnType<typeof person> & { id: string; jar: CookieJar };

/** Signs up through the sign-up action; the jar holds the new session. */
async function signUp(label?: string): Promise<Person> {
  const fields = person(label);
  const result = await callAction(signUpAction, post('/signup', fields));
  expect(result.status).toBe(302);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, fields.email));
  return { ...fields, id: must(row, 'user').id, jar: new CookieJar(result.headers) };
}

const signIn = (identifier: string, password: string, extra: Record<string, string> = {}) =>
  callAction(signInAction, post('/auth', { identifier, password, ...extra }));

/** Signs in again: a second session of the same account. */
async function newSession(who: { email: string }, password = PASSWORD): Promise<CookieJar> {
  const result = await signIn(who.email, password);
  expect(result.status).toBe(302);
  return new CookieJar(result.headers);
}

const sessionUser = (jar: CookieJar) => getSessionUser(get('/', { jar }));

const account = (jar: CookieJar, fields: Record<string, string>) => callAction(accountAction, post('/account', fields, { jar }));

// --- What the database holds ----------------------------------------------------------------------

const mailTo = (address: string, template: string) =>
  db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.toAddress, address.toLowerCase()), eq(emailMessages.template, template)))
    .orderBy(asc(emailMessages.createdAt));

/** The one-time link in an email's plain-text part, as a path with its query (what a click opens). */
function linkIn(text: string | null, path: '/auth/verify' | '/auth/reset'): { path: string; token: string } {
  const match = text?.match(new RegExp(`https?://\\S+?${path.replace('/', '\\/')}\\?token=[A-Za-z0-9._~%-]+`));
  const url = new URL(must(match?.[0], `${path} link in the email`));
  expect(url.pathname).toBe(path);
  return { path: `${url.pathname}${url.search}`, token: must(url.searchParams.get('token'), 'token') };
}

const eventsOf = (userId: string, type: string) =>
  db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, type)));

const signedUpEvents = (userId: string) =>
  db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, 'user.signed_up'), sql`${outboxEvents.payload}->>'user_id' = ${userId}`));

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
const passwordHashOf = async (userId: string) =>
  (
    await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  )[0]?.password;
const sessionIdsOf = async (userId: string) =>
  (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map((row) => row.id);

/** The id of the session a jar's cookie names (the cookie holds the signed session token). */
async function sessionIdOf(jar: CookieJar): Promise<string> {
  const token = decodeURIComponent(must(jar.get('verde.session_token'), 'session cookie')).split('.')[0] ?? '';
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token));
  return must(row, 'session').id;
}

function flashOf(headers: Headers): { kind: string; title: string } | undefined {
  const cookie = setCookiesOf(headers).find((item) => item.name === 'verde.flash');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

const rootData = async (jar: CookieJar) =>
  (await callAction(rootLoader, get('/', { jar }))).data as { isSignedIn: boolean; securityAlert: boolean };

const setsSession = (headers: Headers) =>
  setCookiesOf(headers).some((cookie) => cookie.name.endsWith('session_token') && cookie.value !== '');

// =================================================================================================

describe('email verification (decision 0021)', () => {
  it('mails a /auth/verify link at sign-up that verifies the address, never signs in, and is not cached', async () => {
    const user = await signUp('verify');
    const [mail, ...more] = await mailTo(user.email, 'verify-email');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ status: 'outbox', userId: user.id });
    const link = linkIn(must(mail).text, '/auth/verify');
    expect((await userRow(user.id))?.emailVerified).toBe(false);

    const result = await callAction(verifyLoader, get(link.path));
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ outcome: 'verified', isSignedIn: false });
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.headers.get('referrer-policy')).toBe('no-referrer');
    expect(setsSession(result.headers)).toBe(false);
    expect((await userRow(user.id))?.emailVerified).toBe(true);
  });

  it('answers invalid to a garbage or tampered token and verifies nothing', async () => {
    const user = await signUp('verify-bad');
    const [mail] = await mailTo(user.email, 'verify-email');
    const { token } = linkIn(must(mail).text, '/auth/verify');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['not-a-token', 'a.b.c', tampered]) {
      const result = await callAction(verifyLoader, get(`/auth/verify?${new URLSearchParams({ token: bad })}`));
      expect(result.data).toMatchObject({ outcome: 'invalid' });
      expect(result.headers.get('cache-control')).toBe('no-store');
    }
    expect((await userRow(user.id))?.emailVerified).toBe(false);
  });

  it('answers expired once the link is older than 24 hours (and accepts it at 23 hours)', async () => {
    const user = await signUp('verify-old');
    const [mail] = await mailTo(user.email, 'verify-email');
    const link = linkIn(must(mail).text, '/auth/verify');
    const now = Date.now();
    // Only Date is faked: better-auth checks exp through jose, which reads the clock from Date.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 25 * 60 * 60 * 1000);
    const late = await callAction(verifyLoader, get(link.path));
    expect(late.data).toMatchObject({ outcome: 'expired' });
    expect((await userRow(user.id))?.emailVerified).toBe(false);
    vi.setSystemTime(now + 23 * 60 * 60 * 1000);
    const inTime = await callAction(verifyLoader, get(link.path));
    expect(inTime.data).toMatchObject({ outcome: 'verified' });
    expect((await userRow(user.id))?.emailVerified).toBe(true);
  });

  it('resends the link to a signed-in, unverified person until RATE_LIMIT_EMAIL_ACCOUNT is used up', async () => {
    const user = await signUp('resend');
    const signedOut = await callAction(verifyAction, post('/auth/verify', {}));
    expect(signedOut.status).toBe(401);

    const { points } = rateLimitSettings('email-account');
    for (let i = 0; i < points; i++) {
      const sent = await callAction(verifyAction, post('/auth/verify', {}, { jar: user.jar }));
      expect(sent.status).toBe(200);
      expect(sent.data).toEqual({ ok: true });
    }
    const mails = await mailTo(user.email, 'verify-email');
    expect(mails).toHaveLength(1 + points);

    const refused = await callAction(verifyAction, post('/auth/verify', {}, { jar: user.jar }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({ ok: false, formError: 'accounts.errors.rateLimited' });
    expect(await mailTo(user.email, 'verify-email')).toHaveLength(1 + points);
    const [exceeded] = await eventsOf(user.id, 'RATE_LIMIT_EXCEEDED');
    expect(exceeded?.details).toMatchObject({ limit: 'email-account' });

    // The newest link works like the first.
    const latest = linkIn(must(mails.at(-1)).text, '/auth/verify');
    expect((await callAction(verifyLoader, get(latest.path))).data).toMatchObject({ outcome: 'verified', isSignedIn: false });
    expect((await userRow(user.id))?.emailVerified).toBe(true);
  });
});

// =================================================================================================

describe('forgot and reset password (decision 0021)', () => {
  it('answers { ok: true } whether or not the address has an account, and mails only an account holder', async () => {
    const user = await signUp('forgot');
    const unknown = `nobody.${Date.now()}@example.org`;
    const known = await callAction(forgotAction, post('/auth/forgot', { email: user.email.toUpperCase() }));
    const stranger = await callAction(forgotAction, post('/auth/forgot', { email: unknown }));
    expect(known.status).toBe(200);
    expect(known.data).toEqual({ ok: true });
    expect(stranger.status).toBe(known.status);
    expect(stranger.data).toEqual(known.data);
    expect(await mailTo(user.email, 'reset-password')).toHaveLength(1);
    const toStranger = await db.select({ id: emailMessages.id }).from(emailMessages).where(eq(emailMessages.toAddress, unknown));
    expect(toStranger).toHaveLength(0);
  });

  it('resets once with the mailed token, ends every session and tells the owner', async () => {
    const user = await signUp('reset');
    const otherDevice = await newSession(user);
    expect(await sessionUser(user.jar)).not.toBeNull();
    await callAction(forgotAction, post('/auth/forgot', { email: user.email }));
    const [mail] = await mailTo(user.email, 'reset-password');
    const link = linkIn(must(mail).text, '/auth/reset');

    const page = await callAction(resetLoader, get(link.path));
    expect(page.data).toMatchObject({ token: link.token, isUsable: true });
    expect(page.headers.get('cache-control')).toBe('no-store');
    const garbage = await callAction(resetLoader, get('/auth/reset?token=garbage-token-123'));
    expect(garbage.data).toMatchObject({ isUsable: false });

    const hashBefore = await passwordHashOf(user.id);
    const mismatch = await callAction(
      resetAction,
      post('/auth/reset', { token: link.token, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.data).toMatchObject({ ok: false, fieldErrors: { confirmPassword: 'accounts.errors.passwordMismatch' } });
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    expect((await callAction(resetLoader, get(link.path))).data).toMatchObject({ isUsable: true });
    expect(await sessionUser(user.jar)).not.toBeNull();

    const done = await callAction(
      resetAction,
      post('/auth/reset', { token: link.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/auth');
    expect(flashOf(done.headers)).toMatchObject({ kind: 'success', title: 'accounts.toasts.passwordResetTitle' });
    expect(setsSession(done.headers)).toBe(false);

    // Every earlier session of the account is gone.
    expect(await sessionIdsOf(user.id)).toEqual([]);
    expect(await sessionUser(user.jar)).toBeNull();
    expect(await sessionUser(otherDevice)).toBeNull();

    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    const withNew = await signIn(user.email, NEW_PASSWORD);
    expect(withNew.status).toBe(302);
    expect(await sessionUser(new CookieJar(withNew.headers))).toMatchObject({ id: user.id });

    const notices = await mailTo(user.email, 'security-notice');
    expect(notices).toHaveLength(1);
    expect(await eventsOf(user.id, 'PASSWORD_RESET')).toHaveLength(1);

    const again = await callAction(
      resetAction,
      post('/auth/reset', { token: link.token, password: 'another-garden-plan-3', confirmPassword: 'another-garden-plan-3' }),
    );
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({ ok: false, formError: 'accounts.reset.invalidLink' });
    expect((await callAction(resetLoader, get(link.path))).data).toMatchObject({ isUsable: false });
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(302);
  });
});

// =================================================================================================

describe('profile completion (decision 0019)', () => {
  /** An account from before the mobile number was required, as tests/e2e/support/server.ts makes them. */
  async function insertIncompleteUser() {
    const id = randomUUID();
    const email = `old.${++people}.${Date.now()}@example.org`;
    await db.insert(users).values({
      id,
      name: 'Old Account',
      email,
      emailVerified: true,
      firstName: 'Old',
      lastName: null,
      mobileNumber: null,
      isNewUser: true,
    });
    await db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: await hashPassword(PASSWORD) });
    return { id, email };
  }

  it('sends an incomplete profile to the form everywhere, then finishes the sign-in once it is complete', async () => {
    const old = await insertIncompleteUser();
    const neighbour = await signUp('neighbour');

    const signedIn = await signIn(old.email, PASSWORD, { redirectTo: '/learn?tab=courses' });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe(
      `/auth/complete-profile?${new URLSearchParams({ redirectTo: '/learn?tab=courses' })}`,
    );
    expect(flashOf(signedIn.headers)).toMatchObject({ kind: 'error', title: 'accounts.toasts.profileRequiredTitle' });
    const jar = new CookieJar(signedIn.headers);
    expect(await signedUpEvents(old.id)).toHaveLength(0);

    const protectedPage = await callAction(accountLoader, get('/account', { jar }));
    expect(protectedPage.status).toBe(302);
    expect(protectedPage.headers.get('location')).toBe('/auth/complete-profile?redirectTo=%2Faccount');
    const publicPage = await callAction(aboutLoader, get('/about', { jar }));
    expect(publicPage.status).toBe(302);
    expect(publicPage.headers.get('location')).toBe('/auth/complete-profile?redirectTo=%2Fabout');

    const form = await callAction(completeProfileLoader, get('/auth/complete-profile?redirectTo=%2Flearn', { jar }));
    expect(form.status).toBe(200);
    expect(form.data).toMatchObject({ profile: { firstName: 'Old', lastName: '', mobileNumber: '' } });

    const complete = (fields: Record<string, string>) =>
      callAction(
        completeProfileAction,
        post(
          '/auth/complete-profile',
          { firstName: 'Olga', lastName: 'Berg', redirectTo: '/learn?tab=courses', ...fields },
          { jar },
        ),
      );
    const invalid = await complete({ mobileNumber: '12' });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({ ok: false, fieldErrors: { mobileNumber: 'accounts.errors.mobileInvalid' } });
    const taken = await complete({ mobileNumber: neighbour.mobileNumber });
    expect(taken.status).toBe(400);
    expect(taken.data).toMatchObject({ ok: false, fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } });
    expect(await userRow(old.id)).toMatchObject({ firstName: 'Old', lastName: null, mobileNumber: null, isNewUser: true });
    expect(await signedUpEvents(old.id)).toHaveLength(0);

    const phone = person().mobileNumber;
    const done = await complete({ mobileNumber: phone.replace('+1555', '+1 (555) ') });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/learn?tab=courses');
    expect(flashOf(done.headers)).toMatchObject({ kind: 'success', title: 'accounts.toasts.welcomeTitle' });
    expect(await userRow(old.id)).toMatchObject({ firstName: 'Olga', lastName: 'Berg', mobileNumber: phone, isNewUser: false });
    const [event, ...extra] = await signedUpEvents(old.id);
    expect(extra).toHaveLength(0);
    expect(event?.payload).toMatchObject({ user_id: old.id, email: old.email, full_name: 'Olga Berg', phone_number: phone });

    // The same session now opens every page.
    expect((await callAction(accountLoader, get('/account', { jar }))).status).toBe(200);
    expect((await callAction(aboutLoader, get('/about', { jar }))).status).toBe(200);

    const second = await signIn(old.email, PASSWORD, { redirectTo: '/account' });
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('/account');
    expect(await signedUpEvents(old.id)).toHaveLength(1);
  });
});

// =================================================================================================

describe('two-step sign-in (decision 0021)', () => {
  /** A six-digit code that no authenticator would show around now. */
  function wrongCode(secret: string): string {
    const now = Date.now();
    const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, now + step * 30_000)));
    for (let candidate = 0; ; candidate += 111_111)
      if (!valid.has(String(candidate).padStart(6, '0'))) return String(candidate).padStart(6, '0');
  }

  it('turns on with a right code, asks for a code at sign-in, accepts recovery codes once, and turns off with the password', async () => {
    const user = await signUp('totp');
    const jar = user.jar;

    const wrongStart = await account(jar, { intent: 'two-factor-start', password: 'not-my-password-1' });
    expect(wrongStart.status).toBe(400);
    expect(wrongStart.data).toMatchObject({ fieldErrors: { password: 'accounts.errors.currentPasswordWrong' } });

    const started = await account(jar, { intent: 'two-factor-start', password: PASSWORD });
    expect(started.status).toBe(200);
    jar.apply(started.headers);
    const setup = must(
      (started.data as { twoFactorSetup?: { qrDataUrl: string; secret: string; backupCodes: string[] } }).twoFactorSetup,
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrDataUrl.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(setup.backupCodes).toHaveLength(10);
    expect((await userRow(user.id))?.twoFactorEnabled).toBe(false);
    // Set up but not confirmed: signing in still needs only the password.
    expect((await signIn(user.email, PASSWORD, { redirectTo: '/account' })).headers.get('location')).toBe('/account');

    const wrongConfirm = await account(jar, { intent: 'two-factor-confirm', code: wrongCode(setup.secret) });
    expect(wrongConfirm.status).toBe(400);
    expect(wrongConfirm.data).toMatchObject({ ok: false, fieldErrors: { code: 'accounts.errors.codeInvalid' } });
    expect((await userRow(user.id))?.twoFactorEnabled).toBe(false);
    expect(await eventsOf(user.id, 'TWO_FACTOR_ENABLED')).toHaveLength(0);

    const confirmed = await account(jar, { intent: 'two-factor-confirm', code: totpCode(setup.secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ ok: true, message: 'accounts.twoFactor.enabled' });
    jar.apply(confirmed.headers);
    expect(await sessionUser(jar)).toMatchObject({ id: user.id });
    expect((await userRow(user.id))?.twoFactorEnabled).toBe(true);
    expect(await eventsOf(user.id, 'TWO_FACTOR_ENABLED')).toHaveLength(1);
    expect(await mailTo(user.email, 'security-notice')).toHaveLength(1);

    // Sign-in now stops after the password: a pending-sign-in cookie, no session.
    const sessionsBefore = await sessionIdsOf(user.id);
    const pending = await signIn(user.email, PASSWORD, { redirectTo: '/account' });
    expect(pending.status).toBe(302);
    expect(pending.headers.get('location')).toBe('/auth/two-factor?redirectTo=%2Faccount');
    const pendingJar = new CookieJar(pending.headers);
    expect(pendingJar.get('verde.two_factor')).toBeTruthy();
    expect(setsSession(pending.headers)).toBe(false);
    expect((await sessionIdsOf(user.id)).sort()).toEqual(sessionsBefore.sort());

    const twoStep = (cookies: CookieJar, fields: Record<string, string>) =>
      callAction(twoFactorAction, post('/auth/two-factor', { redirectTo: '/account', ...fields }, { jar: cookies }));

    const wrong = await twoStep(pendingJar, { code: wrongCode(setup.secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ ok: false, fieldErrors: { code: 'accounts.errors.codeInvalid' } });
    expect(setsSession(wrong.headers)).toBe(false);

    const right = await twoStep(pendingJar, { code: totpCode(setup.secret) });
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('/account');
    expect(setsSession(right.headers)).toBe(true);
    expect(await sessionUser(new CookieJar(right.headers))).toMatchObject({ id: user.id });

    // A recovery code signs in once.
    const [recoveryCode] = setup.backupCodes;
    const pendingAgain = new CookieJar((await signIn(user.email, PASSWORD)).headers);
    const byRecovery = await twoStep(pendingAgain, { method: 'backup', code: must(recoveryCode) });
    expect(byRecovery.status).toBe(302);
    expect(byRecovery.headers.get('location')).toBe('/account');
    expect(await sessionUser(new CookieJar(byRecovery.headers))).toMatchObject({ id: user.id });
    expect(await eventsOf(user.id, 'RECOVERY_CODE_USED')).toMatchObject([{ severity: 'high' }]);
    expect((await rootData(jar)).securityAlert).toBe(true);

    const pendingThird = new CookieJar((await signIn(user.email, PASSWORD)).headers);
    const reused = await twoStep(pendingThird, { method: 'backup', code: must(recoveryCode) });
    expect(reused.status).toBe(400);
    expect(setsSession(reused.headers)).toBe(false);
    expect(await eventsOf(user.id, 'RECOVERY_CODE_USED')).toHaveLength(1);

    // Turning it off needs the right password.
    const wrongOff = await account(jar, { intent: 'two-factor-disable', password: 'not-my-password-2' });
    expect(wrongOff.status).toBe(400);
    expect(wrongOff.data).toMatchObject({ fieldErrors: { password: 'accounts.errors.currentPasswordWrong' } });
    expect((await userRow(user.id))?.twoFactorEnabled).toBe(true);
    const off = await account(jar, { intent: 'two-factor-disable', password: PASSWORD });
    expect(off.status).toBe(200);
    jar.apply(off.headers);
    expect((await userRow(user.id))?.twoFactorEnabled).toBe(false);
    expect(await eventsOf(user.id, 'TWO_FACTOR_DISABLED')).toMatchObject([{ severity: 'high' }]);
    expect(await mailTo(user.email, 'security-notice')).toHaveLength(2);
    expect((await rootData(jar)).securityAlert).toBe(true);
    const plain = await signIn(user.email, PASSWORD, { redirectTo: '/account' });
    expect(plain.headers.get('location')).toBe('/account');
    expect(setsSession(plain.headers)).toBe(true);
  });
});

// =================================================================================================

describe('account page', () => {
  it('saves the profile and refuses a mobile number another account uses', async () => {
    const user = await signUp('profile');
    const other = await signUp('profile-other');
    const saved = await account(user.jar, {
      intent: 'profile',
      firstName: 'Rosa',
      lastName: 'Lind',
      mobileNumber: '00 1 555 099 0001',
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: true, message: 'accounts.account.profileSaved' });
    expect(await userRow(user.id)).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Lind',
      mobileNumber: '+15550990001',
      name: 'Rosa Lind',
    });

    const taken = await account(user.jar, {
      intent: 'profile',
      firstName: 'Rosa',
      lastName: 'Lind',
      mobileNumber: other.mobileNumber,
    });
    expect(taken.status).toBe(400);
    expect(taken.data).toMatchObject({ ok: false, fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } });
    const invalid = await account(user.jar, { intent: 'profile', firstName: '', lastName: 'Lind', mobileNumber: '+15550990001' });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({ fieldErrors: { firstName: 'accounts.errors.firstNameRequired' } });
    expect(await userRow(user.id)).toMatchObject({ firstName: 'Rosa', mobileNumber: '+15550990001' });
  });

  it('changes the email only when the link sent to the new address is followed, once', async () => {
    const user = await signUp('email-old');
    const newEmail = `email-new.${++people}.${Date.now()}@example.org`;

    const wrong = await account(user.jar, { intent: 'email', newEmail, currentPassword: 'not-my-password-3' });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ ok: false, fieldErrors: { currentPassword: 'accounts.errors.currentPasswordWrong' } });
    expect(await mailTo(newEmail, 'change-email')).toHaveLength(0);

    const requested = await account(user.jar, { intent: 'email', newEmail: newEmail.toUpperCase(), currentPassword: PASSWORD });
    expect(requested.status).toBe(200);
    expect(requested.data).toMatchObject({ ok: true, message: 'accounts.account.emailLinkSent' });
    const [mail, ...more] = await mailTo(newEmail, 'change-email');
    expect(more).toHaveLength(0);
    expect(await mailTo(user.email, 'change-email')).toHaveLength(0);
    expect((await userRow(user.id))?.email).toBe(user.email);

    const link = linkIn(must(mail).text, '/auth/verify');
    const followed = await callAction(verifyLoader, get(link.path));
    expect(followed.data).toMatchObject({ outcome: 'email-changed' });
    expect((await userRow(user.id))?.email).toBe(newEmail);
    expect(await eventsOf(user.id, 'EMAIL_CHANGED')).toMatchObject([{ details: { from: user.email, to: newEmail } }]);
    const [notice] = await mailTo(user.email, 'security-notice');
    expect(notice).toMatchObject({ userId: user.id });
    // The session follows the account to its new address; signing in uses the new one.
    expect(await sessionUser(user.jar)).toMatchObject({ email: newEmail });
    expect((await signIn(newEmail, PASSWORD)).status).toBe(302);

    const again = await callAction(verifyLoader, get(link.path));
    expect(again.data).toMatchObject({ outcome: 'invalid' });
    expect((await userRow(user.id))?.email).toBe(newEmail);
  });

  it('changes the password with the current one, ending the other sessions only when asked', async () => {
    const user = await signUp('password');
    const otherDevice = await newSession(user);

    const wrong = await account(user.jar, {
      intent: 'password',
      currentPassword: 'not-my-password-4',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      endOtherSessions: 'on',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ fieldErrors: { currentPassword: 'accounts.errors.currentPasswordWrong' } });
    expect(await sessionUser(otherDevice)).not.toBeNull();

    const changed = await account(user.jar, {
      intent: 'password',
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      endOtherSessions: 'on',
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ ok: true, message: 'accounts.account.passwordChanged' });
    user.jar.apply(changed.headers);
    expect(await sessionUser(user.jar)).toMatchObject({ id: user.id });
    expect(await sessionUser(otherDevice)).toBeNull();
    expect(await sessionIdsOf(user.id)).toHaveLength(1);
    expect(await eventsOf(user.id, 'PASSWORD_CHANGED')).toMatchObject([{ details: { endedOtherSessions: true } }]);
    expect(await mailTo(user.email, 'security-notice')).toHaveLength(1);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);

    const laptop = await newSession(user, NEW_PASSWORD);
    const kept = await account(user.jar, {
      intent: 'password',
      currentPassword: NEW_PASSWORD,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(kept.status).toBe(200);
    user.jar.apply(kept.headers);
    expect(await sessionUser(user.jar)).toMatchObject({ id: user.id });
    expect(await sessionUser(laptop)).toMatchObject({ id: user.id });
    expect((await signIn(user.email, PASSWORD)).status).toBe(302);
  });

  it('ends only your own sessions', async () => {
    const user = await signUp('sessions');
    const phone = await newSession(user);
    const tablet = await newSession(user);
    const stranger = await signUp('sessions-stranger');
    const strangerSession = await sessionIdOf(stranger.jar);

    const page = await callAction(accountLoader, get('/account', { jar: user.jar }));
    const listed = (page.data as { sessions: { id: string; isCurrent: boolean }[] }).sessions;
    expect(listed).toHaveLength(3);
    const current = must(listed.find((session) => session.isCurrent));
    expect(listed.filter((session) => session.isCurrent)).toHaveLength(1);

    expect(current.id).toBe(await sessionIdOf(user.jar));
    const phoneSession = await sessionIdOf(phone);
    expect(listed.map((session) => session.id)).toContain(phoneSession);
    const ended = await account(user.jar, { intent: 'end-session', sessionId: phoneSession });
    expect(ended.status).toBe(200);
    expect(ended.data).toMatchObject({ ok: true, message: 'accounts.sessions.ended' });
    expect(await sessionIdsOf(user.id)).not.toContain(phoneSession);
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(tablet)).toMatchObject({ id: user.id });
    expect(await eventsOf(user.id, 'SESSION_ENDED')).toMatchObject([{ details: { sessionId: phoneSession } }]);

    const foreign = await account(user.jar, { intent: 'end-session', sessionId: strangerSession });
    expect(foreign.status).toBe(404);
    expect(foreign.data).toMatchObject({ ok: false, formError: 'accounts.sessions.notFound' });
    expect(await sessionUser(stranger.jar)).toMatchObject({ id: stranger.id });

    const others = await account(user.jar, { intent: 'end-other-sessions' });
    expect(others.status).toBe(200);
    expect(await sessionIdsOf(user.id)).toEqual([current.id]);
    expect(await sessionUser(user.jar)).toMatchObject({ id: user.id });
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(tablet)).toBeNull();
    expect(await sessionUser(stranger.jar)).toMatchObject({ id: stranger.id });
  });

  it('downloads the person’s data as a JSON attachment without secrets', async () => {
    const user = await signUp('data');
    await newSession(user);
    await db.insert(userRoles).values({ userId: user.id, role: 'student' });

    const result = await callAction(accountDataLoader, get('/account/data', { jar: user.jar }));
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const body = result.data as {
      profile: { id: string; email: string };
      roles: { role: string }[];
      sessions: unknown[];
    };
    expect(body.profile).toMatchObject({ id: user.id, email: user.email, firstName: 'Iris', mobileNumber: user.mobileNumber });
    expect(body.roles).toMatchObject([{ role: 'student' }]);
    expect(body.sessions).toHaveLength(2);

    const text = JSON.stringify(body);
    const hash = must(await passwordHashOf(user.id));
    const tokens = (await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id))).map(
      (r) => r.token,
    );
    const [mail] = await mailTo(user.email, 'verify-email');
    const secrets = [hash, ...tokens, linkIn(must(mail).text, '/auth/verify').token];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"[^"]*(password|token|secret)[^"]*"\s*:/i);

    const signedOut = await callAction(accountDataLoader, get('/account/data'));
    expect(signedOut.status).toBe(302);
  });

  it('deletes the account with the password and a confirmation, keeping anonymised records', async () => {
    const user = await signUp('delete');
    const otherDevice = await newSession(user);
    expect((await signIn(user.email, 'not-my-password-5')).status).toBe(401);
    const newEmail = `delete-new.${++people}.${Date.now()}@example.org`;
    expect((await account(user.jar, { intent: 'email', newEmail, currentPassword: PASSWORD })).status).toBe(200);
    const eventIds = (
      await db.select({ id: securityEvents.id }).from(securityEvents).where(eq(securityEvents.userId, user.id))
    ).map((row) => row.id);
    expect(eventIds.length).toBeGreaterThanOrEqual(2);
    const mailIds = (
      await db
        .select({ id: emailMessages.id })
        .from(emailMessages)
        .where(sql`${emailMessages.userId} = ${user.id} or ${emailMessages.toAddress} = ${user.email}`)
    ).map((row) => row.id);
    expect(mailIds.length).toBeGreaterThanOrEqual(2);

    const wrong = await account(user.jar, { intent: 'delete', password: 'not-my-password-6', confirm: 'on' });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ ok: false, fieldErrors: { password: 'accounts.errors.currentPasswordWrong' } });
    const unconfirmed = await account(user.jar, { intent: 'delete', password: PASSWORD });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({ ok: false, fieldErrors: { confirm: 'accounts.errors.deleteConfirmRequired' } });
    expect(await userRow(user.id)).toBeDefined();
    expect(await sessionUser(user.jar)).toMatchObject({ id: user.id });

    const deleted = await account(user.jar, { intent: 'delete', password: PASSWORD, confirm: 'on' });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get('location')).toBe('/');
    expect(flashOf(deleted.headers)).toMatchObject({ title: 'accounts.toasts.deletedTitle' });
    const cleared = setCookiesOf(deleted.headers).find((cookie) => cookie.name === 'verde.session_token');
    expect(cleared?.value === '' || cleared?.attributes.get('max-age') === '0').toBe(true);

    expect(await userRow(user.id)).toBeUndefined();
    expect(await sessionIdsOf(user.id)).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([]);
    expect(await sessionUser(user.jar)).toBeNull();
    expect(await sessionUser(otherDevice)).toBeNull();

    const kept = await db.select().from(securityEvents).where(inArray(securityEvents.id, eventIds));
    expect(kept).toHaveLength(eventIds.length);
    for (const event of kept) {
      expect(event.userId).toBeNull();
      for (const key of ['identifier', 'from', 'to']) expect(event.details).not.toHaveProperty(key);
    }
    expect(kept.map((event) => event.type)).toEqual(expect.arrayContaining(['SIGN_IN_FAILED', 'EMAIL_CHANGE_REQUESTED']));

    const mails = await db.select().from(emailMessages).where(inArray(emailMessages.id, mailIds));
    expect(mails).toHaveLength(mailIds.length);
    for (const mail of mails) expect(mail).toMatchObject({ toAddress: 'deleted-account', userId: null, text: null, html: null });
    expect(await db.select().from(emailMessages).where(eq(emailMessages.toAddress, user.email))).toEqual([]);
    expect(await db.select().from(emailMessages).where(eq(emailMessages.toAddress, newEmail))).toEqual([]);

    const deletedEvents = await db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'user.deleted'), sql`${outboxEvents.payload}->>'userId' = ${user.id}`));
    expect(deletedEvents).toHaveLength(1);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
  });

  // RATE_LIMIT_EXCEEDED keeps the address in details.key: deletion must scrub it too.
  it('leaves no trace of the address in the security events of a deleted account', async () => {
    const user = await signUp('delete-limited');
    const { points } = rateLimitSettings('email-account');
    for (let i = 0; i <= points; i++) await callAction(verifyAction, post('/auth/verify', {}, { jar: user.jar }));
    expect(await eventsOf(user.id, 'RATE_LIMIT_EXCEEDED')).toHaveLength(1);
    const ids = (await db.select({ id: securityEvents.id }).from(securityEvents).where(eq(securityEvents.userId, user.id))).map(
      (row) => row.id,
    );

    const deleted = await account(user.jar, { intent: 'delete', password: PASSWORD, confirm: 'on' });
    expect(deleted.status).toBe(302);
    const kept = await db.select().from(securityEvents).where(inArray(securityEvents.id, ids));
    for (const event of kept) expect(JSON.stringify(event.details)).not.toContain(user.email);
  });

  // The first-sign-in event (user.signed_up) carries address, name and phone.
  it('leaves no trace of the address in the outbox events of a deleted account', async () => {
    const user = await signUp('delete-outbox');
    expect(await signedUpEvents(user.id)).toHaveLength(1);
    const deleted = await account(user.jar, { intent: 'delete', password: PASSWORD, confirm: 'on' });
    expect(deleted.status).toBe(302);
    const leftovers = await db
      .select({ type: outboxEvents.type })
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}::text like ${`%${user.email}%`}`);
    expect(leftovers).toEqual([]);
  });

  // Only wrong passwords count towards the lock-out; right ones clear the counter.
  it('does not lock the owner out after successful password confirmations on the account page', async () => {
    const user = await signUp('gate');
    const { points } = rateLimitSettings('sign-in-account');
    for (let i = 0; i < points; i++) {
      const newEmail = `gate-new.${i}.${++people}.${Date.now()}@example.org`;
      const requested = await account(user.jar, { intent: 'email', newEmail, currentPassword: PASSWORD });
      expect(requested.status).toBe(200);
    }
    const signedIn = await signIn(user.email, PASSWORD);
    expect(signedIn.status).toBe(302);
  });
});

// =================================================================================================

describe('Security Alert (root loader)', () => {
  async function logFor(userId: string, severity: Severity) {
    await logSecurityEvent({ type: 'TEST_EVENT', severity, details: {} }, { userId });
  }

  it('shows a high or critical event once, and never a low or medium one', async () => {
    const user = await signUp('alert');
    expect(await rootData(user.jar)).toMatchObject({ isSignedIn: true, securityAlert: false });

    await logFor(user.id, 'low');
    await logFor(user.id, 'medium');
    expect((await rootData(user.jar)).securityAlert).toBe(false);

    await logFor(user.id, 'high');
    expect((await rootData(user.jar)).securityAlert).toBe(true);
    expect((await rootData(user.jar)).securityAlert).toBe(false);

    await logFor(user.id, 'critical');
    expect((await rootData(user.jar)).securityAlert).toBe(true);
    expect((await rootData(user.jar)).securityAlert).toBe(false);

    // Someone else's event is not this person's alert.
    const other = await signUp('alert-other');
    await logFor(other.id, 'high');
    expect((await rootData(user.jar)).securityAlert).toBe(false);
    expect((await rootData(other.jar)).securityAlert).toBe(true);
    expect((await callAction(rootLoader, get('/'))).data).toMatchObject({ isSignedIn: false, securityAlert: false });
  });
});
