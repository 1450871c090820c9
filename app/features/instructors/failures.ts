import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why the instructors' operations (and the pages that compose them) say no, declared once
 * (issue 34): the code callers branch on, the translation key the page shows, and the status the
 * route answers with, which is the one each page answered before the codes existed.
 */
export const instructorFailure = defineFailures({
  // Applications (/instructor/apply and the review screen).
  'already-teaching': { message: 'instructors.apply.errors.alreadyTeaching' },
  'under-review': { message: 'instructors.apply.errors.underReview' },
  // 409 like the review's other refusals: the application changed (or went with its account) under the reviewer.
  'application-not-found': { message: 'instructors.review.errors.notFound' },
  'already-decided': { message: 'instructors.review.errors.alreadyDecided' },
  'own-application': { message: 'instructors.review.errors.ownApplication' },

  // Documents (/instructor/verification).
  'apply-first': { message: 'instructors.documents.errors.applyFirst' },
  'document-kind': { message: 'instructors.documents.errors.kind', status: 400, field: 'kind' },
  'document-empty': { message: 'instructors.documents.errors.empty', status: 400, field: 'file' },
  'document-too-large': { message: 'instructors.documents.errors.tooLarge', status: 400, field: 'file' },
  'document-type': { message: 'instructors.documents.errors.type', status: 400, field: 'file' },
  'too-many-documents': { message: 'instructors.documents.errors.tooMany', status: 400 },
  'document-not-found': { message: 'instructors.documents.errors.notFound', status: 404 },

  // Onboarding (/instructors/onboarding).
  'not-approved': { message: 'instructors.onboarding.errors.notApproved' },
  'profile-first': { message: 'instructors.onboarding.errors.profileFirst' },
  'no-fee': { message: 'instructors.onboarding.errors.noFee' },
  'fee-paid': { message: 'instructors.onboarding.errors.feePaid' },
  // The fee's form carries an idempotency key like the checkout's, and says the same when it is not one.
  'expired-form': { message: 'checkout.errors.expiredForm' },

  // Payouts (/creator-hub/instructors/:instructorId).
  'payee-not-found': { message: 'instructors.payouts.errors.notFound', status: 404 },
  'no-payout-details': { message: 'instructors.payouts.errors.noDetails' },
});

export type InstructorFailureCode = FailureCode<typeof instructorFailure>;
