import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why a newsletter operation says no (issue 34). Every one acts for a visitor, signed in or not,
 * keyed by what the email gave them (a confirmation token, a subscription's own token): they take
 * no actor, and a token that opens nothing is their one refusal.
 */
export const newsletterFailure = defineFailures({
  /** The confirmation page says so in place (200), with the form to sign up again below. */
  'link-invalid': { message: 'newsletter.confirm.invalid', status: 400 },
  'subscription-not-found': { message: 'newsletter.preferences.notFound', status: 404 },
});

/** Why an issue operation says no (admins only; anyone else is refused with Access Denied first). */
export const issueFailure = defineFailures({
  'not-found': { message: 'newsletter.issues.errors.notFound', status: 404 },
  /** An issue goes out once: editing or sending it again is refused. */
  'already-sent': { message: 'newsletter.issues.errors.alreadySent', status: 409 },
  'no-recipients': { message: 'newsletter.issues.errors.noRecipients', status: 409 },
});
export type IssueFailureCode = FailureCode<typeof issueFailure>;
