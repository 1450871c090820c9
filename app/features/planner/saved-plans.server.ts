import { and, asc, count, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { seasonPlans } from '~/db/schema/planner';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { plannerFailure } from './failures';
import { SAVED_PLANS_MAX } from './planner.schema';
import type { Hemisphere } from './season-plan';

/*
 * A member's saved season plans (issue 36): save, list and delete, each for the person acting
 * and only their own plans. A plan keeps what was chosen, not the calendar the engine works out.
 */

export type SavedPlanChoice = { name: string; zone?: string; lastFrost?: string; hemisphere: Hemisphere };
export type SavedPlan = {
  id: string;
  name: string;
  zone: string | null;
  lastFrost: string | null;
  hemisphere: Hemisphere;
  createdAt: Date;
};

/**
 * Saves a plan for the person acting, at most SAVED_PLANS_MAX of them. The count and the insert
 * run in one transaction; two saves racing past the cap by one are harmless.
 */
export async function savePlan({
  actor,
  plan,
}: {
  actor: Actor;
  plan: SavedPlanChoice;
}): Promise<Result<{ id: string }, 'too-many'>> {
  return getDb().transaction(async (tx) => {
    const [held] = await tx.select({ total: count() }).from(seasonPlans).where(eq(seasonPlans.userId, actor.id));
    if ((held?.total ?? 0) >= SAVED_PLANS_MAX) return plannerFailure('too-many', { vars: { count: SAVED_PLANS_MAX } });
    const [saved] = await tx
      .insert(seasonPlans)
      .values({
        userId: actor.id,
        name: plan.name,
        // A date takes the zone's place, so a plan stores the one it was made from.
        zone: plan.lastFrost ? null : (plan.zone ?? null),
        lastFrost: plan.lastFrost ?? null,
        hemisphere: plan.hemisphere,
      })
      .returning({ id: seasonPlans.id });
    if (!saved) throw new Error('season plan insert returned no row');
    return { ok: true, id: saved.id };
  });
}

/** The person's saved plans, oldest first. */
export async function findSavedPlans({ userId }: { userId: string }): Promise<SavedPlan[]> {
  const rows = await getDb()
    .select({
      id: seasonPlans.id,
      name: seasonPlans.name,
      zone: seasonPlans.zone,
      lastFrost: seasonPlans.lastFrost,
      hemisphere: seasonPlans.hemisphere,
      createdAt: seasonPlans.createdAt,
    })
    .from(seasonPlans)
    .where(eq(seasonPlans.userId, userId))
    .orderBy(asc(seasonPlans.createdAt), asc(seasonPlans.id));
  return rows.map((row) => ({ ...row, hemisphere: row.hemisphere === 'south' ? 'south' : 'north' }));
}

/** Deletes one of the acting person's plans; another person's plan is "unknown", as a missing one. */
export async function deletePlan({ actor, planId }: { actor: Actor; planId: string }): Promise<Result<object, 'unknown-plan'>> {
  const deleted = await getDb()
    .delete(seasonPlans)
    .where(and(eq(seasonPlans.id, planId), eq(seasonPlans.userId, actor.id)))
    .returning({ id: seasonPlans.id });
  if (deleted.length === 0) return plannerFailure('unknown-plan', { field: 'planId' });
  return { ok: true };
}
