import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { affiliates } from '~/db/schema/affiliates';
import { type Actor, requireAdmin } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { fullName } from '~/utils/person-name';
import { readCategoryRates } from './category-rates.server';

/*
 * Reading the affiliate programme (issue 39): a person's own membership, the review list, and
 * the rates the ledger applies to an attributed order.
 */

/** The programme's rates and refund window, from configuration (shown on /affiliate-program). */
export function programmeTerms() {
  const env = getEnv();
  return {
    commissionPercent: env.AFFILIATE_COMMISSION_PERCENT,
    leaderOverridePercent: env.AFFILIATE_LEADER_OVERRIDE_PERCENT,
    refundWindowDays: env.REFUND_WINDOW_DAYS,
    attributionDays: 90,
  };
}

const membershipColumns = {
  userId: affiliates.userId,
  code: affiliates.code,
  status: affiliates.status,
  channel: affiliates.channel,
  plan: affiliates.plan,
  wantsToLead: affiliates.wantsToLead,
  isLeader: affiliates.isLeader,
  leaderId: affiliates.leaderId,
  commissionPercent: affiliates.commissionPercent,
  decisionNote: affiliates.decisionNote,
  appliedAt: affiliates.appliedAt,
  decidedAt: affiliates.decidedAt,
};

/** A person's place in the programme (their application, or their membership), or null. */
export async function findMembership(userId: string, db: Executor = getDb()) {
  const [row] = await db.select(membershipColumns).from(affiliates).where(eq(affiliates.userId, userId));
  return row ?? null;
}

export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** The rate that applies to this affiliate's next order: their own, or the programme's. */
export function rateOf(member: Pick<Membership, 'commissionPercent'>): number {
  return member.commissionPercent ?? getEnv().AFFILIATE_COMMISSION_PERCENT;
}

/** An approved affiliate by code, whatever its case. */
export async function findApprovedByCode(code: string, db: Executor = getDb()) {
  const [row] = await db
    .select({ userId: affiliates.userId, code: affiliates.code, isLeader: affiliates.isLeader })
    .from(affiliates)
    .where(and(sql`lower(${affiliates.code}) = lower(${code})`, eq(affiliates.status, 'approved')));
  return row ?? null;
}

/**
 * What the ledger pays on an order attributed to `affiliateId` (issue 39): their rate, and the
 * override of the leader who recruited them while that leader is an approved leader. Null when the
 * affiliate is no longer approved (suspended: their orders earn nothing).
 */
export async function commissionTermsFor(affiliateId: string, db: Executor = getDb()) {
  const leaders = alias(affiliates, 'leaders');
  const [row] = await db
    .select({
      status: affiliates.status,
      commissionPercent: affiliates.commissionPercent,
      leaderId: affiliates.leaderId,
      // The leader's override counts while they are an approved leader.
      leaderActive: sql<boolean>`coalesce(${leaders.status} = 'approved' and ${leaders.isLeader}, false)`,
    })
    .from(affiliates)
    .leftJoin(leaders, eq(leaders.userId, affiliates.leaderId))
    .where(eq(affiliates.userId, affiliateId));
  if (row?.status !== 'approved') return null;
  const leader =
    row.leaderId && row.leaderActive ? { id: row.leaderId, percent: getEnv().AFFILIATE_LEADER_OVERRIDE_PERCENT } : null;
  // Their own rate, when an admin set one, covers everything they bring; otherwise each line earns
  // its category's rate where one is set, and the programme's elsewhere (decision 0100).
  const percentByCategory = row.commissionPercent === null ? await readCategoryRates(db) : {};
  return { id: affiliateId, percent: rateOf(row), percentByCategory, leader };
}

/** The programme's members and applicants for the admin screen, newest applications first (admins only). */
export async function listMembers({ actor, status }: { actor: Actor; status: Membership['status'] | null }) {
  requireAdmin(actor);
  const rows = await getDb()
    .select({
      ...membershipColumns,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(status ? eq(affiliates.status, status) : undefined)
    .orderBy(asc(sql`${affiliates.status} <> 'applied'`), desc(affiliates.appliedAt))
    .limit(200);
  return rows.map(({ firstName, lastName, name, ...row }) => ({
    ...row,
    displayName: fullName(firstName, lastName) || name || row.email,
    ratePercent: rateOf(row),
  }));
}
