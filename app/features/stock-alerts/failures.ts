import { defineFailures, type Failure, type FailureCode } from '~/utils/failure';

/*
 * Why a back-in-stock request is refused (issue 34, point 5, decision 0040), declared once with
 * the statuses the product page answers.
 */
export const stockAlertFailure = defineFailures({
  /** Too many requests from one client address: each can make us email someone. */
  'rate-limited': { message: 'accounts.errors.rateLimited', status: 429 },
  unavailable: { message: 'stockAlerts.errors.unavailable', status: 404 },
  'in-stock': { message: 'stockAlerts.errors.inStock', status: 409 },
});

export type StockAlertCode = FailureCode<typeof stockAlertFailure>;

/** Refused as too many, with how many minutes to wait (a number, for the message's plural form). */
export type StockAlertLimited = Failure<'rate-limited'> & { waitMinutes: number };
