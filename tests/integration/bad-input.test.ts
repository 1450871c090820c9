import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  emailMessages,
  newsletterSubscriptions,
  sessions,
  twoFactors,
  userRoles,
  users,
  verifications,
} from '~/db/schema/index';
import { prepareAdminSetup } from '~/features/accounts/admin-setup.server';
import { isResetTokenUsable } from '~/features/accounts/recovery.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { action as accountAction } from '~/routes/account/account';
import { action as languageAction } from '~/routes/api/language';
import { action as newsletterAction } from '~/routes/api/newsletter';
import { action as adminSetupAction } from '~/routes/auth/admin-setup';
import { action as completeProfileAction } from '~/routes/auth/complete-profile';
import { action as forgotAction } from '~/routes/auth/forgot';
import { action as resetAction } from '~/routes/auth/reset';
import { action as signInAction } from '~/routes/auth/sign-in';
import { action as signUpAction } from '~/routes/auth/sign-up';
import { action as twoFactorAction } from '~/routes/auth/two-factor';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

// Hostile and malformed input posted to every account form through the real route actions:
// each refusal is a 400 (401 for wrong credentials) with the message on the right field, never
// a 500, and nothing is written. A body that is not a form, or a value holding a control
// character (C0 other than tab, LF and CR, or DEL), is refused as a whole before any field is
// validated: 400 with BAD_FORM. Unicode format characters (U+202E, U+200B, ...) are not control
// characters: the field rules judge those.

const database = await setupTestDatabase();

const PASSWORD = 'compost-heap-42';
const TEN_THOUSAND = 'a'.repeat(10_000);
/** 128 code points but 156 UTF-16 units: too long, as passwords are measured in UTF-16 units (as better-auth does). */
const WIDE_PASSWORD = `${'a'.repeat(100)}${'🌱'.repeat(28)}`;
/** readForm's answer to a body that is not a form or a value with a control character. */
const BAD_FORM = { ok: false, fieldErrors: {}, formError: 'errors.badForm' };
/** Control characters that readForm refuses in any value. */
const CONTROL_CHARACTERS = [
  ['a NUL', '\u0000'],
  ['a backspace', '\u0008'],
  ['a vertical tab', '\u000b'],
  ['a form feed', '\u000c'],
  ['a shift-out', '\u000e'],
  ['an escape', '\u001b'],
  ['a unit separator', '\u001f'],
  ['a DEL', '\u007f'],
] as const;

let ipCounter = 0;
/** A fresh client address per request, so the per-address limits never trip. */
const nextIp = () => {
  ipCounter++;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

type Fields = Record<string, string> | [string, string][] | FormData;

function post(path: string, fields: Fields, cookie?: string) {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { [CLIENT_IP_HEADER]: nextIp(), 'user-agent': 'BadInputTest/1.0', ...(cookie ? { cookie } : {}) },
  });
}

function postRaw(path: string, body: string, contentType: string, cookie?: string) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { [CLIENT_IP_HEADER]: nextIp(), 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

type Handler = Parameters<typeof callAction>[0];

/** callAction hands back an uncaught error as data; React Router would answer it with a 500. */
async function call(handler: Handler, request: Request) {
  const result = await callAction(handler, request);
  if (result.data instanceof Error) return { ...result, status: 500 };
  return result;
}

const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

const TABLES = {
  users,
  accounts,
  sessions,
  email_messages: emailMessages,
  user_roles: userRoles,
  verifications,
  two_factors: twoFactors,
};

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) counts[name] = await database.db.$count(table);
  return counts;
}

/** Runs the request and checks that no account table gained or lost a row. */
async function expectNothingWritten<T>(run: () => Promise<T>): Promise<T> {
  const before = await rowCounts();
  const result = await run();
  expect(await rowCounts()).toEqual(before);
  return result;
}

const userRow = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];
const passwordHashOf = async (userId: string) =>
  (await database.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId)))[0]?.password;

let personCounter = 0;
function person() {
  personCounter++;
  const n = String(1000 + personCounter).slice(-4);
  return {
    firstName: 'Ana',
    lastName: 'Ruiz',
    mobileNumber: `+1555030${n}`,
    email: `bad-input.${personCounter}.${Date.now()}@example.org`,
    password: PASSWORD,
  };
}

/** Waits for the verification email of a new account, so no write lands during a later test. */
async function waitForEmail(to: string) {
  for (let i = 0; i < 50; i++) {
    const [row] = await database.db.select({ id: emailMessages.id }).from(emailMessages).where(eq(emailMessages.toAddress, to));
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email to ${to}`);
}

/** A signed-up, signed-in person with a complete profile. */
async function signedInPerson() {
  const fields = person();
  const result = await call(signUpAction, post('/signup', fields));
  expect(result.status).toBe(302);
  const email = fields.email.toLowerCase();
  await waitForEmail(email);
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error('sign-up stored no user');
  return { ...fields, email, id: row.id, cookie: cookieFrom(result.headers) };
}

const JSON_BODY = JSON.stringify({ firstName: 'Ana', email: 'ana@example.org', password: PASSWORD, intent: 'profile' });

describe('sign-up: hostile and malformed values', () => {
  const valid = () => person();

  it.each([
    [
      'HTML in the names',
      { firstName: '<script>alert(1)</script>', lastName: '<img src=x onerror=alert(1)>' },
      { firstName: 'accounts.errors.nameInvalid', lastName: 'accounts.errors.nameInvalid' },
    ],
    [
      'SQL in the names and email',
      { firstName: "'; drop table users;--", lastName: "Robert'); DROP TABLE users;--", email: "x@example.org' OR '1'='1" },
      {
        firstName: 'accounts.errors.nameInvalid',
        lastName: 'accounts.errors.nameInvalid',
        email: 'accounts.errors.emailInvalid',
      },
    ],
    [
      '10 000-character values',
      {
        firstName: TEN_THOUSAND,
        lastName: TEN_THOUSAND,
        mobileNumber: `+1${'5'.repeat(10_000)}`,
        email: `${TEN_THOUSAND}@example.org`,
        password: TEN_THOUSAND,
      },
      {
        firstName: 'accounts.errors.nameTooLong',
        lastName: 'accounts.errors.nameTooLong',
        mobileNumber: 'accounts.errors.mobileInvalid',
        email: 'accounts.errors.emailInvalid',
        password: 'accounts.errors.passwordTooLong',
      },
    ],
    [
      'unicode format characters',
      {
        firstName: 'Ana\u202e',
        lastName: 'Ruiz\u200b',
        mobileNumber: '+1555\u200b0101234',
        email: 'ana\u200b@example.org',
      },
      {
        firstName: 'accounts.errors.nameInvalid',
        lastName: 'accounts.errors.nameInvalid',
        mobileNumber: 'accounts.errors.mobileInvalid',
        email: 'accounts.errors.emailInvalid',
      },
    ],
    [
      'tab, newline and carriage return inside values (not control characters for the form: the fields judge them)',
      { firstName: 'Ana\tLee', lastName: 'Ruiz\nLee', email: 'ana\r@example.org' },
      {
        firstName: 'accounts.errors.nameInvalid',
        lastName: 'accounts.errors.nameInvalid',
        email: 'accounts.errors.emailInvalid',
      },
    ],
    [
      'a C1 control character (not refused by the form: the name rule refuses it)',
      { firstName: 'Ana\u0085' },
      { firstName: 'accounts.errors.nameInvalid' },
    ],
    [
      'emoji and digits in the names',
      { firstName: 'Ana 🌱', lastName: 'R2D2' },
      { firstName: 'accounts.errors.nameInvalid', lastName: 'accounts.errors.nameInvalid' },
    ],
    [
      'blank values',
      { firstName: '   ', lastName: '\t', mobileNumber: ' ', email: ' ' },
      {
        firstName: 'accounts.errors.firstNameRequired',
        lastName: 'accounts.errors.lastNameRequired',
        mobileNumber: 'accounts.errors.mobileRequired',
        email: 'accounts.errors.emailRequired',
      },
    ],
    ['a common password', { password: 'qwertyuiop' }, { password: 'accounts.errors.passwordWeak' }],
    ['a 7-character password', { password: 'abc1234' }, { password: 'accounts.errors.passwordTooShort' }],
    ['a password of only spaces', { password: '        ' }, { password: 'accounts.errors.passwordWeak' }],
    [
      'a name of combining marks only',
      { firstName: '\u0301\u0308', lastName: '\u0301Ruiz' },
      { firstName: 'accounts.errors.nameInvalid', lastName: 'accounts.errors.nameInvalid' },
    ],
  ])('refuses %s next to each field and stores nothing', async (_label, overrides, fieldErrors) => {
    const result = await expectNothingWritten(() => call(signUpAction, post('/signup', { ...valid(), ...overrides })));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors });
  });

  it.each(CONTROL_CHARACTERS)('refuses the whole form for %s character in any value and stores nothing', async (_label, char) => {
    const values: [string, string][] = [
      ['firstName', `Ana${char}`],
      ['lastName', `${char}Ruiz`],
      ['mobileNumber', `+1555${char}0101234`],
      ['email', `ana${char}@example.org`],
      ['password', `${PASSWORD}${char}`],
      // Also in a field the form does not have.
      ['website', char],
    ];
    for (const [name, value] of values) {
      const result = await expectNothingWritten(() => call(signUpAction, post('/signup', { ...valid(), [name]: value })));
      expect(result.status, name).toBe(400);
      expect(result.data, name).toEqual(BAD_FORM);
    }
  });

  it('refuses control characters before any field is validated', async () => {
    const result = await expectNothingWritten(() =>
      call(signUpAction, post('/signup', { firstName: '<b>x</b>', lastName: '', email: 'nope', password: 'x\u0000' })),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
  });

  it.each([
    [
      'full-width digits and plus',
      (e164: string) => e164.replace(/[+\d]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    ],
    ['Arabic-Indic digits', (e164: string) => e164.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))],
    ['Extended Arabic-Indic digits', (e164: string) => e164.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)))],
  ])('accepts a mobile number typed in %s and stores it as ASCII E.164', async (_label, typed) => {
    const fields = person();
    const mobileNumber = typed(fields.mobileNumber);
    expect(mobileNumber).not.toMatch(/\d/);
    const result = await call(signUpAction, post('/signup', { ...fields, mobileNumber }));
    expect(result.status).toBe(302);
    await waitForEmail(fields.email.toLowerCase());
    const [row] = await database.db.select().from(users).where(eq(users.email, fields.email.toLowerCase()));
    expect(row?.mobileNumber).toBe(fields.mobileNumber);
  });

  it('names every field of an empty form', async () => {
    const result = await expectNothingWritten(() => call(signUpAction, post('/signup', {})));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'accounts.errors.firstNameRequired',
        lastName: 'accounts.errors.lastNameRequired',
        mobileNumber: 'accounts.errors.mobileRequired',
        email: 'accounts.errors.emailRequired',
        password: 'accounts.errors.passwordTooShort',
      },
    });
  });

  it('names the one missing field', async () => {
    const { email: _email, ...rest } = valid();
    const result = await expectNothingWritten(() => call(signUpAction, post('/signup', rest)));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { email: 'accounts.errors.emailRequired' } });
  });

  it('reads the first of duplicated fields', async () => {
    const fields = valid();
    const result = await expectNothingWritten(() =>
      call(signUpAction, post('/signup', [['firstName', '<b>x</b>'], ...Object.entries(fields)])),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { firstName: 'accounts.errors.nameInvalid' } });
  });

  it('answers a file where a name belongs as a missing name', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid())) form.set(name, value);
    form.set('firstName', new File(['Ana'], 'name.txt', { type: 'text/plain' }));
    const result = await expectNothingWritten(() => call(signUpAction, post('/signup', form)));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { firstName: 'accounts.errors.firstNameRequired' } });
  });

  it('refuses a mobile number that another account uses, in any notation', async () => {
    const first = await signedInPerson();
    const spaced = `${first.mobileNumber.slice(0, 2)} (${first.mobileNumber.slice(2, 5)}) ${first.mobileNumber.slice(5)}`;
    const result = await expectNothingWritten(() => call(signUpAction, post('/signup', { ...valid(), mobileNumber: spaced })));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } });
  });

  it('ignores fields that try to set a role or a verified address', async () => {
    const fields = valid();
    const result = await call(
      signUpAction,
      post('/signup', { ...fields, role: 'admin', emailVerified: 'true', isNewUser: 'false', twoFactorEnabled: 'true' }),
    );
    expect(result.status).toBe(302);
    await waitForEmail(fields.email.toLowerCase());
    const [row] = await database.db.select().from(users).where(eq(users.email, fields.email.toLowerCase()));
    expect(row).toMatchObject({ emailVerified: false, twoFactorEnabled: false });
    expect(
      await database.db
        .select()
        .from(userRoles)
        .where(eq(userRoles.userId, row?.id ?? '')),
    ).toEqual([]);
  });

  // Passwords are measured in UTF-16 units, as better-auth measures them: 128 code points of
  // which 28 are emoji are too long, and the form says so next to the password.
  it('refuses a password longer than 128 UTF-16 units as too long and stores nothing', async () => {
    const result = await expectNothingWritten(() => call(signUpAction, post('/signup', { ...valid(), password: WIDE_PASSWORD })));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { password: 'accounts.errors.passwordTooLong' } });
  });

  // A body that is not a form is refused as a whole (same for the other forms below).
  it.each([
    ['JSON', JSON_BODY, 'application/json'],
    ['broken multipart', '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAna', 'multipart/form-data; boundary=x'],
  ])('answers a %s body with 400 and stores nothing', async (_label, body, contentType) => {
    const result = await expectNothingWritten(() => call(signUpAction, postRaw('/signup', body, contentType)));
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
  });
});

describe('sign-up: unusual but valid names are stored exactly', () => {
  it.each([
    ['Zoë', "D'Arcy-Ng", 'Zoë', "D'Arcy-Ng"],
    ['محمد', 'علي', 'محمد', 'علي'],
    ['李', '小龍', '李', '小龍'],
    ['  Zoë  ', ' St. John ', 'Zoë', 'St. John'],
    // Names are stored NFC-normalised: typed decomposed, "José Nuñez" is stored composed.
    ['Jose\u0301', 'Nun\u0303ez', 'Jos\u00e9', 'Nu\u00f1ez'],
    // A pasted no-break space is stored as a space.
    ['Ana\u00a0María', 'Ruiz\u00a0Díaz', 'Ana María', 'Ruiz Díaz'],
    // The zero-width non-joiner Persian names need is kept.
    ['علی\u200cاکبر', 'رضایی', 'علی\u200cاکبر', 'رضایی'],
  ])('%s %s', async (firstName, lastName, storedFirst, storedLast) => {
    const fields = { ...person(), firstName, lastName, email: `Mixed.Case.${personCounter}@Example.ORG` };
    const result = await call(signUpAction, post('/signup', fields));
    expect(result.status).toBe(302);
    const email = fields.email.toLowerCase();
    await waitForEmail(email);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      firstName: storedFirst,
      lastName: storedLast,
      name: `${storedFirst} ${storedLast}`,
      mobileNumber: fields.mobileNumber,
      email,
    });
  });

  it('stores a decomposed name composed (NFC), equal to the name typed composed', async () => {
    const fields = { ...person(), firstName: 'Jose\u0301' };
    expect((await call(signUpAction, post('/signup', fields))).status).toBe(302);
    await waitForEmail(fields.email.toLowerCase());
    const [row] = await database.db.select().from(users).where(eq(users.email, fields.email.toLowerCase()));
    expect(row?.firstName).toBe('José'.normalize('NFC'));
    expect(row?.firstName).toBe('Jos\u00e9');
    expect(row?.name).toBe('Jos\u00e9 Ruiz');
  });
});

describe('sign-in: hostile and malformed values', () => {
  let known: Awaited<ReturnType<typeof signedInPerson>>;
  beforeAll(async () => {
    known = await signedInPerson();
  });

  it.each([
    [
      'an empty form',
      {},
      400,
      {
        ok: false,
        fieldErrors: { identifier: 'accounts.errors.identifierRequired', password: 'accounts.errors.passwordRequired' },
      },
    ],
    // Current behaviour: the too-long message is "enter your email or mobile" (see report).
    [
      'a 10 000-character identifier',
      { identifier: TEN_THOUSAND, password: PASSWORD },
      400,
      { ok: false, fieldErrors: { identifier: 'accounts.errors.identifierRequired' } },
    ],
    [
      'a 10 000-character password',
      { identifier: 'ana@example.org', password: TEN_THOUSAND },
      400,
      { ok: false, fieldErrors: { password: 'accounts.errors.invalidCredentials' } },
    ],
    [
      'HTML as identifier',
      { identifier: '<script>alert(1)</script>', password: PASSWORD },
      401,
      { ok: false, fieldErrors: {}, formError: 'accounts.errors.invalidCredentials' },
    ],
    [
      'SQL as identifier',
      { identifier: "' OR '1'='1' --", password: PASSWORD },
      401,
      { ok: false, fieldErrors: {}, formError: 'accounts.errors.invalidCredentials' },
    ],
    [
      'SQL after an address',
      { identifier: "admin@example.org' OR '1'='1", password: "' OR '1'='1" },
      401,
      { ok: false, fieldErrors: {}, formError: 'accounts.errors.invalidCredentials' },
    ],
    [
      'an RTL override in the address',
      { identifier: 'ana\u202e@example.org', password: PASSWORD },
      401,
      { ok: false, fieldErrors: {}, formError: 'accounts.errors.invalidCredentials' },
    ],
    ['a NUL character in a non-address identifier', { identifier: 'ana\u0000ruiz', password: PASSWORD }, 400, BAD_FORM],
    ['a NUL character in an address', { identifier: 'ana\u0000@example.org', password: PASSWORD }, 400, BAD_FORM],
    ['a NUL character in a mobile number', { identifier: '+1555\u00000101234', password: PASSWORD }, 400, BAD_FORM],
    ['an escape character in the password', { identifier: 'ana@example.org', password: `${PASSWORD}\u001b` }, 400, BAD_FORM],
    ['a DEL character in the identifier', { identifier: 'ana@example.org\u007f', password: PASSWORD }, 400, BAD_FORM],
  ])('answers %s', async (_label, fields, status, body) => {
    const result = await expectNothingWritten(() => call(signInAction, post('/auth', fields)));
    expect(result.status).toBe(status);
    expect(result.data).toEqual(body);
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const result = await expectNothingWritten(() =>
      call(signInAction, post('/auth', { identifier: known.email, password: 'not-the-password' })),
    );
    expect(result.status).toBe(401);
    expect(result.data).toEqual({ ok: false, fieldErrors: {}, formError: 'accounts.errors.invalidCredentials' });
  });

  it('reads the first of duplicated passwords', async () => {
    const result = await expectNothingWritten(() =>
      call(
        signInAction,
        post('/auth', [
          ['identifier', known.email],
          ['password', 'not-the-password'],
          ['password', known.password],
        ]),
      ),
    );
    expect(result.status).toBe(401);
  });

  it("refuses a control character in the right person's password without signing in", async () => {
    const result = await expectNothingWritten(() =>
      call(signInAction, post('/auth', { identifier: known.email, password: `${known.password}\u0000` })),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  // A file where a text field belongs counts as an empty field.
  it('answers a file as identifier as a missing identifier', async () => {
    const form = new FormData();
    form.set('identifier', new File(['x'], 'x.txt'));
    form.set('password', PASSWORD);
    const result = await expectNothingWritten(() => call(signInAction, post('/auth', form)));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { identifier: 'accounts.errors.identifierRequired' } });
  });

  it('answers a JSON body with 400 and signs no one in', async () => {
    const result = await expectNothingWritten(() =>
      call(
        signInAction,
        postRaw('/auth', JSON.stringify({ identifier: known.email, password: known.password }), 'application/json'),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
  });
});

describe('forgot password: hostile and malformed values', () => {
  it.each([
    ['empty', '', 'accounts.errors.emailRequired'],
    ['spaces', '   ', 'accounts.errors.emailRequired'],
    ['no @', 'ana.example.org', 'accounts.errors.emailInvalid'],
    ['HTML', '<script>alert(1)</script>@example.org', 'accounts.errors.emailInvalid'],
    ['SQL', "x@example.org' OR '1'='1", 'accounts.errors.emailInvalid'],
    ['10 000 characters', `${TEN_THOUSAND}@example.org`, 'accounts.errors.emailInvalid'],
    ['an RTL override', 'ana\u202e@example.org', 'accounts.errors.emailInvalid'],
  ])('refuses %s next to the email field', async (_label, email, key) => {
    const result = await expectNothingWritten(() => call(forgotAction, post('/auth/forgot', { email })));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { email: key } });
  });

  it.each(CONTROL_CHARACTERS)('refuses %s character in the address as a whole form and sends nothing', async (_label, char) => {
    const result = await expectNothingWritten(() =>
      call(forgotAction, post('/auth/forgot', { email: `ana${char}@example.org` })),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
  });

  it('answers a missing field like an empty one', async () => {
    const result = await expectNothingWritten(() => call(forgotAction, post('/auth/forgot', {})));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { email: 'accounts.errors.emailRequired' } });
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const result = await expectNothingWritten(() =>
      call(forgotAction, post('/auth/forgot', { email: `nobody.${Date.now()}@example.org` })),
    );
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ ok: true });
  });

  it('answers a JSON body with 400 and sends nothing', async () => {
    const result = await expectNothingWritten(() => call(forgotAction, postRaw('/auth/forgot', JSON_BODY, 'application/json')));
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
  });
});

describe('reset password: hostile and malformed values', () => {
  let owner: Awaited<ReturnType<typeof signedInPerson>>;
  let token = '';
  beforeAll(async () => {
    owner = await signedInPerson();
    expect((await call(forgotAction, post('/auth/forgot', { email: owner.email }))).status).toBe(200);
    const [row] = await database.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, owner.id)));
    token = row?.identifier.slice('reset-password:'.length) ?? '';
    expect(await isResetTokenUsable({ token })).toBe(true);
  });

  it.each([
    ['empty fields', { password: '', confirmPassword: '' }, { password: 'accounts.errors.passwordTooShort' }],
    [
      'a mismatch',
      { password: 'compost-heap-43', confirmPassword: 'compost-heap-34' },
      { confirmPassword: 'accounts.errors.passwordMismatch' },
    ],
    [
      'a common password',
      { password: 'password123', confirmPassword: 'password123' },
      { password: 'accounts.errors.passwordWeak' },
    ],
    [
      '10 000 characters',
      { password: TEN_THOUSAND, confirmPassword: TEN_THOUSAND },
      { password: 'accounts.errors.passwordTooLong' },
    ],
    // Passwords are measured in UTF-16 units, as better-auth measures them.
    [
      'more than 128 UTF-16 units (128 code points)',
      { password: WIDE_PASSWORD, confirmPassword: WIDE_PASSWORD },
      { password: 'accounts.errors.passwordTooLong' },
    ],
    ['only spaces', { password: '        ', confirmPassword: '        ' }, { password: 'accounts.errors.passwordWeak' }],
  ])('refuses %s next to the field, with the real token, and keeps the token', async (_label, fields, fieldErrors) => {
    const hash = await passwordHashOf(owner.id);
    const result = await expectNothingWritten(() => call(resetAction, post('/auth/reset', { token, ...fields })));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors });
    expect(await passwordHashOf(owner.id)).toBe(hash);
    expect(await isResetTokenUsable({ token })).toBe(true);
  });

  it.each([
    ['a made-up token', 'not-a-real-token'],
    ['no token', ''],
    ['a 10 000-character token', TEN_THOUSAND],
    ['SQL as token', "' OR '1'='1' --"],
    ['HTML as token', '<script>alert(1)</script>'],
  ])('refuses %s with the invalid-link message', async (_label, badToken) => {
    const result = await expectNothingWritten(() =>
      call(resetAction, post('/auth/reset', { token: badToken, password: PASSWORD, confirmPassword: PASSWORD })),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: {}, formError: 'accounts.reset.invalidLink' });
  });

  it.each([
    ['a made-up token', () => 'abc\u0000def'],
    ['the real token', () => `${token}\u0000`],
  ])('refuses a NUL character in %s as a whole form and keeps the token', async (_label, badToken) => {
    const hash = await passwordHashOf(owner.id);
    const result = await expectNothingWritten(() =>
      call(resetAction, post('/auth/reset', { token: badToken(), password: PASSWORD, confirmPassword: PASSWORD })),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
    expect(await passwordHashOf(owner.id)).toBe(hash);
    expect(await isResetTokenUsable({ token })).toBe(true);
  });

  it('refuses a control character in the new password as a whole form and keeps the token', async () => {
    const password = `${PASSWORD}\u0008`;
    const result = await expectNothingWritten(() =>
      call(resetAction, post('/auth/reset', { token, password, confirmPassword: password })),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
    expect(await isResetTokenUsable({ token })).toBe(true);
  });

  it('answers a JSON body with 400 and keeps the token', async () => {
    const hash = await passwordHashOf(owner.id);
    const result = await expectNothingWritten(() =>
      call(
        resetAction,
        postRaw('/auth/reset', JSON.stringify({ token, password: PASSWORD, confirmPassword: PASSWORD }), 'application/json'),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
    expect(await passwordHashOf(owner.id)).toBe(hash);
    expect(await isResetTokenUsable({ token })).toBe(true);
  });
});

describe('complete profile: hostile and malformed values', () => {
  const OLD_PASSWORD = 'old-account-password-9';
  let cookie = '';
  let userId = '';
  let taken = '';

  beforeAll(async () => {
    userId = randomUUID();
    const email = `incomplete.${Date.now()}@example.org`;
    await database.db.insert(users).values({
      id: userId,
      name: 'Old Account',
      email,
      emailVerified: true,
      firstName: 'Old',
      lastName: null,
      mobileNumber: null,
      isNewUser: true,
    });
    await database.db.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(OLD_PASSWORD),
    });
    const signedIn = await call(signInAction, post('/auth', { identifier: email, password: OLD_PASSWORD }));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toMatch(/^\/auth\/complete-profile/);
    cookie = cookieFrom(signedIn.headers);
    taken = (await signedInPerson()).mobileNumber;
  });

  it.each([
    [
      'HTML',
      { firstName: '<b>Ana</b>', lastName: '<img src=x onerror=alert(1)>', mobileNumber: '<script>' },
      {
        firstName: 'accounts.errors.nameInvalid',
        lastName: 'accounts.errors.nameInvalid',
        mobileNumber: 'accounts.errors.mobileInvalid',
      },
    ],
    [
      'SQL',
      { firstName: "'; drop table users;--", lastName: 'Ruiz', mobileNumber: "+1555' OR 1=1--" },
      { firstName: 'accounts.errors.nameInvalid', mobileNumber: 'accounts.errors.mobileInvalid' },
    ],
    [
      '10 000 characters',
      { firstName: TEN_THOUSAND, lastName: TEN_THOUSAND, mobileNumber: TEN_THOUSAND },
      {
        firstName: 'accounts.errors.nameTooLong',
        lastName: 'accounts.errors.nameTooLong',
        mobileNumber: 'accounts.errors.mobileInvalid',
      },
    ],
    [
      'unicode format characters',
      { firstName: 'Ana\u200d', lastName: '\u202eRuiz', mobileNumber: '+1555\u200b0101234' },
      {
        firstName: 'accounts.errors.nameInvalid',
        lastName: 'accounts.errors.nameInvalid',
        mobileNumber: 'accounts.errors.mobileInvalid',
      },
    ],
    [
      'missing fields',
      {},
      {
        firstName: 'accounts.errors.firstNameRequired',
        lastName: 'accounts.errors.lastNameRequired',
        mobileNumber: 'accounts.errors.mobileRequired',
      },
    ],
  ])('refuses %s next to each field and leaves the row as it was', async (_label, fields, fieldErrors) => {
    const before = await userRow(userId);
    const result = await expectNothingWritten(() => call(completeProfileAction, post('/auth/complete-profile', fields, cookie)));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors });
    expect(await userRow(userId)).toEqual(before);
  });

  it.each([
    ['the mobile number', { firstName: 'Ana', lastName: 'Ruiz', mobileNumber: '+1555\u00000401234' }],
    ['a name', { firstName: 'Ana\u001b[31m', lastName: 'Ruiz', mobileNumber: '+15550401234' }],
  ])('refuses a control character in %s as a whole form and leaves the row as it was', async (_label, fields) => {
    const before = await userRow(userId);
    const result = await expectNothingWritten(() => call(completeProfileAction, post('/auth/complete-profile', fields, cookie)));
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
    expect(await userRow(userId)).toEqual(before);
  });

  it('refuses a mobile number another account uses', async () => {
    const before = await userRow(userId);
    const result = await expectNothingWritten(() =>
      call(
        completeProfileAction,
        post('/auth/complete-profile', { firstName: 'Ana', lastName: 'Ruiz', mobileNumber: taken }, cookie),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } });
    expect(await userRow(userId)).toEqual(before);
  });

  it('reads the first of duplicated fields', async () => {
    const before = await userRow(userId);
    const result = await call(
      completeProfileAction,
      post(
        '/auth/complete-profile',
        [
          ['firstName', '<b>x</b>'],
          ['firstName', 'Ana'],
          ['lastName', 'Ruiz'],
          ['mobileNumber', '+15550409999'],
        ],
        cookie,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { firstName: 'accounts.errors.nameInvalid' } });
    expect(await userRow(userId)).toEqual(before);
  });

  it('sends a visitor without a session to sign in', async () => {
    const result = await expectNothingWritten(() =>
      call(
        completeProfileAction,
        post('/auth/complete-profile', { firstName: 'Ana', lastName: 'Ruiz', mobileNumber: '+15550409998' }),
      ),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toMatch(/^\/auth\?/);
  });

  it('answers a JSON body with 400 and leaves the row as it was', async () => {
    const before = await userRow(userId);
    const result = await expectNothingWritten(() =>
      call(completeProfileAction, postRaw('/auth/complete-profile', JSON_BODY, 'application/json', cookie)),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
    expect(await userRow(userId)).toEqual(before);
  });
});

describe('account page: hostile and malformed values', () => {
  const send = (who: { cookie: string }, fields: Fields) => call(accountAction, post('/account', fields, who.cookie));

  describe('profile', () => {
    let me: Awaited<ReturnType<typeof signedInPerson>>;
    let other: Awaited<ReturnType<typeof signedInPerson>>;
    beforeAll(async () => {
      me = await signedInPerson();
      other = await signedInPerson();
    });

    it.each([
      [
        'HTML',
        { firstName: '<script>alert(1)</script>', lastName: 'Ruiz', mobileNumber: '+15550501234' },
        { firstName: 'accounts.errors.nameInvalid' },
      ],
      [
        'SQL',
        { firstName: 'Ana', lastName: "x'; update users set email='a'--", mobileNumber: '+15550501234' },
        { lastName: 'accounts.errors.nameInvalid' },
      ],
      [
        '10 000 characters',
        { firstName: TEN_THOUSAND, lastName: TEN_THOUSAND, mobileNumber: TEN_THOUSAND },
        {
          firstName: 'accounts.errors.nameTooLong',
          lastName: 'accounts.errors.nameTooLong',
          mobileNumber: 'accounts.errors.mobileInvalid',
        },
      ],
      [
        'unicode format characters',
        { firstName: 'Ana\u202e', lastName: 'Ruiz\u200b', mobileNumber: '+1555\u202e0501234' },
        {
          firstName: 'accounts.errors.nameInvalid',
          lastName: 'accounts.errors.nameInvalid',
          mobileNumber: 'accounts.errors.mobileInvalid',
        },
      ],
      [
        'missing fields',
        {},
        {
          firstName: 'accounts.errors.firstNameRequired',
          lastName: 'accounts.errors.lastNameRequired',
          mobileNumber: 'accounts.errors.mobileRequired',
        },
      ],
    ])('refuses %s next to each field and leaves the row as it was', async (_label, fields, fieldErrors) => {
      const before = await userRow(me.id);
      const result = await expectNothingWritten(() => send(me, { intent: 'profile', ...fields }));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'profile', ok: false, fieldErrors });
      expect(await userRow(me.id)).toEqual(before);
    });

    it.each(CONTROL_CHARACTERS)('refuses %s character as a whole form and leaves the row as it was', async (_label, char) => {
      const before = await userRow(me.id);
      const result = await expectNothingWritten(() =>
        send(me, { intent: 'profile', firstName: 'Ana', lastName: `Ruiz${char}`, mobileNumber: me.mobileNumber }),
      );
      expect(result.status).toBe(400);
      expect(result.data).toEqual(BAD_FORM);
      expect(await userRow(me.id)).toEqual(before);
    });

    it("refuses another account's mobile number and leaves both rows as they were", async () => {
      const mine = await userRow(me.id);
      const theirs = await userRow(other.id);
      const result = await expectNothingWritten(() =>
        send(me, { intent: 'profile', firstName: 'Ana', lastName: 'Ruiz', mobileNumber: other.mobileNumber }),
      );
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'profile', ok: false, fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } });
      expect(await userRow(me.id)).toEqual(mine);
      expect(await userRow(other.id)).toEqual(theirs);
    });

    it('reads the first of duplicated fields', async () => {
      const before = await userRow(me.id);
      const result = await send(me, [
        ['intent', 'profile'],
        ['firstName', '<b>x</b>'],
        ['firstName', 'Ana'],
        ['lastName', 'Ruiz'],
        ['mobileNumber', me.mobileNumber],
      ]);
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'profile', ok: false, fieldErrors: { firstName: 'accounts.errors.nameInvalid' } });
      expect(await userRow(me.id)).toEqual(before);
    });

    it('answers a file where a name belongs as a missing name', async () => {
      const before = await userRow(me.id);
      const form = new FormData();
      form.set('intent', 'profile');
      form.set('firstName', new File(['Ana'], 'name.txt', { type: 'text/plain' }));
      form.set('lastName', 'Ruiz');
      form.set('mobileNumber', me.mobileNumber);
      const result = await expectNothingWritten(() => send(me, form));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({
        intent: 'profile',
        ok: false,
        fieldErrors: { firstName: 'accounts.errors.firstNameRequired' },
      });
      expect(await userRow(me.id)).toEqual(before);
    });

    it('stores a decomposed name composed and a no-break space as a space', async () => {
      const result = await send(me, {
        intent: 'profile',
        firstName: 'Jose\u0301',
        lastName: 'Ruiz\u00a0Díaz',
        mobileNumber: me.mobileNumber,
      });
      expect(result.status).toBe(200);
      expect(await userRow(me.id)).toMatchObject({ firstName: 'Jos\u00e9', lastName: 'Ruiz Díaz' });
    });

    it('ignores fields that are not on the form (email, role)', async () => {
      const result = await send(me, {
        intent: 'profile',
        firstName: 'Ana',
        lastName: 'Ruiz',
        mobileNumber: me.mobileNumber,
        email: 'hijack@example.org',
        emailVerified: 'true',
        role: 'admin',
      });
      expect(result.status).toBe(200);
      expect(await userRow(me.id)).toMatchObject({ email: me.email, emailVerified: false });
      expect(await database.db.select().from(userRoles).where(eq(userRoles.userId, me.id))).toEqual([]);
    });
  });

  describe('email', () => {
    let me: Awaited<ReturnType<typeof signedInPerson>>;
    beforeAll(async () => {
      me = await signedInPerson();
    });

    it.each([
      [
        'empty fields',
        { newEmail: '', currentPassword: '' },
        { newEmail: 'accounts.errors.emailRequired', currentPassword: 'accounts.errors.passwordRequired' },
      ],
      ['HTML', { newEmail: '<img src=x>@example.org', currentPassword: PASSWORD }, { newEmail: 'accounts.errors.emailInvalid' }],
      ['SQL', { newEmail: "x@example.org'; --", currentPassword: PASSWORD }, { newEmail: 'accounts.errors.emailInvalid' }],
      [
        '10 000 characters',
        { newEmail: `${TEN_THOUSAND}@example.org`, currentPassword: TEN_THOUSAND },
        { newEmail: 'accounts.errors.emailInvalid', currentPassword: 'accounts.errors.currentPasswordWrong' },
      ],
      [
        'a unicode control character',
        { newEmail: 'new\u202e@example.org', currentPassword: PASSWORD },
        { newEmail: 'accounts.errors.emailInvalid' },
      ],
      [
        'a wrong password',
        { newEmail: 'someone.new@example.org', currentPassword: 'not-my-password' },
        { currentPassword: 'accounts.errors.currentPasswordWrong' },
      ],
    ])('refuses %s next to the field and sends nothing', async (_label, fields, fieldErrors) => {
      const result = await expectNothingWritten(() => send(me, { intent: 'email', ...fields }));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'email', ok: false, fieldErrors });
      expect(await userRow(me.id)).toMatchObject({ email: me.email });
    });

    it('refuses its own address typed in capitals', async () => {
      const result = await expectNothingWritten(() =>
        send(me, { intent: 'email', newEmail: ` ${me.email.toUpperCase()} `, currentPassword: PASSWORD }),
      );
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'email', ok: false, fieldErrors: { newEmail: 'accounts.errors.emailSame' } });
    });
  });

  describe('password', () => {
    let me: Awaited<ReturnType<typeof signedInPerson>>;
    beforeAll(async () => {
      me = await signedInPerson();
    });

    it.each([
      [
        'empty fields',
        { currentPassword: '', password: '', confirmPassword: '' },
        { currentPassword: 'accounts.errors.passwordRequired', password: 'accounts.errors.passwordTooShort' },
      ],
      [
        'a mismatch',
        { currentPassword: PASSWORD, password: 'new-compost-77', confirmPassword: 'new-compost-78' },
        { confirmPassword: 'accounts.errors.passwordMismatch' },
      ],
      [
        'a common password',
        { currentPassword: PASSWORD, password: 'password123', confirmPassword: 'password123' },
        { password: 'accounts.errors.passwordWeak' },
      ],
      [
        '10 000 characters',
        { currentPassword: TEN_THOUSAND, password: TEN_THOUSAND, confirmPassword: TEN_THOUSAND },
        { currentPassword: 'accounts.errors.currentPasswordWrong', password: 'accounts.errors.passwordTooLong' },
      ],
      [
        'a wrong current password',
        { currentPassword: 'not-my-password', password: 'new-compost-77', confirmPassword: 'new-compost-77' },
        { currentPassword: 'accounts.errors.currentPasswordWrong' },
      ],
    ])('refuses %s next to the field and keeps the password', async (_label, fields, fieldErrors) => {
      const hash = await passwordHashOf(me.id);
      const result = await expectNothingWritten(() => send(me, { intent: 'password', ...fields }));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'password', ok: false, fieldErrors });
      expect(await passwordHashOf(me.id)).toBe(hash);
    });

    // Passwords are measured in UTF-16 units, as better-auth measures them; see the sign-up case.
    it('refuses a password longer than 128 UTF-16 units as too long and keeps the password', async () => {
      const hash = await passwordHashOf(me.id);
      const result = await expectNothingWritten(() =>
        send(me, { intent: 'password', currentPassword: PASSWORD, password: WIDE_PASSWORD, confirmPassword: WIDE_PASSWORD }),
      );
      expect(result.status).toBe(400);
      expect(result.data).toEqual({
        intent: 'password',
        ok: false,
        fieldErrors: { password: 'accounts.errors.passwordTooLong' },
      });
      expect(await passwordHashOf(me.id)).toBe(hash);
    });

    it('refuses a control character in the new password as a whole form and keeps the password', async () => {
      const hash = await passwordHashOf(me.id);
      const password = `new-compost-77\u007f`;
      const result = await expectNothingWritten(() =>
        send(me, { intent: 'password', currentPassword: PASSWORD, password, confirmPassword: password }),
      );
      expect(result.status).toBe(400);
      expect(result.data).toEqual(BAD_FORM);
      expect(await passwordHashOf(me.id)).toBe(hash);
    });

    // The "end other sessions" checkbox: only "on" ticks it; any other value is "not ticked".
    it('reads an odd checkbox value as not ticked: changes the password and keeps the other sessions', async () => {
      const otherDevice = await call(signInAction, post('/auth', { identifier: me.email, password: PASSWORD }));
      expect(otherDevice.status).toBe(302);
      const sessionIds = async () =>
        (await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id)))
          .map((row) => row.id)
          .sort();
      const before = await sessionIds();
      expect(before.length).toBeGreaterThanOrEqual(2);
      const hash = await passwordHashOf(me.id);
      const result = await send(me, {
        intent: 'password',
        currentPassword: PASSWORD,
        password: 'new-compost-77',
        confirmPassword: 'new-compost-77',
        endOtherSessions: 'yes',
      });
      expect(result.status).toBe(200);
      expect(result.data).toEqual({ intent: 'password', ok: true, message: 'accounts.account.passwordChanged' });
      expect(await passwordHashOf(me.id)).not.toBe(hash);
      for (const id of before) expect(await sessionIds()).toContain(id);
    });
  });

  describe('two-factor start', () => {
    let me: Awaited<ReturnType<typeof signedInPerson>>;
    beforeAll(async () => {
      me = await signedInPerson();
    });

    it.each([
      ['no password', {}, { password: 'accounts.errors.passwordRequired' }],
      ['10 000 characters', { password: TEN_THOUSAND }, { password: 'accounts.errors.currentPasswordWrong' }],
      ['a wrong password', { password: "' OR '1'='1" }, { password: 'accounts.errors.currentPasswordWrong' }],
    ])('refuses %s next to the field and creates no secret', async (_label, fields, fieldErrors) => {
      const result = await expectNothingWritten(() => send(me, { intent: 'two-factor-start', ...fields }));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'two-factor-start', ok: false, fieldErrors });
      expect(await userRow(me.id)).toMatchObject({ twoFactorEnabled: false });
    });
  });

  describe('end session', () => {
    let me: Awaited<ReturnType<typeof signedInPerson>>;
    let other: Awaited<ReturnType<typeof signedInPerson>>;
    beforeAll(async () => {
      me = await signedInPerson();
      other = await signedInPerson();
    });

    it.each([
      ['a made-up id', randomUUID()],
      ['a made-up id in the session id alphabet', 'Xk9_aZ-3qLmN0pRsTuVwXyZ012345678'],
    ])('answers %s with 404 and ends nothing', async (_label, sessionId) => {
      const result = await expectNothingWritten(() => send(me, { intent: 'end-session', sessionId }));
      expect(result.status).toBe(404);
      expect(result.data).toEqual({ intent: 'end-session', ok: false, formError: 'accounts.sessions.notFound' });
    });

    // A session id is 1 to 64 letters, digits, "_" or "-": anything else names no session and
    // is refused before any lookup.
    it.each([
      ['SQL', "' OR '1'='1"],
      ['HTML', '<script>x</script>'],
      ['an empty id', ''],
      ['a 65-character id', 'x'.repeat(65)],
      ['a 10 000-character id', TEN_THOUSAND],
      ['a path', '../sessions'],
    ])('refuses %s with 400 on the sessionId field and ends nothing', async (_label, sessionId) => {
      const result = await expectNothingWritten(() => send(me, { intent: 'end-session', sessionId }));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'end-session', ok: false, fieldErrors: { sessionId: 'accounts.sessions.notFound' } });
    });

    it("refuses to end another person's session", async () => {
      const [theirs] = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.id));
      const result = await expectNothingWritten(() => send(me, { intent: 'end-session', sessionId: theirs?.id ?? '' }));
      expect(result.status).toBe(404);
    });

    it('refuses a NUL character in the id as a whole form and ends nothing', async () => {
      const [mine] = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id));
      const result = await expectNothingWritten(() => send(me, { intent: 'end-session', sessionId: `${mine?.id}\u0000` }));
      expect(result.status).toBe(400);
      expect(result.data).toEqual(BAD_FORM);
    });
  });

  describe('delete', () => {
    let me: Awaited<ReturnType<typeof signedInPerson>>;
    beforeAll(async () => {
      me = await signedInPerson();
    });

    it.each([
      [
        'no password and no tick',
        {},
        { password: 'accounts.errors.passwordRequired', confirm: 'accounts.errors.deleteConfirmRequired' },
      ],
      ['a tick other than on', { password: PASSWORD, confirm: 'yes' }, { confirm: 'accounts.errors.deleteConfirmRequired' }],
      [
        'a 10 000-character password',
        { password: TEN_THOUSAND, confirm: 'on' },
        { password: 'accounts.errors.currentPasswordWrong' },
      ],
      ['a wrong password', { password: 'not-my-password', confirm: 'on' }, { password: 'accounts.errors.currentPasswordWrong' }],
    ])('refuses %s next to the field and keeps the account', async (_label, fields, fieldErrors) => {
      const before = await userRow(me.id);
      const result = await expectNothingWritten(() => send(me, { intent: 'delete', ...fields }));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'delete', ok: false, fieldErrors });
      expect(await userRow(me.id)).toEqual(before);
    });
  });

  describe('any intent', () => {
    let me: Awaited<ReturnType<typeof signedInPerson>>;
    beforeAll(async () => {
      me = await signedInPerson();
    });

    it.each([
      ['an unknown intent', { intent: 'make-admin', role: 'admin' }],
      ['no intent', { firstName: 'Ana' }],
      ['HTML as intent', { intent: '<script>alert(1)</script>' }],
      ['an intent in capitals', { intent: 'DELETE', password: PASSWORD, confirm: 'on' }],
    ])('answers %s with 400 and a general message', async (_label, fields) => {
      const before = await userRow(me.id);
      const result = await expectNothingWritten(() => send(me, fields));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ intent: 'profile', ok: false, formError: 'errors.generic' });
      expect(await userRow(me.id)).toEqual(before);
    });

    it('sends a visitor without a session to sign in', async () => {
      const result = await expectNothingWritten(() =>
        call(accountAction, post('/account', { intent: 'delete', password: PASSWORD, confirm: 'on' })),
      );
      expect(result.status).toBe(302);
      expect(result.headers.get('location')).toMatch(/^\/auth/);
    });

    it('answers a JSON body with 400 and changes nothing', async () => {
      const before = await userRow(me.id);
      const result = await expectNothingWritten(() =>
        call(accountAction, postRaw('/account', JSON_BODY, 'application/json', me.cookie)),
      );
      expect(result.status).toBe(400);
      expect(result.data).toEqual(BAD_FORM);
      expect(await userRow(me.id)).toEqual(before);
    });

    it('refuses a control character in the intent as a whole form', async () => {
      const result = await expectNothingWritten(() => send(me, { intent: 'delete\u0000', password: PASSWORD, confirm: 'on' }));
      expect(result.status).toBe(400);
      expect(result.data).toEqual(BAD_FORM);
    });
  });
});

describe('admin setup: hostile and malformed values', () => {
  let token = '';
  beforeAll(async () => {
    const setup = await prepareAdminSetup();
    expect(setup.open).toBe(true);
    token = setup.printToken ?? '';
  });
  const admin = () => ({ ...person(), firstName: 'Rosa', lastName: 'Mbeki' });

  it.each([
    [
      'no token and hostile names',
      () => ({ ...admin(), firstName: '<script>alert(1)</script>', lastName: "'; drop table user_roles;--" }),
      {
        firstName: 'accounts.errors.nameInvalid',
        lastName: 'accounts.errors.nameInvalid',
        token: 'accounts.setup.errors.tokenRequired',
      },
    ],
    ['a blank token', () => ({ ...admin(), token: '   ' }), { token: 'accounts.setup.errors.tokenRequired' }],
    [
      'the right token and 10 000-character values',
      () => ({
        token,
        firstName: TEN_THOUSAND,
        lastName: 'Mbeki',
        mobileNumber: TEN_THOUSAND,
        email: TEN_THOUSAND,
        password: TEN_THOUSAND,
      }),
      {
        firstName: 'accounts.errors.nameTooLong',
        mobileNumber: 'accounts.errors.mobileInvalid',
        email: 'accounts.errors.emailInvalid',
        password: 'accounts.errors.passwordTooLong',
      },
    ],
    [
      'the right token and unicode format characters',
      () => ({ ...admin(), token, firstName: 'Rosa\u202e', email: 'rosa\u200b@example.org' }),
      { firstName: 'accounts.errors.nameInvalid', email: 'accounts.errors.emailInvalid' },
    ],
    [
      'the right token and a common password',
      () => ({ ...admin(), token, password: 'password123' }),
      { password: 'accounts.errors.passwordWeak' },
    ],
    ['a wrong token', () => ({ ...admin(), token: 'not-the-token' }), { token: 'accounts.setup.errors.token' }],
    ['a 10 000-character token', () => ({ ...admin(), token: TEN_THOUSAND }), { token: 'accounts.setup.errors.token' }],
    ['SQL as token', () => ({ ...admin(), token: "' OR '1'='1" }), { token: 'accounts.setup.errors.token' }],
  ])('refuses %s next to each field and creates no one', async (_label, fields, fieldErrors) => {
    const result = await expectNothingWritten(() => call(adminSetupAction, post('/admin/setup', fields())));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors });
  });

  it.each([
    ['a NUL character after the right token', () => ({ ...admin(), token: `${token}\u0000` })],
    ['the right token and a NUL character in the email', () => ({ ...admin(), token, email: 'rosa\u0000@example.org' })],
    ['the right token and an escape character in a name', () => ({ ...admin(), token, lastName: 'Mbeki\u001b' })],
  ])('refuses %s as a whole form and creates no one', async (_label, fields) => {
    const result = await expectNothingWritten(() => call(adminSetupAction, post('/admin/setup', fields())));
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
  });

  it('reads the first of duplicated tokens', async () => {
    const fields = admin();
    const result = await expectNothingWritten(() =>
      call(adminSetupAction, post('/admin/setup', [['token', 'not-the-token'], ['token', token], ...Object.entries(fields)])),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, fieldErrors: { token: 'accounts.setup.errors.token' } });
  });

  it('answers a JSON body with 400 and creates no one', async () => {
    const result = await expectNothingWritten(() =>
      call(adminSetupAction, postRaw('/admin/setup', JSON.stringify({ ...admin(), token }), 'application/json')),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
  });

  // None of the refusals above used up or closed the one-time setup.
  it('leaves the setup open after every refusal', async () => {
    expect((await prepareAdminSetup()).open).toBe(true);
  });
});

describe('two-step sign-in, newsletter and language: bad forms', () => {
  const subscriptions = () => database.db.$count(newsletterSubscriptions);

  it.each([
    ['the two-step code form', () => call(twoFactorAction, post('/auth/two-factor', { code: '123\u0000456' }))],
    [
      'the two-step code form (JSON)',
      () => call(twoFactorAction, postRaw('/auth/two-factor', '{"code":"123456"}', 'application/json')),
    ],
    ['the newsletter form', () => call(newsletterAction, post('/newsletter', { email: `news\u0000.${Date.now()}@example.org` }))],
    [
      'the newsletter form (JSON)',
      () =>
        call(
          newsletterAction,
          postRaw('/newsletter', JSON.stringify({ email: `news.${Date.now()}@example.org` }), 'application/json'),
        ),
    ],
    ['the language form', () => call(languageAction, post('/api/language', { lang: 'es', redirectTo: '/\u0000' }))],
    ['the language form (JSON)', () => call(languageAction, postRaw('/api/language', '{"lang":"es"}', 'application/json'))],
  ])('%s answers 400 and writes nothing', async (_label, run) => {
    const before = await subscriptions();
    const result = await expectNothingWritten(run);
    expect(result.status).toBe(400);
    expect(result.data).toEqual(BAD_FORM);
    expect(result.headers.getSetCookie()).toEqual([]);
    expect(await subscriptions()).toBe(before);
  });
});
