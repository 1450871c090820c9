import { z } from 'zod';
import { textField } from '~/utils/form-fields';
import { isCommonPassword } from './common-passwords';
import { passwordRefused } from './failures';

// Messages are translation keys; the form shows t(message) next to the field.

/** Arabic-Indic and Eastern Arabic-Indic digits, as an Arabic or Persian keyboard types them. */
function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0) as number) & 0xf));
}

/** Normalises a phone number to E.164 (+ and 8 to 15 digits), or returns null. */
export function toE164(raw: string): string | null {
  // NFKC turns full-width digits and plus signs into ASCII ones.
  const compact = asciiDigits(raw.normalize('NFKC'))
    .trim()
    .replace(/[\s().-]/g, '');
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{7,14}$/.test(withPlus) ? withPlus : null;
}

const name = (field: 'firstName' | 'lastName') =>
  z
    .string()
    // One spelling per name (composed accents), and a pasted no-break space is a space.
    .transform((value) => value.normalize('NFC').replace(/\u00A0/g, ' '))
    .pipe(
      z
        .string()
        .trim()
        .min(1, `accounts.errors.${field}Required`)
        .max(60, 'accounts.errors.nameTooLong')
        // Starts with a letter (any script); then letters, marks, spaces, apostrophes, hyphens,
        // dots and the zero-width non-joiner some scripts need (Persian): no markup, no digits.
        .regex(/^\p{L}[\p{L}\p{M}' .\u200C-]*$/u, 'accounts.errors.nameInvalid'),
    );

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'accounts.errors.passwordTooShort')
  // better-auth measures in UTF-16 units, as String.length does: emoji count twice.
  .refine((password) => password.length <= PASSWORD_MAX, 'accounts.errors.passwordTooLong')
  .refine((password) => password.trim() !== '' && !isCommonPassword(password), 'accounts.errors.passwordWeak');

/** The message for better-auth's refusal of a new password, by its error code. */
export function passwordErrorFor(code: string | undefined): string {
  return passwordRefused(code).message;
}

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'accounts.errors.emailRequired')
  .max(254, 'accounts.errors.emailInvalid')
  .email('accounts.errors.emailInvalid')
  .transform((email) => email.toLowerCase());

export const signUpSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  mobileNumber: z
    .string()
    .trim()
    .min(1, 'accounts.errors.mobileRequired')
    .transform((value, context) => {
      const phone = toE164(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message: 'accounts.errors.mobileInvalid' });
        return z.NEVER;
      }
      return phone;
    }),
  email: emailSchema,
  password: passwordSchema,
});

export const signInSchema = z.object({
  identifier: z.string().trim().min(1, 'accounts.errors.identifierRequired').max(254, 'accounts.errors.identifierRequired'),
  password: z.string().min(1, 'accounts.errors.passwordRequired').max(PASSWORD_MAX, 'accounts.errors.invalidCredentials'),
});

export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'mobileNumber', 'email', 'password'] as const;

/** Validates the sign-up fields of a submitted form. */
export function parseSignUpForm(form: FormData) {
  return signUpSchema.safeParse(Object.fromEntries(SIGN_UP_FIELDS.map((field) => [field, textField(form, field)])));
}

/** The profile fields SPEC §5 requires (completion form, account page). */
export const profileSchema = signUpSchema.pick({ firstName: true, lastName: true, mobileNumber: true });

export function parseProfileForm(form: FormData) {
  return profileSchema.safeParse({
    firstName: textField(form, 'firstName'),
    lastName: textField(form, 'lastName'),
    mobileNumber: textField(form, 'mobileNumber'),
  });
}

/** A new password typed twice (reset, change). */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'accounts.errors.passwordMismatch',
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** Six digits from an authenticator app, or a recovery code (letters, digits and dashes). */
export const twoFactorCodeSchema = z.object({
  method: z.enum(['totp', 'backup']).catch('totp'),
  code: z
    .string()
    .trim()
    .min(1, 'accounts.errors.codeRequired')
    .max(32, 'accounts.errors.codeInvalid')
    .transform((code) => code.replace(/\s+/g, '')),
});
