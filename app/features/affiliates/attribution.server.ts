import { logSecurityEvent } from '~/features/security/security.server';
import { readCookie } from '~/utils/cookies';
import { findApprovedByCode } from './affiliates.server';
import { AFFILIATE_COOKIE, isValidAffiliateCode } from './attribution';

/*
 * Who an order is attributed to (issue 39, SPEC §9): the code in the buyer's first-party cookie,
 * set by the last affiliate link they followed in the last 90 days (the cookie's own lifetime, so
 * last click wins and an old click has expired), when it is an approved affiliate's and the
 * affiliate is not the buyer. A buyer using their own code earns nothing; the attempt is recorded
 * as a fraud signal the affiliates' admin screen counts.
 */
export async function attributedAffiliate(request: Request, buyerId: string): Promise<string | null> {
  const code = readCookie(request.headers.get('cookie'), AFFILIATE_COOKIE);
  if (!isValidAffiliateCode(code)) return null;
  return affiliateForCode(code, buyerId, request);
}

/** The approved affiliate behind `code` for this buyer, or null (unknown code, or their own). */
export async function affiliateForCode(code: string, buyerId: string, request?: Request): Promise<string | null> {
  const affiliate = await findApprovedByCode(code);
  if (!affiliate) return null;
  if (affiliate.userId === buyerId) {
    await logSecurityEvent(
      { type: 'AFFILIATE_SELF_REFERRAL', severity: 'low', details: { code: affiliate.code } },
      { request, userId: buyerId },
    );
    return null;
  }
  return affiliate.userId;
}
