import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  endSessionSchema,
  passwordConfirmSchema,
  twoFactorConfirmSchema,
} from './account.schema';
import {
  forgotPasswordSchema,
  newPasswordSchema,
  parseProfileForm,
  parseSignUpForm,
  passwordErrorFor,
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
    ['a zero-width non-joiner first', '\u200cAna', 'nameInvalid'],
    ['an RTL override inside', 'Ana\u202eevil', 'nameInvalid'],
    ['an RTL override first', '\u202eAna', 'nameInvalid'],
    ['a NUL character', 'Ana\u0000', 'nameInvalid'],
    ['a tab inside', 'Ana\tLee', 'nameInvalid'],
    ['a newline inside', 'Ana\nLee', 'nameInvalid'],
    ['a no-break space before a digit (the space is accepted, the digit is not)', 'Ana\u00a03', 'nameInvalid'],
    ['an underscore', 'Ana_Lee', 'nameInvalid'],
    ['an at sign', 'ana@example.org', 'nameInvalid'],
    ['a slash', 'Ana/Lee', 'nameInvalid'],
    ['a comma', 'Lee, Ana', 'nameInvalid'],
    ['a leading hyphen', '-Ann', 'nameInvalid'],
    ['a leading apostrophe', "'Ann", 'nameInvalid'],
    ['a dot only', '.', 'nameInvalid'],
    // The first character must be a letter: a combining mark alone renders as nothing or a dotted circle.
    ['a lone combining accent', '\u0301', 'nameInvalid'],
    ['three combining marks', '\u0301\u0308\u0327', 'nameInvalid'],
    ['a combining mark before letters', '\u0301abc', 'nameInvalid'],
    ['a combining mark after a leading space', ' \u0301abc', 'nameInvalid'],
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
    // Inner runs of spaces are kept as typed.
    ['two spaces inside', 'Mary  Jane', 'Mary  Jane'],
    // Names are NFC-normalised: one spelling per name, whatever the keyboard sends.
    ['a decomposed accent (NFD), stored composed', 'Jose\u0301', 'Jos\u00e9'],
    ['a decomposed tilde and diaeresis, stored composed', 'Nun\u0303ez Zoe\u0308', 'Nu\u00f1ez Zo\u00eb'],
    // A pasted no-break space is a space.
    ['a no-break space inside (stored as a space)', 'Ana\u00a0Lee', 'Ana Lee'],
    ['no-break spaces around (trimmed)', '\u00a0Ana\u00a0', 'Ana'],
    // The zero-width non-joiner some scripts need inside a name (Persian).
    ['a zero-width non-joiner inside (Persian)', 'علی\u200cاکبر', 'علی\u200cاکبر'],
    ['a zero-width non-joiner between Latin letters', 'A\u200cB', 'A\u200cB'],
  ])('accepts %s', (_label, value, stored) => {
    for (const field of fields) {
      const data = expectAccepted(profileSchema, { ...validPerson, [field]: value });
      expect(data[field]).toBe(stored);
    }
  });

  it('stores a decomposed name equal to the same name typed composed (NFC)', () => {
    const decomposed = expectAccepted(profileSchema, { ...validPerson, firstName: 'Jose\u0301' });
    const composed = expectAccepted(profileSchema, { ...validPerson, firstName: 'Jos\u00e9' });
    expect(decomposed.firstName).toBe('José'.normalize('NFC'));
    expect(decomposed.firstName).toBe(composed.firstName);
    expect(decomposed.firstName).toHaveLength(4);
  });

  it('counts the length after composing (60 composed letters typed decomposed are accepted)', () => {
    const data = expectAccepted(profileSchema, { ...validPerson, lastName: 'e\u0301'.repeat(60) });
    expect(data.lastName).toBe('\u00e9'.repeat(60));
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
    // NFKC first: full-width digits and plus signs, as CJK keyboards type them, become ASCII.
    ['full-width digits and plus', '＋１５５５０１０１２３４', '+15550101234'],
    ['full-width digits after an ASCII plus', '+１５５５０１０１２３４', '+15550101234'],
    ['full-width digits with full-width spaces', '＋１\u3000５５５\u3000０１０\u3000１２３４', '+15550101234'],
    ['a full-width 00 prefix', '００１５５５０１０１２３４', '+15550101234'],
    // Arabic-Indic and Extended Arabic-Indic (Persian) digits become ASCII digits.
    ['Arabic-Indic digits', '+١٥٥٥٠١٠٠١٢٣', '+15550100123'],
    ['Arabic-Indic digits, every one of them', '+١٢٣٤٥٦٧٨٩٠', '+1234567890'],
    ['Extended Arabic-Indic (Persian) digits', '+۱۵۵۵۰۱۰۱۲۳۴', '+15550101234'],
    ['Extended Arabic-Indic digits, every one of them', '+۱۲۳۴۵۶۷۸۹۰', '+1234567890'],
    ['Arabic-Indic digits with spaces', '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', '+971501234567'],
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
    // Converted digits follow the same rules as ASCII ones.
    ['Arabic-Indic digits without a plus', '١٥٥٥٠١٠٠١٢٣'],
    ['Arabic-Indic digits, 7 of them (too short)', '+١٢٣٤٥٦٧'],
    ['full-width digits, 16 of them (too long)', '＋１２３４５６７８９０１２３４５６'],
    ['a full-width leading zero after the plus', '＋０１５５５０１０１２'],
    // Only the Arabic-Indic digit blocks are converted, not every script's digits.
    ['Devanagari digits', '+१५५५०१०१२३४'],
    ['Bengali digits', '+১৫৫৫০১০১২৩৪'],
  ])('refuses %s', (_label, raw) => {
    expect(toE164(raw)).toBeNull();
  });

  it.each([
    ['empty', '', 'accounts.errors.mobileRequired'],
    ['spaces only', '   ', 'accounts.errors.mobileRequired'],
    ['letters', 'call me', 'accounts.errors.mobileInvalid'],
    ['too short', '+1 555', 'accounts.errors.mobileInvalid'],
    ['no country code', '555 010 1234', 'accounts.errors.mobileInvalid'],
    ['full-width spaces only', '\u3000\u3000', 'accounts.errors.mobileRequired'],
    ['full-width digits without a plus', '１５５５０１０１２３４', 'accounts.errors.mobileInvalid'],
  ])('the form refuses %s next to the mobile field', (_label, value, key) => {
    expectRefused(signUpSchema, { ...validPerson, mobileNumber: value }, { mobileNumber: key });
    expectRefused(profileSchema, { ...validPerson, mobileNumber: value }, { mobileNumber: key });
  });

  it('the form stores the E.164 form', () => {
    expect(expectAccepted(signUpSchema, { ...validPerson, mobileNumber: ' 00 1 (555) 010-1234 ' }).mobileNumber).toBe(
      '+15550101234',
    );
  });

  it.each([
    ['full-width digits', '＋１５５５０１０１２３４', '+15550101234'],
    ['Arabic-Indic digits', '+١٥٥٥٠١٠٠١٢٣', '+15550100123'],
    ['Extended Arabic-Indic digits', '+۱۵۵۵۰۱۰۱۲۳۴', '+15550101234'],
  ])('the form accepts %s and stores them as ASCII E.164', (_label, value, e164) => {
    expect(expectAccepted(signUpSchema, { ...validPerson, mobileNumber: value }).mobileNumber).toBe(e164);
    expect(expectAccepted(profileSchema, { ...validPerson, mobileNumber: value }).mobileNumber).toBe(e164);
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
    // Measured in UTF-16 units (String.length), as better-auth measures: an emoji counts twice.
    ['127 letters and an emoji (129 UTF-16 units)', `${'a'.repeat(127)}🌱`, 'accounts.errors.passwordTooLong'],
    ['65 emoji (130 UTF-16 units, 65 code points)', '🌱'.repeat(65), 'accounts.errors.passwordTooLong'],
    ['128 emoji (256 UTF-16 units, 128 code points)', '🌱'.repeat(128), 'accounts.errors.passwordTooLong'],
    // Nothing but whitespace is as weak as a common password.
    ['8 spaces', '        ', 'accounts.errors.passwordWeak'],
    ['8 tabs', '\t'.repeat(8), 'accounts.errors.passwordWeak'],
    ['ideographic and no-break spaces', '\u3000\u00a0'.repeat(4), 'accounts.errors.passwordWeak'],
    ['128 spaces', ' '.repeat(128), 'accounts.errors.passwordWeak'],
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
    ['64 emoji (128 UTF-16 units, the longest)', '🌱'.repeat(64)],
    ['126 letters and an emoji (128 UTF-16 units)', `${'a'.repeat(126)}🌱`],
    ['spaces with one letter', '       a'],
  ])('accepts %s', (_label, value) => {
    expect(expectAccepted(signUpSchema, { ...validPerson, password: value }).password).toBe(value);
    expect(expectAccepted(newPasswordSchema, { password: value, confirmPassword: value }).password).toBe(value);
  });

  it.each([
    ['PASSWORD_TOO_LONG', 'accounts.errors.passwordTooLong'],
    ['PASSWORD_TOO_SHORT', 'accounts.errors.passwordTooShort'],
    ['INVALID_PASSWORD', 'accounts.errors.passwordWeak'],
    ['PASSWORD_COMPROMISED', 'accounts.errors.passwordWeak'],
    ['', 'accounts.errors.passwordWeak'],
    [undefined, 'accounts.errors.passwordWeak'],
  ])("maps better-auth's refusal %s to %s", (code, key) => {
    expect(passwordErrorFor(code)).toBe(key);
    expect(hasTranslation(key)).toBe(true);
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

  // The schema has no trustDevice: like any other extra field, it is ignored whatever its value.
  it.each([['on'], ['yes'], ['']])('ignores a trustDevice field (%j)', (trustDevice) => {
    expect(expectAccepted(twoFactorCodeSchema, { code: '123456', trustDevice })).toEqual({ method: 'totp', code: '123456' });
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
    ['spaces only', '      '],
    ['a space inside five digits', '123 45'],
    ['a hyphen inside', '123-456'],
    ['10 000 digits', '1'.repeat(10_000)],
  ])('refuses %s', (_label, code) => {
    expectRefused(twoFactorConfirmSchema, { code }, { code: 'accounts.errors.codeInvalid' });
  });

  // Spaces are removed anywhere, as at the sign-in step: "123 456" as an app shows it is accepted.
  it.each([
    ['spaces around', ' 123456 '],
    ['a space inside', '123 456'],
    ['spaces everywhere', ' 1 2 3 4 5 6 '],
    ['a tab and a no-break space inside', '12\t34\u00a056'],
  ])('accepts a code with %s and removes them', (_label, code) => {
    expect(expectAccepted(twoFactorConfirmSchema, { code })).toEqual({ code: '123456' });
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

  // A file where a text field belongs counts as an empty field.
  it('answers a file where a name belongs as a missing name', () => {
    const parsed = parseProfileForm(
      formOf([
        ['firstName', new File(['Ana'], 'name.txt')],
        ['lastName', 'Ruiz'],
        ['mobileNumber', '+15550100123'],
      ]),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error && fieldErrorsOf(parsed.error)).toEqual({ firstName: 'accounts.errors.firstNameRequired' });
  });

  it('answers files in every sign-up field as missing fields', () => {
    const parsed = parseSignUpForm(
      formOf(Object.keys(validPerson).map((name): [string, Blob] => [name, new File([name], `${name}.txt`)])),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error && fieldErrorsOf(parsed.error)).toEqual({
      firstName: 'accounts.errors.firstNameRequired',
      lastName: 'accounts.errors.lastNameRequired',
      mobileNumber: 'accounts.errors.mobileRequired',
      email: 'accounts.errors.emailRequired',
      password: 'accounts.errors.passwordTooShort',
    });
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

  // endOtherSessions is a checkbox: ticked sends "on" (true); missing or any other value is
  // "not ticked" (false), never an error.
  it.each([
    ['ticked', 'on', true],
    ['missing', undefined, false],
    ['empty', '', false],
    ['yes', 'yes', false],
    ['ON in capitals', 'ON', false],
    ['true', 'true', false],
    ['on with a space', ' on', false],
  ])('change password reads the checkbox %s as %s', (_label, endOtherSessions, ticked) => {
    const base = { currentPassword: 'x', password: 'compost-heap-42', confirmPassword: 'compost-heap-42' };
    const input = endOtherSessions === undefined ? base : { ...base, endOtherSessions };
    expect(expectAccepted(changePasswordSchema, input)).toEqual({ ...base, endOtherSessions: ticked });
  });

  it('change password gives no error for an odd checkbox value next to another error', () => {
    expectRefused(
      changePasswordSchema,
      { currentPassword: 'x', password: 'compost-heap-42', confirmPassword: 'compost-heap-24', endOtherSessions: 'yes' },
      { confirmPassword: 'accounts.errors.passwordMismatch' },
    );
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

  // A session id is 1 to 64 letters, digits, "_" or "-"; anything else cannot name a session.
  it.each([
    ['an empty', ''],
    ['a 65-character', 'x'.repeat(65)],
    ['an SQL', "' OR '1'='1"],
    ['an HTML', '<script>x</script>'],
    ['a spaced', 'abc def'],
    ['a dotted', 'abc.def'],
    ['a NUL-holding', 'abc\u0000'],
    ['a non-ASCII', 'abcé'],
  ])('end session refuses %s id as not found', (_label, sessionId) => {
    expectRefused(endSessionSchema, { sessionId }, { sessionId: 'accounts.sessions.notFound' });
  });

  it.each([
    ['a UUID', '0b5f4e6c-3a9d-4c1e-9f2a-7d8e6b5c4a3f'],
    ['a better-auth id', 'Xk9_aZ-3qLmN0pRsTuVwXyZ012345678'],
    ['one character', 'a'],
    ['64 characters', 'x'.repeat(64)],
  ])('end session accepts %s', (_label, sessionId) => {
    expect(expectAccepted(endSessionSchema, { sessionId })).toEqual({ sessionId });
  });
});
