import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why an accounts operation says no (issue 34): each code once, with the key the person reads and
 * the status its route answers. The keys are the ones the forms have always shown (SPEC §5's
 * words); a limit's refusal is security's `rate-limited` (security/failures.ts).
 */
export const accountFailure = defineFailures({
  'mobile-taken': { message: 'accounts.errors.mobileTaken', status: 400, field: 'mobileNumber' },
  'email-taken': { message: 'accounts.errors.emailTaken', status: 400, field: 'email' },
  'email-same': { message: 'accounts.errors.emailSame', status: 400, field: 'newEmail' },
  'password-too-short': { message: 'accounts.errors.passwordTooShort', status: 400, field: 'password' },
  'password-too-long': { message: 'accounts.errors.passwordTooLong', status: 400, field: 'password' },
  'password-weak': { message: 'accounts.errors.passwordWeak', status: 400, field: 'password' },
  /** The current password, confirming a change; the field is `password` on the two-step and deletion forms. */
  'password-wrong': { message: 'accounts.errors.currentPasswordWrong', status: 400, field: 'currentPassword' },
  /** The same words whether the account exists or not, so sign-in cannot probe for accounts. */
  'invalid-credentials': { message: 'accounts.errors.invalidCredentials', status: 401 },
  'code-invalid': { message: 'accounts.errors.codeInvalid', status: 400, field: 'code' },
  /** The pending two-step sign-in is gone (timed out, or its cookie was lost): the page sends the person back to sign in. */
  'sign-in-expired': { message: 'accounts.twoFactor.signInExpired', status: 401 },
  'two-factor-already-on': { message: 'accounts.twoFactor.alreadyOn', status: 409 },
  'session-not-found': { message: 'accounts.sessions.notFound', status: 404 },
  'link-expired': { message: 'accounts.verify.outcomes.expired', status: 400 },
  'link-invalid': { message: 'accounts.verify.outcomes.invalid', status: 400 },
  'reset-link-invalid': { message: 'accounts.reset.invalidLink', status: 400 },
  'setup-complete': { message: 'accounts.setup.complete', status: 409 },
  'setup-token-wrong': { message: 'accounts.setup.errors.token', status: 400, field: 'token' },
  /** Every domain's part of the deletion rolled back: nothing was changed, and the person is told so. */
  'delete-failed': { message: 'accounts.errors.deleteFailed', status: 500 },
  /** User oversight (decision 0111): an account that does not exist (or no longer does). */
  'member-not-found': { message: 'oversight.errors.notFound', status: 404 },
  'own-admin': { message: 'oversight.errors.ownAdmin', status: 409 },
  'own-sessions': { message: 'oversight.errors.ownSessions', status: 409 },
  /** better-auth refused for a reason the person cannot act on (logged where it happens). */
  unexpected: { message: 'errors.generic', status: 500 },
});

export type AccountFailureCode = FailureCode<typeof accountFailure>;

export type PasswordRefusedCode = 'password-too-short' | 'password-too-long' | 'password-weak';

/** better-auth's refusal of a new password (`PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`, our common-password check), as a failure. */
export function passwordRefused(betterAuthCode: string | undefined) {
  if (betterAuthCode === 'PASSWORD_TOO_LONG') return accountFailure('password-too-long');
  if (betterAuthCode === 'PASSWORD_TOO_SHORT') return accountFailure('password-too-short');
  return accountFailure('password-weak');
}
