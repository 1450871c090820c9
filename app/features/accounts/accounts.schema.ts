import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

// Messages are translation keys; the form shows t(message) next to the field.

/** Normalises a phone number to E.164 (+ and 8 to 15 digits), or returns null. */
export function toE164(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{7,14}$/.test(withPlus) ? withPlus : null;
}

const name = (field: 'firstName' | 'lastName') =>
  z
    .string()
    .trim()
    .min(1, `accounts.errors.${field}Required`)
    .max(60, 'accounts.errors.nameTooLong')
    // Letters (any script), marks, spaces, apostrophes, hyphens and dots: no markup, no digits.
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'accounts.errors.nameInvalid');

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'accounts.errors.passwordTooShort')
  .max(PASSWORD_MAX, 'accounts.errors.passwordTooLong')
  .refine((password) => !isCommonPassword(password), 'accounts.errors.passwordWeak');

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

export type FieldErrors = Partial<Record<string, string>>;

export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'mobileNumber', 'email', 'password'] as const;

/** Validates the sign-up fields of a submitted form. */
export function parseSignUpForm(form: FormData) {
  return signUpSchema.safeParse(Object.fromEntries(SIGN_UP_FIELDS.map((field) => [field, String(form.get(field) ?? '')])));
}

/** Values for the form error's placeholders, e.g. { count } for a plural message. */
export type FormErrorVars = Record<string, string | number>;

export type FormResult =
  | { ok: false; fieldErrors: FieldErrors; formError?: string; formErrorVars?: FormErrorVars }
  | { ok: true };

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The profile fields SPEC §5 requires (completion form, account page). */
export const profileSchema = signUpSchema.pick({ firstName: true, lastName: true, mobileNumber: true });

export function parseProfileForm(form: FormData) {
  return profileSchema.safeParse({
    firstName: String(form.get('firstName') ?? ''),
    lastName: String(form.get('lastName') ?? ''),
    mobileNumber: String(form.get('mobileNumber') ?? ''),
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
  trustDevice: z.literal('on').optional(),
});
