import { eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { affiliateCategoryRates, affiliates } from '~/db/schema/affiliates';

/**
 * A person's membership of the affiliate programme (their application, code, rate and the
 * decisions on it) goes with the account; the affiliates they recruited stay, without the link to
 * their leader, and decisions an administrator took stay without the administrator. The orders
 * they brought keep the affiliate's id as an accounting record (orders and the ledger), as an
 * order keeps its buyer's once anonymised. Tracking events name a code, never a person. The
 * programme's rates by category an administrator set stay, without the administrator.
 */
export const affiliatesPersonalData: PersonalData = {
  domain: 'affiliates',
  tables: { affiliates: 'affiliateMembership', affiliate_category_rates: 'affiliateRatesSet' },
  async export(db, person) {
    const [membership] = await db
      .select({
        code: affiliates.code,
        status: affiliates.status,
        channel: affiliates.channel,
        plan: affiliates.plan,
        wantsToLead: affiliates.wantsToLead,
        isLeader: affiliates.isLeader,
        commissionPercent: affiliates.commissionPercent,
        termsAcceptedAt: affiliates.termsAcceptedAt,
        leaderAddendumAcceptedAt: affiliates.leaderAddendumAcceptedAt,
        decisionNote: affiliates.decisionNote,
        appliedAt: affiliates.appliedAt,
        decidedAt: affiliates.decidedAt,
      })
      .from(affiliates)
      .where(eq(affiliates.userId, person.id));
    const ratesSet = await db
      .select({
        category: affiliateCategoryRates.category,
        commissionPercent: affiliateCategoryRates.commissionPercent,
        updatedAt: affiliateCategoryRates.updatedAt,
      })
      .from(affiliateCategoryRates)
      .where(eq(affiliateCategoryRates.updatedBy, person.id));
    return { affiliateMembership: membership ?? null, affiliateRatesSet: ratesSet };
  },
  async erase(tx, person) {
    await tx.update(affiliates).set({ leaderId: null }).where(eq(affiliates.leaderId, person.id));
    await tx.update(affiliates).set({ decidedBy: null }).where(eq(affiliates.decidedBy, person.id));
    await tx.delete(affiliates).where(eq(affiliates.userId, person.id));
    await tx.update(affiliateCategoryRates).set({ updatedBy: null }).where(eq(affiliateCategoryRates.updatedBy, person.id));
  },
};
