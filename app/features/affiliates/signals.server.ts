import { and, eq, gte, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { affiliateDaily, affiliates } from '~/db/schema/affiliates';
import { securityEvents } from '~/db/schema/security';
import { type Actor, requireAdmin } from '~/utils/actor';
import { fullName } from '~/utils/person-name';

/*
 * The affiliates' side of the admin screen's fraud signals (issue 39, decision 0094), each one
 * query over what is already summed or indexed: the daily roll-up (never the raw events) and the
 * security events by type. The orders' side (paid orders, shared cards) is orders' to answer.
 */

const personColumns = {
  userId: affiliates.userId,
  code: affiliates.code,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  name: users.name,
};

type PersonRow = {
  userId: string;
  code: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
};

const named = <Row extends PersonRow>({ firstName, lastName, name, ...row }: Row) => ({
  ...row,
  displayName: fullName(firstName, lastName) || name || row.email,
});

/** Members whose links brought at least `minVisits` visits since `since` (a day, YYYY-MM-DD), with their visits. */
export async function membersWithManyVisits({ actor, since, minVisits }: { actor: Actor; since: string; minVisits: number }) {
  requireAdmin(actor);
  const visits = sql<number>`sum(${affiliateDaily.visits})::int`;
  const rows = await getDb()
    .select({ ...personColumns, visits })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    // The roll-up keeps codes lower-cased (roll-up.server.ts).
    .innerJoin(affiliateDaily, and(eq(affiliateDaily.code, sql`lower(${affiliates.code})`), gte(affiliateDaily.day, since)))
    .groupBy(affiliates.userId, users.id)
    .having(sql`sum(${affiliateDaily.visits}) >= ${minVisits}`)
    .orderBy(sql`sum(${affiliateDaily.visits}) desc`)
    .limit(100);
  return rows.map(named);
}

/**
 * Members who tried to earn on their own purchases since `since` (AFFILIATE_SELF_REFERRAL, which
 * attribution records with the buyer, who is the affiliate), with how often and when last.
 */
export async function selfReferralAttempts({ actor, since }: { actor: Actor; since: Date }) {
  requireAdmin(actor);
  const rows = await getDb()
    .select({
      ...personColumns,
      attempts: sql<number>`count(*)::int`,
      lastAt: sql<Date>`max(${securityEvents.createdAt})`.mapWith((value) => new Date(value)),
    })
    .from(securityEvents)
    .innerJoin(affiliates, eq(affiliates.userId, securityEvents.userId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(eq(securityEvents.type, 'AFFILIATE_SELF_REFERRAL'), gte(securityEvents.createdAt, since)))
    .groupBy(affiliates.userId, users.id)
    .orderBy(sql`count(*) desc`)
    .limit(100);
  return rows.map(named);
}
