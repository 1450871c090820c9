import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { seasonPlans } from '~/db/schema/planner';

/** A member's saved season plans: theirs alone, exported as they chose them and deleted with the account. */
export const plannerPersonalData: PersonalData = {
  domain: 'planner',
  tables: { season_plans: 'seasonPlans' },
  async export(db, person) {
    const plans = await db
      .select({
        name: seasonPlans.name,
        zone: seasonPlans.zone,
        lastFrost: seasonPlans.lastFrost,
        hemisphere: seasonPlans.hemisphere,
        createdAt: seasonPlans.createdAt,
      })
      .from(seasonPlans)
      .where(eq(seasonPlans.userId, person.id))
      .orderBy(asc(seasonPlans.createdAt));
    return { seasonPlans: plans };
  },
  async erase(tx, person) {
    await tx.delete(seasonPlans).where(eq(seasonPlans.userId, person.id));
  },
};
