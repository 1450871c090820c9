import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { subscriptionPlans, subscriptions } from '~/db/schema/subscriptions';
import { type Actor, requireAdmin } from '~/utils/actor';

/*
 * What the active subscriptions bring a month at their plans' prices (a plan renewed every three
 * months counts a third of its price a month), for the business valuation screen (decision 0113).
 * Paused, past-due, cancelled and unfinished subscriptions are left out: none of them is paying.
 */

export async function recurringRevenue({ actor }: { actor: Actor }): Promise<{ active: number; monthlyCents: number }> {
  requireAdmin(actor, 'only admins read the business figures');
  const { rows } = (await getDb().execute(sql`
    select count(*)::int as active,
      coalesce(round(sum(${subscriptionPlans.priceCents}::numeric / ${subscriptionPlans.intervalMonths})), 0)::bigint as "monthlyCents"
    from ${subscriptions} join ${subscriptionPlans} on ${subscriptionPlans.id} = ${subscriptions.planId}
    where ${subscriptions.status} = 'active'`)) as unknown as SqlRows;
  return { active: Number(rows[0]?.active ?? 0), monthlyCents: Number(rows[0]?.monthlyCents ?? 0) };
}
