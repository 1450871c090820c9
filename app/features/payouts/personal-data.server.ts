import { eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { payoutDestinations, payouts } from '~/db/schema/payouts';

/**
 * What a vendor or an affiliate was paid stays as an accounting record (as the ledger keeps their
 * earnings), shown in their export; the Stripe account their payouts went to is theirs and goes
 * with the account. Payout runs name the admin who started or paid them by id only, as a record.
 */
export const payoutsPersonalData: PersonalData = {
  domain: 'payouts',
  tables: {},
  async export(db, person) {
    const [paid, destinations] = await Promise.all([
      db
        .select({
          account: payouts.account,
          amountCents: payouts.amountCents,
          status: payouts.status,
          createdAt: payouts.createdAt,
          paidAt: payouts.paidAt,
        })
        .from(payouts)
        .where(eq(payouts.partyId, person.id)),
      db
        .select({ account: payoutDestinations.account, stripeAccountId: payoutDestinations.stripeAccountId })
        .from(payoutDestinations)
        .where(eq(payoutDestinations.partyId, person.id)),
    ]);
    return { payouts: paid, payoutDestinations: destinations };
  },
  async erase(tx, person) {
    await tx.delete(payoutDestinations).where(eq(payoutDestinations.partyId, person.id));
  },
};
