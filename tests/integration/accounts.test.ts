import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles, users } from '~/db/schema/index';
import { getSessionUser } from '~/features/accounts/guard.server';
import { resolveRole } from '~/features/accounts/roles.server';
import { action as signInAction } from '~/routes/auth/sign-in';
import { action as signOutAction } from '~/routes/auth/sign-out';
import { action as signUpAction } from '~/routes/auth/sign-up';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

const form = (url: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${url}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });

/** The Cookie header a browser would send back after these Set-Cookie headers. */
const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

let counter = 0;
function person() {
  counter++;
  return {
    firstName: 'Ana',
    lastName: "O'Neill-Díaz",
    mobileNumber: `+1 (555) 010-${String(1000 + counter).slice(-4)}`,
    email: `Ana.${counter}.${Date.now()}@Example.org`,
    password: 'compost-heap-42',
  };
}

describe('sign-up (SPEC §3, §5)', () => {
  it('creates the account with a normalised phone and signs the person in', async () => {
    const fields = person();
    const result = await callAction(signUpAction, form('/signup', { ...fields, redirectTo: '/orders' }));
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe('/orders');
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toContain('verde.session_token=');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const [row] = await database.db.select().from(users).where(eq(users.email, fields.email.toLowerCase()));
    expect(row).toMatchObject({
      firstName: 'Ana',
      lastName: "O'Neill-Díaz",
      mobileNumber: `+1555010${String(1000 + counter).slice(-4)}`,
    });
    const user = await getSessionUser(new Request('http://localhost/', { headers: { cookie: cookieFrom(result.headers) } }));
    expect(user).toMatchObject({ email: fields.email.toLowerCase(), role: 'user' });
  });

  it('explains bad input next to each field and stores nothing', async () => {
    const before = (await database.db.select({ id: users.id }).from(users)).length;
    const bad = await callAction(
      signUpAction,
      form('/signup', { firstName: '<b>x</b>', lastName: '', mobileNumber: '555', email: 'nope', password: 'password123' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'accounts.errors.nameInvalid',
        lastName: 'accounts.errors.lastNameRequired',
        mobileNumber: 'accounts.errors.mobileInvalid',
        email: 'accounts.errors.emailInvalid',
        password: 'accounts.errors.passwordWeak',
      },
    });
    const short = await callAction(signUpAction, form('/signup', { ...person(), password: 'short' }));
    expect(short.data).toMatchObject({ fieldErrors: { password: 'accounts.errors.passwordTooShort' } });
    expect((await database.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('refuses an email or mobile number that already has an account', async () => {
    const first = person();
    await callAction(signUpAction, form('/signup', first));
    const sameEmail = await callAction(signUpAction, form('/signup', { ...person(), email: first.email.toUpperCase() }));
    expect(sameEmail.data).toMatchObject({ fieldErrors: { email: 'accounts.errors.emailTaken' } });
    const samePhone = await callAction(
      signUpAction,
      form('/signup', { ...person(), mobileNumber: first.mobileNumber.replace(/\D/g, '').replace(/^/, '+') }),
    );
    expect(samePhone.data).toMatchObject({ fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the email or the mobile number, and refuses a wrong password', async () => {
    const fields = person();
    await callAction(signUpAction, form('/signup', fields));
    const byEmail = await callAction(
      signInAction,
      form('/auth', { identifier: fields.email, password: fields.password, redirectTo: '/checkout' }),
    );
    expect(byEmail.status).toBe(302);
    expect(byEmail.headers.get('location')).toBe('/checkout');
    const byPhone = await callAction(signInAction, form('/auth', { identifier: fields.mobileNumber, password: fields.password }));
    expect(byPhone.status).toBe(302);
    expect(byPhone.headers.get('location')).toBe('/');
    const wrong = await callAction(signInAction, form('/auth', { identifier: fields.email, password: 'not-the-password' }));
    expect(wrong.status).toBe(401);
    expect(wrong.data).toEqual({ ok: false, fieldErrors: {}, formError: 'accounts.errors.invalidCredentials' });
    const unknown = await callAction(signInAction, form('/auth', { identifier: '+15550000000', password: fields.password }));
    expect(unknown.data).toMatchObject({ formError: 'accounts.errors.invalidCredentials' });
  });

  it('never sends a signed-in visitor to an outside address', async () => {
    const fields = person();
    await callAction(signUpAction, form('/signup', fields));
    const result = await callAction(
      signInAction,
      form('/auth', { identifier: fields.email, password: fields.password, redirectTo: '//evil.example' }),
    );
    expect(result.headers.get('location')).toBe('/');
  });

  it('gives each sign-in a new session and ends it at sign-out', async () => {
    const fields = person();
    await callAction(signUpAction, form('/signup', fields));
    const one = await callAction(signInAction, form('/auth', { identifier: fields.email, password: fields.password }));
    const two = await callAction(signInAction, form('/auth', { identifier: fields.email, password: fields.password }));
    expect(cookieFrom(one.headers)).not.toBe(cookieFrom(two.headers));
    const cookie = cookieFrom(two.headers);
    const out = await callAction(signOutAction, form('/sign-out', {}, cookie));
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/auth');
    expect(await getSessionUser(new Request('http://localhost/', { headers: { cookie } }))).toBeNull();
  });
});

describe('roles (SPEC §4)', () => {
  it('resolves admin over instructor over user', async () => {
    expect(resolveRole([])).toBe('user');
    expect(resolveRole(['student', 'vendor'])).toBe('user');
    expect(resolveRole(['instructor', 'student'])).toBe('instructor');
    expect(resolveRole(['instructor', 'admin'])).toBe('admin');
    const fields = person();
    const signedUp = await callAction(signUpAction, form('/signup', fields));
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, fields.email.toLowerCase()));
    await database.db.insert(userRoles).values([
      { userId: row?.id ?? '', role: 'instructor' },
      { userId: row?.id ?? '', role: 'admin' },
    ]);
    const user = await getSessionUser(new Request('http://localhost/', { headers: { cookie: cookieFrom(signedUp.headers) } }));
    expect(user?.role).toBe('admin');
  });
});
