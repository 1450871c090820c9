import { asc, eq } from 'drizzle-orm';
import { ERASED, type PersonalData } from '~/db/personal-data';
import { donations } from '~/db/schema/donations';

/**
 * Donations are accounting records (each one is in the relief ledger): they stay, with the
 * donor's name and address replaced and their name off the supporters' wall.
 */
export const donationsPersonalData: PersonalData = {
  domain: 'donations',
  tables: { donations: 'donations' },
  async export(db, person) {
    const rows = await db
      .select({
        name: donations.name,
        email: donations.email,
        amountCents: donations.amountCents,
        tier: donations.tier,
        showOnWall: donations.showOnWall,
        status: donations.status,
        createdAt: donations.createdAt,
        paidAt: donations.paidAt,
      })
      .from(donations)
      .where(eq(donations.userId, person.id))
      .orderBy(asc(donations.createdAt));
    return { donations: rows };
  },
  async erase(tx, person) {
    await tx
      .update(donations)
      .set({ userId: null, name: ERASED, email: ERASED, showOnWall: false, paymentUrl: null })
      .where(eq(donations.userId, person.id));
  },
};
