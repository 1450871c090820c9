import { inArray, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { affiliateCategoryRates } from '~/db/schema/affiliates';
import { type Actor, requireAdmin } from '~/utils/actor';
import { type CategoryRatesInput, COMMISSION_CATEGORIES } from './programme.schema';

/*
 * The programme's rates by category (issue 39, decision 0100): an admin sets a rate for any
 * category of what is sold, or leaves it to the programme's rate. The ledger reads them when it
 * posts an order (commissionTermsFor), so a change applies from then on and rewrites nothing.
 */

/** The rates set, by category; a category not in it earns the programme's rate. */
export async function readCategoryRates(db: Executor = getDb()): Promise<Partial<Record<string, number>>> {
  const rows = await db
    .select({ category: affiliateCategoryRates.category, percent: affiliateCategoryRates.commissionPercent })
    .from(affiliateCategoryRates);
  const known = new Set<string>(COMMISSION_CATEGORIES);
  return Object.fromEntries(rows.filter((row) => known.has(row.category)).map((row) => [row.category, row.percent]));
}

/**
 * Sets every category's rate at once, as the admin's form sends them (null: the programme's
 * rate). Admins only; one transaction; a category whose rate did not change keeps who set it and when.
 */
export async function setCategoryRates({ actor, rates }: { actor: Actor; rates: CategoryRatesInput }) {
  requireAdmin(actor);
  await getDb().transaction(async (tx) => {
    const cleared = COMMISSION_CATEGORIES.filter((category) => rates[category] === null);
    if (cleared.length > 0) await tx.delete(affiliateCategoryRates).where(inArray(affiliateCategoryRates.category, cleared));
    for (const category of COMMISSION_CATEGORIES) {
      const percent = rates[category];
      if (percent === null) continue;
      await tx
        .insert(affiliateCategoryRates)
        .values({ category, commissionPercent: percent, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: affiliateCategoryRates.category,
          set: { commissionPercent: percent, updatedBy: actor.id, updatedAt: sql`now()` },
          setWhere: sql`${affiliateCategoryRates.commissionPercent} <> ${percent}`,
        });
    }
  });
}
