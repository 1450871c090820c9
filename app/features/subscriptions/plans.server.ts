import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { subscriptionPlans } from '~/db/schema/subscriptions';
import { moneySettings } from '~/features/orders/checkout.server';
import { orderTotals } from '~/features/orders/money';
import { isUuid } from '~/utils/ids';

/** The plans on sale, and what a period of one costs: the product, at the plan's price. */

export async function listPlans() {
  return getDb()
    .select({
      id: subscriptionPlans.id,
      slug: subscriptionPlans.slug,
      name: subscriptionPlans.name,
      description: subscriptionPlans.description,
      intervalMonths: subscriptionPlans.intervalMonths,
      priceCents: subscriptionPlans.priceCents,
      image: sql<{ src: string; alt: string } | null>`${products.images}->0`,
    })
    .from(subscriptionPlans)
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder));
}

/** Adds whole months in UTC, keeping the day where the month has it (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Always given its executor: inside a transaction on PGlite, a query beside it would wait forever. */
export async function planWithProduct(planId: string, executor: Executor) {
  if (!isUuid(planId)) return null;
  const [plan] = await executor
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
      intervalMonths: subscriptionPlans.intervalMonths,
      isActive: subscriptionPlans.isActive,
      productId: products.id,
      handle: products.handle,
    })
    .from(subscriptionPlans)
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(eq(subscriptionPlans.id, planId));
  return plan ?? null;
}

export type Plan = NonNullable<Awaited<ReturnType<typeof planWithProduct>>>;

/** A period's order: the plan's product at the plan's price; the box ships free, tax applies. */
export function periodOrder(plan: Plan) {
  const lines = [
    {
      productId: plan.productId,
      name: plan.name,
      handle: plan.handle,
      unitPriceCents: plan.priceCents,
      quantity: 1,
      trackInventory: false,
      isReliefProduct: false,
    },
  ];
  return { lines, totals: orderTotals(lines, 'standard', { ...moneySettings(), freeShippingThresholdCents: 0 }) };
}
