import { redirect } from 'react-router';
import { denyAccess, type SessionUser } from '~/features/accounts/guard.server';
import { findMembership, programmeTerms, rateOf } from '~/features/affiliates/affiliates.server';
import { readCategoryRates } from '~/features/affiliates/category-rates.server';
import { trackingFigures } from '~/features/affiliates/tracking-figures.server';
import { partyEarnings } from '~/features/ledger/party-earnings.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { getRequestLanguage } from '~/i18n/i18n.server';

/*
 * An affiliate's dashboard (issue 39): their code and link builder, visits from the tracking
 * roll-up, the orders they brought and what those earned from the ledger (pending in the refund
 * window, payable after it), month by month. Composes the programme with the ledger, so it lives
 * beside the route. Only the person's own figures: the ids come from the session, never the
 * request. Anyone else gets the Access Denied screen (an admin is sent to the programme's admin).
 */
export async function loadAffiliateDashboard(request: Request, user: SessionUser) {
  const membership = await findMembership(user.id);
  if (membership?.status !== 'approved' || !membership.code) {
    if (user.role === 'admin') throw redirect('/affiliate/admin');
    const { t } = await getRequestLanguage(request);
    return denyAccess(request, { user, requiredRoles: [t('affiliates.dashboard.role')] });
  }
  const terms = programmeTerms();
  const [tracking, [earnings, payouts], categoryRates] = await Promise.all([
    trackingFigures(membership.code),
    partyEarnings({ account: 'affiliate', partyId: user.id, refundWindowDays: terms.refundWindowDays }).then(
      async (earnings) => [earnings, await partyPayouts({ actor: user, account: 'affiliate', earnings })] as const,
    ),
    // Their own rate, when set, covers every category (decision 0100).
    membership.commissionPercent === null ? readCategoryRates() : {},
  ]);
  return {
    code: membership.code,
    isLeader: membership.isLeader,
    ratePercent: rateOf(membership),
    categoryRates,
    leaderOverridePercent: terms.leaderOverridePercent,
    refundWindowDays: terms.refundWindowDays,
    origin: new URL(request.url).origin,
    // The totals the page shows, not the 90 days behind them (sent to the browser with the page).
    tracking: { visits: tracking.visits, pageViews: tracking.pageViews, engaged: tracking.engaged },
    earnings,
    payouts,
    conversionRate: tracking.visits > 0 ? earnings.orders / tracking.visits : null,
  };
}
