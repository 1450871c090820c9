import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why the vendors' operations say no (issue 39), declared once: the code callers branch on, the
 * translation key the page shows, and the status the route answers with.
 */
export const vendorFailure = defineFailures({
  // The application (/vendors/onboard).
  'already-vendor': { message: 'vendors.apply.errors.alreadyVendor' },
  'under-review': { message: 'vendors.apply.errors.underReview' },
  'payout-required': { message: 'vendors.apply.errors.payoutRequired', status: 400, field: 'account' },
  'certificate-missing': { message: 'vendors.apply.errors.certificateMissing', status: 400, field: 'certificate0' },
  'certificate-empty': { message: 'vendors.apply.errors.certificateEmpty', status: 400 },
  'certificate-too-large': { message: 'vendors.apply.errors.certificateTooLarge', status: 400 },
  'certificate-type': { message: 'vendors.apply.errors.certificateType', status: 400 },
  'certificate-not-found': { message: 'vendors.review.errors.certificateNotFound', status: 404 },
  // The review (/admin/vendors): 409 like instructors', the application changed under the reviewer.
  'application-not-found': { message: 'vendors.review.errors.notFound' },
  'already-decided': { message: 'vendors.review.errors.alreadyDecided' },
  'own-application': { message: 'vendors.review.errors.ownApplication' },
});

export type VendorFailureCode = FailureCode<typeof vendorFailure>;
