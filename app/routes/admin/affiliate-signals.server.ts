import { membersWithManyVisits, selfReferralAttempts } from '~/features/affiliates/signals.server';
import { cardsAcrossAffiliates, paidOrdersByAffiliate } from '~/features/orders/affiliate-signals.server';
import { type Actor, requireAdmin } from '~/utils/actor';

/*
 * The fraud signals on /affiliate/admin (issue 39, decision 0094). Composes the programme's figures
 * (the daily visit roll-up, self-referral attempts) with the orders' (sales by affiliate, cards
 * behind them), so it lives beside the route: affiliates cannot read orders, which build on them.
 * Admins only, checked here and again by each query.
 */

/** What makes each signal fire: over the last WINDOW_DAYS days. */
export const SIGNAL_RULES = {
  windowDays: 30,
  /** (a) at least this many visits through a member's links, and no paid order. */
  minVisitsWithoutSales: 200,
  /** (c) one card paid orders attributed to at least this many different affiliates. */
  minAffiliatesPerCard: 3,
} as const;

export async function loadAffiliateSignals(actor: Actor, now = new Date()) {
  requireAdmin(actor);
  const since = new Date(now.getTime() - SIGNAL_RULES.windowDays * 86_400_000);
  const sinceDay = since.toISOString().slice(0, 10);
  const [busy, selfReferrals, sharedCards] = await Promise.all([
    membersWithManyVisits({ actor, since: sinceDay, minVisits: SIGNAL_RULES.minVisitsWithoutSales }),
    selfReferralAttempts({ actor, since }),
    cardsAcrossAffiliates({ actor, since, minAffiliates: SIGNAL_RULES.minAffiliatesPerCard }),
  ]);
  const sales = await paidOrdersByAffiliate({ actor, affiliateIds: busy.map((member) => member.userId), since });
  return {
    rules: SIGNAL_RULES,
    visitsWithoutSales: busy.filter((member) => !sales.get(member.userId)),
    selfReferrals: selfReferrals.map((member) => ({ ...member, lastAt: member.lastAt.toISOString() })),
    sharedCards: sharedCards.map((card) => ({
      // The fingerprint is the provider's, not a card number; a short form is enough to tell cards apart.
      card: card.fingerprint.slice(-8),
      orders: card.orders,
      affiliates: card.affiliates,
    })),
  };
}

export type AffiliateSignals = Awaited<ReturnType<typeof loadAffiliateSignals>>;
