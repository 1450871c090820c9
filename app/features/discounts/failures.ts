import { defineFailures } from '~/utils/failure';

/*
 * Why a discount code is refused (issue 39), declared once: the code callers branch on, the
 * translation key the shopper or the admin reads, and the status the route answers with.
 */
export const discountFailure = defineFailures({
  unknown: { message: 'discounts.errors.unknown', status: 400, field: 'code' },
  'not-started': { message: 'discounts.errors.notStarted', status: 400, field: 'code' },
  ended: { message: 'discounts.errors.ended', status: 400, field: 'code' },
  'used-up': { message: 'discounts.errors.usedUp', field: 'code' },
  'used-by-you': { message: 'discounts.errors.usedByYou', field: 'code' },
  'own-code': { message: 'discounts.errors.ownCode', status: 403, field: 'code' },
  'not-applicable': { message: 'discounts.errors.notApplicable', status: 400, field: 'code' },
  minimum: { message: 'discounts.errors.minimum', status: 400, field: 'code' },
  'code-taken': { message: 'discounts.admin.errors.codeTaken', field: 'code' },
  'unknown-affiliate': { message: 'discounts.admin.errors.unknownAffiliate', status: 400, field: 'affiliateCode' },
  'unknown-products': { message: 'discounts.admin.errors.unknownProducts', status: 400 },
  'not-found': { message: 'discounts.admin.errors.notFound', status: 404 },
});
