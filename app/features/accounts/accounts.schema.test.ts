import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  endSessionSchema,
  passwordConfirmSchema,
  twoFactorConfirmSchema,
} from './account.schema';
import {
  type FieldErrors,
  fieldErrorsOf,
  forgotPasswordSchema,
  newPasswordSchema,
  parseProfileForm,
  parseSignUpForm,
  profileSchema,
  signInSchema,
  signUpSchema,
  toE164,
  twoFactorCodeSchema,
} from './accounts.schema';

// Bad input for every account form's schema: each refusal names the exact field and a
// translation key that exists in the English file (the form shows t(key) next to the field).

const en: unknown = JSON.parse(readFileSync(new URL('../../../public/i18n/en.json', import.meta.url), 'utf8'));

function hasTranslation(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** The schema refuses the input with exactly these field errors (first message per field, as the forms show them). */
function expectRefused(schema: z.ZodType, input: unknown, errors: FieldErrors) {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be refused`).toBe(false);
  if (result.success) return;
  expect(fieldErrorsOf(result.error)).toEqual(errors);
  for (const key of Object.values(errors)) expect(hasTranslation(key ?? ''), `missing translation ${key}`).toBe(true);
}

/** Every message the schema gives for this input is a translation key in en.json. */
function expectTranslatedErrors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  for (const issue of result.error?.issues ?? []) expect(hasTranslation(issue.message), issue.message).toBe(true);
}

function expectAccepted<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  expect(result.success, result.success ? '' : JSON.stringify(result.error.issues)).toBe(true);
  return result.data as z.output<T>;
}

const validPerson = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  mobileNumber: '+15550100123',
  email: 'ana@example.org',
  password: 'compost-heap-42',
};

const formOf = (entries: [string, string | Blob][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('names (first and last)', () => {
  const fields = ['firstName', 'lastName'] as const;

  it.each([
    ['empty', '', 'Required'],
    ['spaces only', '   ', 'Required'],
    ['tabs and newlines only', '\t\n \r', 'Required'],
    ['ideographic and no-break spaces only', '\u3000\u00a0', 'Required'],
    ['61 characters', 'a'.repeat(61), 'nameTooLong'],
    ['10 000 characters', 'a'.repeat(10_000), 'nameTooLong'],
    ['61 letters outside the BMP', '𠀀'.repeat(61), 'nameTooLong'],
    ['a digit', 'Ann3', 'nameInvalid'],
    ['only digits', '1234', 'nameInvalid'],
    ['HTML', '<b>x</b>', 'nameInvalid'],
    ['a script tag', '<script>alert(1)</script>', 'nameInvalid'],
    ['SQL', "'; drop table users;--", 'nameInvalid'],
    ['SQL after a letter', "Robert'); DROP TABLE users;--", 'nameInvalid'],
    ['an emoji', 'Ana 🌱', 'nameInvalid'],
    ['an emoji sequence with a zero-width joiner', '👩‍🌾', 'nameInvalid'],
    ['a zero-width joiner between letters', 'A\u200dB', 'nameInvalid'],
    ['a zero-width non-joiner between letters', 'A\u200cB', 'nameInvalid'],
    ['an RTL override inside', 'Ana\u202eevil', 'nameInvalid'],
    ['an RTL override first', '\u202eAna', 'nameInvalid'],
    ['a NUL character', 'Ana\u0000', 'nameInvalid'],
    ['a tab inside', 'Ana\tLee', 'nameInvalid'],
    ['a newline inside', 'Ana\nLee', 'nameInvalid'],
    ['a no-break space inside', 'Ana\u00a0Lee', 'nameInvalid'],
    ['an underscore', 'Ana_Lee', 'nameInvalid'],
    ['an at sign', 'ana@example.org', 'nameInvalid'],
    ['a slash', 'Ana/Lee', 'nameInvalid'],
    ['a comma', 'Lee, Ana', 'nameInvalid'],
    ['a leading hyphen', '-Ann', 'nameInvalid'],
    ['a leading apostrophe', "'Ann", 'nameInvalid'],
    ['a dot only', '.', 'nameInvalid'],
  ])('refuses %s', (_label, value, error) => {
    for (const field of fields) {
      const key = error === 'Required' ? `accounts.errors.${field}Required` : `accounts.errors.${error}`;
      expectRefused(profileSchema, { ...validPerson, [field]: value }, { [field]: key });
    }
  });

  it.each([
    ['an accented name (NFC)', 'José', 'José'],
    ['a diaeresis', 'Zoë', 'Zoë'],
    ['apostrophe and hyphen', "D'Arcy-Ng", "D'Arcy-Ng"],
    ['a dot and a space', 'St. John', 'St. John'],
    ['apostrophe, hyphen and accent', "O'Neill-Díaz", "O'Neill-Díaz"],
    ['CJK', '李', '李'],
    ['CJK, several characters', '李小龍', '李小龍'],
    ['Arabic', 'محمد', 'محمد'],
    ['Greek with breathing marks', 'Ἀλέξανδρος', 'Ἀλέξανδρος'],
    ['Cyrillic', 'Дмитрий', 'Дмитрий'],
    ['Devanagari (combining vowel signs and virama)', 'नरेन्द्र', 'नरेन्द्र'],
    ['Icelandic thorn', 'Þórr', 'Þórr'],
    ['a titlecase digraph', 'ǅ', 'ǅ'],
    ['exactly 60 characters', 'a'.repeat(60), 'a'.repeat(60)],
    ['60 letters outside the BMP (length is counted in code points)', '𠀀'.repeat(60), '𠀀'.repeat(60)],
    ['leading and trailing spaces (trimmed)', '  Zoë  ', 'Zoë'],
    ['ideographic spaces around (trimmed)', '\u3000李\u3000', '李'],
    ['61 characters of which 2 are surrounding spaces', ` ${'a'.repeat(59)} `, 'a'.repeat(59)],
    // Current behaviour: inner runs of spaces are kept as typed.
    ['two spaces inside', 'Mary  Jane', 'Mary  Jane'],
    // Current behaviour: no Unicode normalisation, "José" typed decomposed stays decomposed (see report).
    ['a decomposed accent (NFD), kept as typed', 'Jose\u0301', 'Jose\u0301'],
  ])('accepts %s', (_label, value, stored) => {
    for (const field of fields) {
      const data = expectAccepted(profileSchema, { ...validPerson, [field]: value });
      expect(data[field]).toBe(stored);
    }
  });

  it('does not normalise a decomposed name to NFC (current behaviour)', () => {
    const data = expectAccepted(profileSchema, { ...validPerson, firstName: 'Jose\u0301' });
    expect(data.firstName).not.toBe('José');
    expect(data.firstName.normalize('NFC')).toBe('José');
  });

  // BUG: the first character may be a combining mark (\p{M}), so a "name" of nothing but
  // combining accents, which renders as nothing or a dotted circle, passes the required check.
  it.each([
    ['a lone combining accent', '\u0301'],
    ['three combining marks', '\u0301\u0308\u0327'],
    ['a combining mark before letters', '\u0301abc'],
  ])('refuses %s (bug: a name may start with a combining mark)', (_label, value) => {
    expectRefused(profileSchema, { ...validPerson, firstName: value }, { firstName: 'accounts.errors.nameInvalid' });
  });
});

describe('mobile numbers: toE164', () => {
  it.each([
    ['spaces', '+1 555 010 1234', '+15550101234'],
    ['dashes', '+1-555-010-1234', '+15550101234'],
    ['dots', '+1.555.010.1234', '+15550101234'],
    ['parentheses', '+1 (555) 010-1234', '+15550101234'],
    ['00 international prefix', '0015550101234', '+15550101234'],
    ['00 prefix with spaces', '00 44 20 7946 0958', '+442079460958'],
    ['surrounding spaces', '  +44 20 7946 0958  ', '+442079460958'],
    ['tabs and newlines inside', '+1\t555\n010 1234', '+15550101234'],
    ['no-break spaces inside (\\s matches them)', '+1\u00a0555\u00a0010\u00a01234', '+15550101234'],
    ['thin spaces inside', '+1\u2009555\u2009010\u20091234', '+15550101234'],
    // Lenient: separators may appear anywhere, even around the plus.
    ['separators anywhere', '((+1)))555...0101234', '+15550101234'],
    ['8 digits (shortest)', '+12345678', '+12345678'],
    ['15 digits (longest)', '+123456789012345', '+123456789012345'],
    ['a German mobile', '+49 151 1234 5678', '+4915112345678'],
  ])('normalises %s', (_label, raw, e164) => {
    expect(toE164(raw)).toBe(e164);
  });

  it.each([
    ['empty', ''],
    ['a plus only', '+'],
    ['00 only', '00'],
    ['no plus (national format)', '15550101234'],
    ['no plus, 10 digits', '5550101234'],
    ['7 digits (too short)', '+1234567'],
    ['16 digits (too long)', '+1234567890123456'],
    ['10 000 digits', `+1${'5'.repeat(10_000)}`],
    ['letters', '+1 555 CALL NOW'],
    ['a letter at the end', '+1555010123a'],
    ['a leading zero after the plus', '+0155501012'],
    ['000 prefix (a zero country code)', '000015550101234'],
    ['two plus signs', '++15550101234'],
    ['underscores', '+1_555_0101234'],
    ['slashes', '+1/555/0101234'],
    ['an extension', '+15550101234 ext 5'],
    ['a NUL character', '+1555010\u00001234'],
    ['HTML', '<b>+15550101234</b>'],
    ['SQL', "+1555' OR 1=1--"],
    // Decided by the current behaviour: other digit forms are not converted (see report).
    ['full-width digits and plus', '＋１５５５０１０１２３４'],
    ['full-width digits after an ASCII plus', '+１５５５０１０１２３４'],
    ['Arabic-Indic digits', '+١٥٥٥٠١٠١٢٣٤'],
    ['Extended Arabic-Indic (Persian) digits', '+۱۵۵۵۰۱۰۱۲۳۴'],
  ])('refuses %s', (_label, raw) => {
    expect(toE164(raw)).toBeNull();
  });

  it.each([
    ['empty', '', 'accounts.errors.mobileRequired'],
    ['spaces only', '   ', 'accounts.errors.mobileRequired'],
    ['letters', 'call me', 'accounts.errors.mobileInvalid'],
    ['too short', '+1 555', 'accounts.errors.mobileInvalid'],
    ['no country code', '555 010 1234', 'accounts.errors.mobileInvalid'],
    ['full-width digits', '＋１５５５０１０１２３４', 'accounts.errors.mobileInvalid'],
  ])('the form refuses %s next to the mobile field', (_label, value, key) => {
    expectRefused(signUpSchema, { ...validPerson, mobileNumber: value }, { mobileNumber: key });
    expectRefused(profileSchema, { ...validPerson, mobileNumber: value }, { mobileNumber: key });
  });

  it('the form stores the E.164 form', () => {
    expect(expectAccepted(signUpSchema, { ...validPerson, mobileNumber: ' 00 1 (555) 010-1234 ' }).mobileNumber).toBe(
      '+15550101234',
    );
  });
});

describe('email addresses', () => {
  /** An address of exactly `length` characters: a 64-character local part and dotted labels. */
  function addressOfLength(length: number) {
    const local = 'a'.repeat(64);
    const domainLength = length - local.length - 1 - 4;
    const labels: string[] = [];
    let left = domainLength;
    while (left > 0) {
      const size = Math.min(60, left);
      labels.push('c'.repeat(size));
      left -= size + 1;
    }
    const address = `${local}@${labels.join('.')}.com`;
    expect(address.length).toBe(length);
    return address;
  }

  it.each([
    ['upper case (lower-cased)', 'Ana.Ruiz@Example.ORG', 'ana.ruiz@example.org'],
    ['surrounding spaces (trimmed)', '  ana@example.org  ', 'ana@example.org'],
    ['a trailing newline (trimmed)', 'ana@example.org\n', 'ana@example.org'],
    ['a plus tag', 'ana+garden@example.org', 'ana+garden@example.org'],
    ['an apostrophe', "o'neil@example.org", "o'neil@example.org"],
    ['a punycode domain', 'ana@xn--bcher-kva.example', 'ana@xn--bcher-kva.example'],
    ['a subdomain', 'ana@mail.example.co.uk', 'ana@mail.example.co.uk'],
  ])('accepts %s', (_label, value, stored) => {
    expect(expectAccepted(forgotPasswordSchema, { email: value }).email).toBe(stored);
    expect(expectAccepted(signUpSchema, { ...validPerson, email: value }).email).toBe(stored);
  });

  it('accepts 254 characters and refuses 255', () => {
    const longest = addressOfLength(254);
    expect(expectAccepted(forgotPasswordSchema, { email: longest }).email).toBe(longest);
    expectRefused(forgotPasswordSchema, { email: addressOfLength(255) }, { email: 'accounts.errors.emailInvalid' });
  });

  it('accepts a local part longer than 64 characters (current behaviour: only the total length is limited)', () => {
    expectAccepted(forgotPasswordSchema, { email: `${'a'.repeat(65)}@example.org` });
  });

  it.each([
    ['empty', '', 'accounts.errors.emailRequired'],
    ['spaces only', '   ', 'accounts.errors.emailRequired'],
    ['missing @', 'ana.example.org', 'accounts.errors.emailInvalid'],
    ['two @ together', 'ana@@example.org', 'accounts.errors.emailInvalid'],
    ['two @ apart', 'ana@b@example.org', 'accounts.errors.emailInvalid'],
    ['a space inside', 'ana ruiz@example.org', 'accounts.errors.emailInvalid'],
    ['a unicode local part', 'josé@example.org', 'accounts.errors.emailInvalid'],
    ['a unicode domain', 'ana@bücher.de', 'accounts.errors.emailInvalid'],
    ['no dot in the domain', 'a@b', 'accounts.errors.emailInvalid'],
    ['a one-letter top-level domain', 'a@b.c', 'accounts.errors.emailInvalid'],
    ['a leading dot', '.ana@example.org', 'accounts.errors.emailInvalid'],
    ['two dots', 'ana..ruiz@example.org', 'accounts.errors.emailInvalid'],
    ['a quoted local part', '"ana ruiz"@example.org', 'accounts.errors.emailInvalid'],
    ['an IP literal', 'ana@[127.0.0.1]', 'accounts.errors.emailInvalid'],
    ['a domain starting with a hyphen', 'ana@-example.org', 'accounts.errors.emailInvalid'],
    ['HTML', '<script>@example.org', 'accounts.errors.emailInvalid'],
    ['SQL', "ana@example.org' OR '1'='1", 'accounts.errors.emailInvalid'],
    ['a NUL character', 'ana\u0000@example.org', 'accounts.errors.emailInvalid'],
    ['an RTL override', 'ana@example.org\u202e', 'accounts.errors.emailInvalid'],
    ['10 000 characters', `${'a'.repeat(10_000)}@example.org`, 'accounts.errors.emailInvalid'],
  ])('refuses %s', (_label, value, key) => {
    expectRefused(forgotPasswordSchema, { email: value }, { email: key });
    expectRefused(signUpSchema, { ...validPerson, email: value }, { email: key });
  });
});

describe('passwords', () => {
  it.each([
    ['7 characters', '1234567', 'accounts.errors.passwordTooShort'],
    ['7 letters', 'abcdefg', 'accounts.errors.passwordTooShort'],
    ['empty', '', 'accounts.errors.passwordTooShort'],
    ['4 emoji (8 UTF-16 units, 4 code points)', '🌱🌱🌱🌱', 'accounts.errors.passwordTooShort'],
    ['129 characters', 'a'.repeat(129), 'accounts.errors.passwordTooLong'],
    ['10 000 characters', 'a'.repeat(10_000), 'accounts.errors.passwordTooLong'],
    ['password123', 'password123', 'accounts.errors.passwordWeak'],
    ['PASSWORD123 (the check ignores case)', 'PASSWORD123', 'accounts.errors.passwordWeak'],
    ['password123 with spaces around', ' password123 ', 'accounts.errors.passwordWeak'],
    ['qwertyuiop', 'qwertyuiop', 'accounts.errors.passwordWeak'],
    ['QwertyUiop', 'QwertyUiop', 'accounts.errors.passwordWeak'],
    ['12345678', '12345678', 'accounts.errors.passwordWeak'],
    ['the site name', 'verdeliving', 'accounts.errors.passwordWeak'],
  ])('refuses %s', (_label, value, key) => {
    expectRefused(signUpSchema, { ...validPerson, password: value }, { password: key });
    expectRefused(newPasswordSchema, { password: value, confirmPassword: value }, { password: key });
  });

  it.each([
    ['8 characters', 'Abcdefg8'],
    ['128 characters', 'a'.repeat(128)],
    ['a unicode passphrase', 'très longue phrase de passe 🌱 sous la pluie'],
    ['a passphrase of common words', 'correct horse battery staple'],
    ['Arabic', 'كلمة سر طويلة جدا'],
    ['spaces around (kept, passwords are never trimmed)', ' compost-heap-42 '],
    ['8 emoji', '🌱🌿🍅🥕🌽🥔🧄🧅'],
  ])('accepts %s', (_label, value) => {
    expect(expectAccepted(signUpSchema, { ...validPerson, password: value }).password).toBe(value);
  });

  it('accepts 128 code points that are 256 UTF-16 units (better-auth then refuses them: see the integration tests)', () => {
    expectAccepted(signUpSchema, { ...validPerson, password: '🌱'.repeat(128) });
  });

  // BUG: the common-password check trims first, so eight spaces count as "" (not common) and pass.
  it('refuses a password of only spaces (bug: whitespace-only passwords are accepted)', () => {
    expectRefused(signUpSchema, { ...validPerson, password: '        ' }, { password: 'accounts.errors.passwordWeak' });
  });
});

describe('new password typed twice (reset)', () => {
  it.each([
    [
      'different',
      { password: 'compost-heap-42', confirmPassword: 'compost-heap-43' },
      { confirmPassword: 'accounts.errors.passwordMismatch' },
    ],
    [
      'a trailing space in the confirmation',
      { password: 'compost-heap-42', confirmPassword: 'compost-heap-42 ' },
      { confirmPassword: 'accounts.errors.passwordMismatch' },
    ],
    [
      'the same text in NFC and NFD (no normalisation)',
      { password: 'José-compost-42', confirmPassword: 'Jose\u0301-compost-42' },
      { confirmPassword: 'accounts.errors.passwordMismatch' },
    ],
    [
      'too short and different',
      { password: 'short', confirmPassword: '' },
      { password: 'accounts.errors.passwordTooShort', confirmPassword: 'accounts.errors.passwordMismatch' },
    ],
    ['both empty', { password: '', confirmPassword: '' }, { password: 'accounts.errors.passwordTooShort' }],
    [
      'too long',
      { password: 'x'.repeat(10_000), confirmPassword: 'x'.repeat(10_000) },
      { password: 'accounts.errors.passwordTooLong' },
    ],
  ])('refuses %s', (_label, input, errors) => {
    expectRefused(newPasswordSchema, input, errors);
  });

  it('accepts a matching pair', () => {
    expect(expectAccepted(newPasswordSchema, { password: 'compost-heap-42', confirmPassword: 'compost-heap-42' })).toEqual({
      password: 'compost-heap-42',
      confirmPassword: 'compost-heap-42',
    });
  });
});

describe('two-factor code at sign-in', () => {
  it.each([
    ['empty', { code: '' }, { code: 'accounts.errors.codeRequired' }],
    ['spaces only', { code: '   ' }, { code: 'accounts.errors.codeRequired' }],
    ['33 characters', { code: 'a'.repeat(33) }, { code: 'accounts.errors.codeInvalid' }],
    ['10 000 characters', { code: '1'.repeat(10_000) }, { code: 'accounts.errors.codeInvalid' }],
  ])('refuses %s', (_label, input, errors) => {
    expectRefused(twoFactorCodeSchema, input, errors);
  });

  it.each([
    ['a six-digit code', { code: '123456' }, { method: 'totp', code: '123456' }],
    ['a code with a space (removed)', { code: '123 456' }, { method: 'totp', code: '123456' }],
    ['a code with spaces around (trimmed)', { code: ' 123456 ' }, { method: 'totp', code: '123456' }],
    ['an unknown method (falls back to the app)', { code: '123456', method: 'sms' }, { method: 'totp', code: '123456' }],
    ['no method', { code: '123456', method: null }, { method: 'totp', code: '123456' }],
    ['a recovery code', { code: 'ABCD-EFGH', method: 'backup' }, { method: 'backup', code: 'ABCD-EFGH' }],
    ['32 characters', { code: 'a'.repeat(32) }, { method: 'totp', code: 'a'.repeat(32) }],
    // The format is left to the server check: letters reach it and fail there.
    ['letters for the app method', { code: 'abcdef' }, { method: 'totp', code: 'abcdef' }],
  ])('accepts %s', (_label, input, output) => {
    expect(expectAccepted(twoFactorCodeSchema, input)).toEqual(output);
  });

  // BUG (latent: /auth/two-factor does not pass trustDevice today): any value other than 'on'
  // gives zod's English default message, not a translation key.
  it('refuses an unexpected trustDevice value with a translation key', () => {
    expectTranslatedErrors(twoFactorCodeSchema, { code: '123456', trustDevice: 'yes' });
  });
});

describe('two-factor code confirming the set-up (account page)', () => {
  it.each([
    ['empty', ''],
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['a letter', '12345a'],
    ['Arabic-Indic digits', '١٢٣٤٥٦'],
    ['full-width digits', '１２３４５６'],
    // Unlike the sign-in step, a space inside is not removed: "123 456" as an app shows it is refused (see report).
    ['a space inside', '123 456'],
    ['10 000 digits', '1'.repeat(10_000)],
  ])('refuses %s', (_label, code) => {
    expectRefused(twoFactorConfirmSchema, { code }, { code: 'accounts.errors.codeInvalid' });
  });

  it('trims spaces around', () => {
    expect(expectAccepted(twoFactorConfirmSchema, { code: ' 123456 ' })).toEqual({ code: '123456' });
  });
});

describe('sign-in form', () => {
  it.each([
    [
      'both empty',
      { identifier: '', password: '' },
      { identifier: 'accounts.errors.identifierRequired', password: 'accounts.errors.passwordRequired' },
    ],
    ['a blank identifier', { identifier: '  \t ', password: 'x' }, { identifier: 'accounts.errors.identifierRequired' }],
    // Current behaviour: an over-long identifier gets the "enter your email or mobile" message (see report).
    [
      'a 255-character identifier',
      { identifier: 'a'.repeat(255), password: 'x' },
      { identifier: 'accounts.errors.identifierRequired' },
    ],
    [
      'a 129-character password',
      { identifier: 'ana@example.org', password: 'a'.repeat(129) },
      { password: 'accounts.errors.invalidCredentials' },
    ],
  ])('refuses %s', (_label, input, errors) => {
    expectRefused(signInSchema, input, errors);
  });

  it('keeps the password as typed and trims the identifier', () => {
    expect(expectAccepted(signInSchema, { identifier: '  Ana@Example.org ', password: ' x ' })).toEqual({
      identifier: 'Ana@Example.org',
      password: ' x ',
    });
  });
});

describe('sign-up and profile forms read from FormData', () => {
  it('names every missing field', () => {
    const parsed = parseSignUpForm(new FormData());
    expect(parsed.success).toBe(false);
    expect(parsed.error && fieldErrorsOf(parsed.error)).toEqual({
      firstName: 'accounts.errors.firstNameRequired',
      lastName: 'accounts.errors.lastNameRequired',
      mobileNumber: 'accounts.errors.mobileRequired',
      email: 'accounts.errors.emailRequired',
      password: 'accounts.errors.passwordTooShort',
    });
  });

  it('uses the first of duplicated fields', () => {
    const entries = Object.entries(validPerson);
    const badFirst = parseSignUpForm(formOf([['firstName', '<b>x</b>'], ...entries]));
    expect(badFirst.error && fieldErrorsOf(badFirst.error)).toEqual({ firstName: 'accounts.errors.nameInvalid' });
    const goodFirst = parseSignUpForm(formOf([...entries, ['firstName', '<b>x</b>']]));
    expect(goodFirst.data?.firstName).toBe('Ana');
  });

  it('refuses a file where a name belongs', () => {
    const parsed = parseProfileForm(
      formOf([
        ['firstName', new File(['Ana'], 'name.txt')],
        ['lastName', 'Ruiz'],
        ['mobileNumber', '+15550100123'],
      ]),
    );
    expect(parsed.error && fieldErrorsOf(parsed.error)).toEqual({ firstName: 'accounts.errors.nameInvalid' });
  });

  it('ignores unknown fields', () => {
    const parsed = parseSignUpForm(formOf([...Object.entries(validPerson), ['role', 'admin'], ['isNewUser', 'false']]));
    expect(parsed.data).toEqual({ ...validPerson });
  });
});

describe('account page schemas', () => {
  it.each([
    [
      'both empty',
      { newEmail: '', currentPassword: '' },
      { newEmail: 'accounts.errors.emailRequired', currentPassword: 'accounts.errors.passwordRequired' },
    ],
    ['a bad address', { newEmail: 'a@b', currentPassword: 'x' }, { newEmail: 'accounts.errors.emailInvalid' }],
    ['HTML', { newEmail: '<img src=x>@example.org', currentPassword: 'x' }, { newEmail: 'accounts.errors.emailInvalid' }],
    [
      'a 129-character password',
      { newEmail: 'new@example.org', currentPassword: 'a'.repeat(129) },
      { currentPassword: 'accounts.errors.currentPasswordWrong' },
    ],
  ])('change email refuses %s', (_label, input, errors) => {
    expectRefused(changeEmailSchema, input, errors);
  });

  it('change email lower-cases the new address', () => {
    expect(expectAccepted(changeEmailSchema, { newEmail: ' New@Example.ORG ', currentPassword: 'x' }).newEmail).toBe(
      'new@example.org',
    );
  });

  it.each([
    [
      'all empty',
      { currentPassword: '', password: '', confirmPassword: '' },
      { currentPassword: 'accounts.errors.passwordRequired', password: 'accounts.errors.passwordTooShort' },
    ],
    [
      'a mismatch',
      { currentPassword: 'x', password: 'compost-heap-42', confirmPassword: 'compost-heap-24' },
      { confirmPassword: 'accounts.errors.passwordMismatch' },
    ],
    [
      'a common password',
      { currentPassword: 'x', password: 'qwertyuiop', confirmPassword: 'qwertyuiop' },
      { password: 'accounts.errors.passwordWeak' },
    ],
    [
      'a 129-character current password',
      { currentPassword: 'a'.repeat(129), password: 'compost-heap-42', confirmPassword: 'compost-heap-42' },
      { currentPassword: 'accounts.errors.currentPasswordWrong' },
    ],
    [
      'a 129-character new password',
      { currentPassword: 'x', password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) },
      { password: 'accounts.errors.passwordTooLong' },
    ],
  ])('change password refuses %s', (_label, input, errors) => {
    expectRefused(changePasswordSchema, input, errors);
  });

  it('change password accepts the checkbox ticked or not', () => {
    const base = { currentPassword: 'x', password: 'compost-heap-42', confirmPassword: 'compost-heap-42' };
    expect(expectAccepted(changePasswordSchema, { ...base, endOtherSessions: 'on' }).endOtherSessions).toBe('on');
    expect(expectAccepted(changePasswordSchema, base).endOtherSessions).toBeUndefined();
  });

  // BUG: endOtherSessions other than 'on' gives zod's English default message (no translation
  // key) on a checkbox that shows no error: the form fails with nothing to read.
  it('change password refuses an odd endOtherSessions value with a translation key', () => {
    expectTranslatedErrors(changePasswordSchema, {
      currentPassword: 'x',
      password: 'compost-heap-42',
      confirmPassword: 'compost-heap-42',
      endOtherSessions: 'yes',
    });
  });

  it.each([
    [
      'no password and no tick',
      { password: '', confirm: undefined },
      { password: 'accounts.errors.passwordRequired', confirm: 'accounts.errors.deleteConfirmRequired' },
    ],
    ['a tick other than on', { password: 'x', confirm: 'yes' }, { confirm: 'accounts.errors.deleteConfirmRequired' }],
    ['ON in capitals', { password: 'x', confirm: 'ON' }, { confirm: 'accounts.errors.deleteConfirmRequired' }],
    [
      'a 129-character password',
      { password: 'a'.repeat(129), confirm: 'on' },
      { password: 'accounts.errors.currentPasswordWrong' },
    ],
  ])('delete account refuses %s', (_label, input, errors) => {
    expectRefused(deleteAccountSchema, input, errors);
  });

  it('delete account accepts the password with the box ticked', () => {
    expect(expectAccepted(deleteAccountSchema, { password: 'x', confirm: 'on' })).toEqual({ password: 'x', confirm: 'on' });
  });

  it.each([
    ['empty', { password: '' }, { password: 'accounts.errors.passwordRequired' }],
    ['129 characters', { password: 'a'.repeat(129) }, { password: 'accounts.errors.currentPasswordWrong' }],
  ])('password confirmation (two-step settings) refuses %s', (_label, input, errors) => {
    expectRefused(passwordConfirmSchema, input, errors);
  });

  // BUG: endSessionSchema has no messages, so an empty or over-long id gives zod's English
  // default text (no translation key) on a hidden field.
  it.each([
    ['empty', ''],
    ['65 characters', 'x'.repeat(65)],
  ])('end session refuses an %s id with a translation key', (_label, sessionId) => {
    expectTranslatedErrors(endSessionSchema, { sessionId });
  });
});
