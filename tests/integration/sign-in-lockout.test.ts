import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { securityEvents, users } from '~/db/schema/index';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { action as signInAction } from '~/routes/auth/sign-in';
import { action as signUpAction } from '~/routes/auth/sign-up';
import { resetEnvCache } from '~/utils/env.server';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

const PASSWORD = 'runner-beans-and-squash';
let counter = 0;
let ipCounter = 0;
/** A fresh client address per test, so that tests do not share the address limits. */
const nextIp = () => `198.51.100.${++ipCounter}`;

function person() {
  counter++;
  return {
    firstName: 'Mina',
    lastName: 'Sato',
    mobileNumber: `+1555020${String(1000 + counter).slice(-4)}`,
    email: `mina.${counter}.${Date.now()}@example.org`,
    password: PASSWORD,
  };
}

const post = (url: string, fields: Record<string, string>, ip: string) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { [CLIENT_IP_HEADER]: ip, 'user-agent': 'LockoutTest/1.0' },
  });

async function signUp(ip: string) {
  const fields = person();
  const result = await callAction(signUpAction, post('/signup', fields, ip));
  expect(result.status).toBe(302);
  return fields;
}

const signIn = (identifier: string, password: string, ip: string) =>
  callAction(signInAction, post('/auth', { identifier, password }, ip));

const eventsOf = (type: string, ip: string) =>
  database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.type, type), eq(securityEvents.ipAddress, ip)));

const changed = new Map<string, string | undefined>();
function setEnv(vars: Record<string, string>) {
  for (const [name, value] of Object.entries(vars)) {
    if (!changed.has(name)) changed.set(name, process.env[name]);
    process.env[name] = value;
  }
  resetEnvCache();
}
afterEach(() => {
  for (const [name, value] of changed) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  changed.clear();
  resetEnvCache();
});

describe('sign-in lock-out (RATE_LIMIT_SIGN_IN_ACCOUNT, default 5 per 15 minutes)', () => {
  it('refuses the account after 5 failed sign-ins, even with the right password, with 429 and Retry-After', async () => {
    const ip = nextIp();
    const victim = await signUp(ip);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, victim.email));

    for (let i = 0; i < 5; i++) {
      const failed = await signIn(victim.email, `wrong-password-${i}`, ip);
      expect(failed.status).toBe(401);
      expect(failed.data).toMatchObject({ formError: 'accounts.errors.invalidCredentials' });
    }
    const [locked] = await eventsOf('ACCOUNT_LOCKED', ip);
    expect(locked).toMatchObject({ severity: 'high', userId: row?.id, details: { identifier: victim.email } });

    const refused = await signIn(victim.email, PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'accounts.errors.rateLimited',
      formErrorVars: { count: 15 },
    });
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(refused.headers.getSetCookie()).toEqual([]);

    // The same account by its mobile number, and in other letter case, is locked too.
    expect((await signIn(victim.mobileNumber, PASSWORD, ip)).status).toBe(429);
    expect((await signIn(victim.email.toUpperCase(), PASSWORD, ip)).status).toBe(429);

    const exceeded = await eventsOf('RATE_LIMIT_EXCEEDED', ip);
    expect(exceeded).toHaveLength(1);
    expect(exceeded[0]).toMatchObject({
      severity: 'high',
      userId: row?.id,
      url: '/auth',
      details: { limit: 'sign-in-account', key: victim.email },
    });
    expect(JSON.stringify(exceeded[0]?.details)).not.toContain(PASSWORD);
    expect(await eventsOf('ACCOUNT_LOCKED', ip)).toHaveLength(1);
  });

  it('lets another account sign in from the same address', async () => {
    const ip = nextIp();
    const victim = await signUp(ip);
    const other = await signUp(ip);
    for (let i = 0; i < 6; i++) await signIn(victim.email, 'not-the-password', ip);
    expect((await signIn(victim.email, PASSWORD, ip)).status).toBe(429);
    const signedIn = await signIn(other.email, PASSWORD, ip);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.getSetCookie().join('\n')).toContain('verde.session_token=');
  });

  it('clears the failed tries after a successful sign-in', async () => {
    const ip = nextIp();
    const fields = await signUp(ip);
    for (let i = 0; i < 4; i++) expect((await signIn(fields.email, 'not-the-password', ip)).status).toBe(401);
    expect((await signIn(fields.email, PASSWORD, ip)).status).toBe(302);
    for (let i = 0; i < 4; i++) expect((await signIn(fields.email, 'not-the-password', ip)).status).toBe(401);
    expect((await signIn(fields.email, PASSWORD, ip)).status).toBe(302);
  });

  it('counts failed tries for unknown accounts too, without telling them apart', async () => {
    const ip = nextIp();
    const nobody = `nobody.${Date.now()}@example.org`;
    for (let i = 0; i < 5; i++) expect((await signIn(nobody, 'whatever-it-is', ip)).status).toBe(401);
    expect((await signIn(nobody, 'whatever-it-is', ip)).status).toBe(429);
    const [locked] = await eventsOf('ACCOUNT_LOCKED', ip);
    expect(locked?.userId).toBeNull();
  });

  it('opens the account again when the window ends', async () => {
    setEnv({ RATE_LIMIT_SIGN_IN_ACCOUNT: '2/1' });
    const ip = nextIp();
    const fields = await signUp(ip);
    await signIn(fields.email, 'not-the-password', ip);
    await signIn(fields.email, 'not-the-password', ip);
    const refused = await signIn(fields.email, PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(refused.data).toMatchObject({ formErrorVars: { count: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(fields.email, PASSWORD, ip)).status).toBe(302);
  });
});

describe('address limits', () => {
  it('refuses every sign-in from an address past RATE_LIMIT_SIGN_IN_IP, whichever the account', async () => {
    const ip = nextIp();
    const one = await signUp(ip);
    const two = await signUp(ip);
    setEnv({ RATE_LIMIT_SIGN_IN_IP: '3/900' });
    expect((await signIn(one.email, PASSWORD, ip)).status).toBe(302);
    expect((await signIn(two.email, 'not-the-password', ip)).status).toBe(401);
    expect((await signIn(two.email, PASSWORD, ip)).status).toBe(302);
    const refused = await signIn(one.email, PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(850);
    const [event] = await eventsOf('RATE_LIMIT_EXCEEDED', ip);
    expect(event).toMatchObject({ severity: 'high', details: { limit: 'sign-in-ip', key: ip } });
    // Another address is not affected.
    expect((await signIn(one.email, PASSWORD, nextIp())).status).toBe(302);
  });

  it('refuses sign-ups from an address past RATE_LIMIT_SIGN_UP_IP and creates no account', async () => {
    setEnv({ RATE_LIMIT_SIGN_UP_IP: '2/3600' });
    const ip = nextIp();
    await signUp(ip);
    await signUp(ip);
    const before = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    const refused = await callAction(signUpAction, post('/signup', person(), ip));
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ formError: 'accounts.errors.rateLimited', formErrorVars: { count: 60 } });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect(await database.db.select({ count: sql<number>`count(*)::int` }).from(users)).toEqual(before);
    const [event] = await eventsOf('RATE_LIMIT_EXCEEDED', ip);
    expect(event).toMatchObject({ details: { limit: 'sign-up-ip' }, url: '/signup' });
  });
});
