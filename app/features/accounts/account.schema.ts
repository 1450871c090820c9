import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, passwordSchema } from './accounts.schema';

// The forms of the account page, one schema each; messages are translation keys.

const currentPassword = z
  .string()
  .min(1, 'accounts.errors.passwordRequired')
  .max(PASSWORD_MAX, 'accounts.errors.currentPasswordWrong');

export const changeEmailSchema = z.object({ newEmail: emailSchema, currentPassword });

export const changePasswordSchema = z
  .object({
    currentPassword,
    password: passwordSchema,
    confirmPassword: z.string(),
    // A checkbox: ticked sends "on", anything else counts as not ticked.
    endOtherSessions: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'accounts.errors.passwordMismatch',
    path: ['confirmPassword'],
  });

/** Forms that only confirm the password (two-step settings, recovery codes). */
export const passwordConfirmSchema = z.object({ password: currentPassword });

export const deleteAccountSchema = z.object({
  password: currentPassword,
  confirm: z.literal('on', { message: 'accounts.errors.deleteConfirmRequired' }),
});

export const twoFactorConfirmSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'accounts.errors.codeInvalid')),
});

export const endSessionSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'accounts.sessions.notFound'),
});

export const ACCOUNT_INTENTS = [
  'profile',
  'email',
  'password',
  'two-factor-start',
  'two-factor-confirm',
  'two-factor-disable',
  'recovery-codes',
  'end-session',
  'end-other-sessions',
  'delete',
] as const;

export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
