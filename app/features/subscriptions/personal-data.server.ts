import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { subscriptionPlans, subscriptions } from '~/db/schema/subscriptions';

/**
 * Subscriptions end with the account: nothing renews or ships again. The orders they produced
 * stay with orders, anonymised.
 */
export const subscriptionsPersonalData: PersonalData = {
  domain: 'subscriptions',
  tables: { subscriptions: 'subscriptions' },
  async export(db, person) {
    const rows = await db
      .select({
        plan: subscriptionPlans.name,
        status: subscriptions.status,
        shippingAddress: subscriptions.shippingAddress,
        email: subscriptions.email,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        renewalCount: subscriptions.renewalCount,
        createdAt: subscriptions.createdAt,
        pausedAt: subscriptions.pausedAt,
        cancelledAt: subscriptions.cancelledAt,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, person.id))
      .orderBy(asc(subscriptions.createdAt));
    return { subscriptions: rows };
  },
  async erase(tx, person) {
    await tx.delete(subscriptions).where(eq(subscriptions.userId, person.id));
  },
};
