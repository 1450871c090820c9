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
  // A vendor's products (decision 0093): their form, their submission, an administrator's review.
  'product-not-found': { message: 'vendors.products.errors.notFound', status: 404 },
  'product-archived': { message: 'vendors.products.errors.archived' },
  'under-product-review': { message: 'vendors.products.errors.underReview' },
  'already-listed': { message: 'vendors.products.errors.alreadyListed' },
  'stock-changed': { message: 'vendors.products.errors.stockChanged', field: 'stockQuantity' },
  'revision-not-found': { message: 'vendors.products.errors.revisionNotFound', status: 404 },
  'revision-decided': { message: 'vendors.products.errors.revisionDecided' },
  'own-product': { message: 'vendors.products.errors.ownProduct', status: 403 },
  'reason-required': { message: 'vendors.products.errors.reason', status: 400, field: 'reason' },
  'revision-changed': { message: 'vendors.products.errors.revisionChanged' },
  // The conversation with the team and renewed certificates (decision 0102).
  'vendor-not-found': { message: 'vendors.messages.errors.vendorNotFound', status: 404 },
  'renewal-not-found': { message: 'vendors.renewals.errors.notFound', status: 404 },
  'renewal-decided': { message: 'vendors.renewals.errors.decided' },
  'own-certificate': { message: 'vendors.renewals.errors.own', status: 403 },
});

export type VendorFailureCode = FailureCode<typeof vendorFailure>;
