import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { affiliates } from '~/db/schema/affiliates';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { findApprovedByCode, findMembership } from './affiliates.server';
import { affiliateFailure } from './failures';
import type { AffiliateApplicationInput } from './programme.schema';

/*
 * Applying to the affiliate programme (issue 39): the acting person's own application, never
 * someone else's. A first application, or a new one after a rejection; refused while one is being
 * reviewed, once approved, and when suspended. A leader's code names who recruited them, and must
 * be an approved leader's (nobody is their own leader).
 */
export async function applyToProgramme({
  actor,
  input,
  locale,
}: {
  actor: Actor;
  input: AffiliateApplicationInput;
  locale: string;
}): Promise<Result<object, 'already-affiliate' | 'under-review' | 'suspended' | 'unknown-leader'>> {
  const current = await findMembership(actor.id);
  if (current?.status === 'approved') return affiliateFailure('already-affiliate');
  if (current?.status === 'applied') return affiliateFailure('under-review');
  if (current?.status === 'suspended') return affiliateFailure('suspended');
  let leaderId: string | null = null;
  if (input.leaderCode) {
    const leader = await findApprovedByCode(input.leaderCode);
    if (!leader?.isLeader || leader.userId === actor.id) return affiliateFailure('unknown-leader');
    leaderId = leader.userId;
  }
  const values = {
    channel: input.channel,
    plan: input.plan,
    wantsToLead: input.wantsToLead,
    leaderId,
    locale,
    status: 'applied' as const,
    termsAcceptedAt: sql`now()`,
    leaderAddendumAcceptedAt: input.wantsToLead ? sql`now()` : null,
    appliedAt: sql`now()`,
    decisionNote: null,
    decidedAt: null,
    decidedBy: null,
  };
  // A rejected person's row goes back to `applied`; a race of two first applications leaves one row.
  await getDb()
    .insert(affiliates)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: affiliates.userId, set: values, where: eq(affiliates.status, 'rejected') });
  return { ok: true };
}
