import { desc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { discountCodes, discountRedemptions } from '~/db/schema/discounts';

/**
 * A person's discount codes: those they used (the code, what it saved and when) and those credited
 * to them as an affiliate. Codes an administrator made stay without the administrator; codes
 * credited to an erased affiliate keep working for shoppers but credit nobody; a use stays with
 * its order, anonymised as the order is (an accounting record).
 */
export const discountsPersonalData: PersonalData = {
  domain: 'discounts',
  tables: { discount_codes: 'discountCodesCredited', discount_redemptions: 'discountCodesUsed' },
  async export(db, person) {
    const [used, credited] = await Promise.all([
      db
        .select({
          code: discountCodes.code,
          orderId: discountRedemptions.orderId,
          amountCents: discountRedemptions.amountCents,
          usedAt: discountRedemptions.createdAt,
          releasedAt: discountRedemptions.releasedAt,
        })
        .from(discountRedemptions)
        .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
        .where(eq(discountRedemptions.userId, person.id))
        .orderBy(desc(discountRedemptions.createdAt)),
      db
        .select({ code: discountCodes.code, kind: discountCodes.kind, timesUsed: discountCodes.timesUsed })
        .from(discountCodes)
        .where(eq(discountCodes.affiliateId, person.id)),
    ]);
    return { discountCodesUsed: used, discountCodesCredited: credited };
  },
  async erase(tx, person) {
    await tx.update(discountRedemptions).set({ userId: null }).where(eq(discountRedemptions.userId, person.id));
    await tx.update(discountCodes).set({ affiliateId: null }).where(eq(discountCodes.affiliateId, person.id));
    await tx.update(discountCodes).set({ createdBy: null }).where(eq(discountCodes.createdBy, person.id));
  },
};
