import { and, eq, ne, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { affiliates } from '~/db/schema/affiliates';
import { grantRoleWithin, revokeRole } from '~/features/accounts/roles.server';
import { publishEvent } from '~/features/jobs/events.server';
import { logSecurityEvent } from '~/features/security/security.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { escapeLike } from '~/utils/like-pattern';
import { fullName } from '~/utils/person-name';
import { affiliateDecided } from './events';
import { affiliateFailure } from './failures';
import { type AffiliateDecisionInput, codeFromName } from './programme.schema';

/*
 * An administrator's decision on an affiliate (issue 39): approve an application (a unique code
 * from their name, the affiliate role granted in the same transaction, a leader when they asked
 * to be one and the admin agrees, their own rate if set), reject it with a reason, or suspend an
 * approved affiliate (their links stop earning, the role goes). The row is locked, so two admins
 * deciding at once cannot both act; each decision is recorded with who and when.
 */

type DecideCode = 'not-found' | 'cannot-decide' | 'own-application';

/** Which decisions fit which state. */
const FROM: Record<AffiliateDecisionInput['decision'], readonly string[]> = {
  approve: ['applied', 'suspended'],
  reject: ['applied'],
  suspend: ['approved'],
};

export async function decideAffiliate({
  actor,
  userId,
  input,
  request,
}: {
  actor: Actor;
  userId: string;
  input: AffiliateDecisionInput;
  request?: Request;
}): Promise<Result<{ code: string | null }, DecideCode>> {
  requireAdmin(actor);
  if (userId === actor.id) return affiliateFailure('own-application');
  const outcome = await getDb().transaction(async (tx): Promise<Result<{ code: string | null }, DecideCode>> => {
    const [row] = await tx
      .select({ status: affiliates.status, code: affiliates.code, wantsToLead: affiliates.wantsToLead })
      .from(affiliates)
      .where(eq(affiliates.userId, userId))
      .for('update');
    if (!row) return affiliateFailure('not-found');
    if (!FROM[input.decision].includes(row.status)) return affiliateFailure('cannot-decide');
    const decided = { decidedAt: sql`now()`, decidedBy: actor.id, decisionNote: input.note };
    if (input.decision !== 'approve') {
      await tx
        .update(affiliates)
        .set({ ...decided, status: input.decision === 'reject' ? 'rejected' : 'suspended' })
        .where(eq(affiliates.userId, userId));
      await publishEvent(tx, affiliateDecided, { userId, decision: input.decision });
      return { ok: true, code: row.code };
    }
    const code = row.code ?? (await freeCode(tx, userId));
    await tx
      .update(affiliates)
      .set({
        ...decided,
        status: 'approved',
        code,
        isLeader: row.wantsToLead && input.asLeader,
        commissionPercent: input.ratePercent,
      })
      .where(eq(affiliates.userId, userId));
    await grantRoleWithin(tx, { userId, role: 'affiliate', grantedBy: actor.id, request });
    await publishEvent(tx, affiliateDecided, { userId, decision: 'approve' });
    return { ok: true, code };
  });
  if (!outcome.ok) return outcome;
  if (input.decision === 'suspend') await revokeRole({ actor, userId, role: 'affiliate', request });
  await logSecurityEvent(
    { type: 'AFFILIATE_DECIDED', severity: 'medium', details: { subjectUserId: userId, decision: input.decision } },
    { request, userId: actor.id },
  );
  return outcome;
}

/** A code from the person's name no other affiliate has ("maya-green", then "maya-green-2", …). */
async function freeCode(tx: Executor, userId: string) {
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const base = codeFromName(fullName(person?.firstName, person?.lastName) || person?.name || 'friend');
  // Every code already made from this base, read once; the first free number is taken.
  const rows = await tx
    .select({ code: affiliates.code })
    .from(affiliates)
    .where(and(sql`lower(${affiliates.code}) like ${`${escapeLike(base)}%`}`, ne(affiliates.userId, userId)));
  const taken = new Set(rows.map((row) => row.code?.toLowerCase()));
  let attempt = 1;
  while (taken.has(attempt === 1 ? base : `${base}-${attempt}`)) attempt += 1;
  return attempt === 1 ? base : `${base}-${attempt}`;
}
