import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { vendorApplicationEvents, vendorApplications } from '~/db/schema/vendors';
import { applicationColumns } from './applications.server';
import type { VendorApplicationStatus } from './vendors.schema';

/*
 * What the vendor applications' review screen (/admin/vendors) reads: the applications of one
 * status with their applicant, the count in each status, and each application's history.
 */

const decider = alias(users, 'decider');

/** Applications of one status, oldest waiting first (decided ones: newest decision first). */
export function listVendorApplications({ status, limit = 100 }: { status: VendorApplicationStatus; limit?: number }) {
  return getDb()
    .select({
      ...applicationColumns,
      accountEmail: users.email,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
    })
    .from(vendorApplications)
    .innerJoin(users, eq(users.id, vendorApplications.userId))
    .leftJoin(decider, eq(decider.id, vendorApplications.decidedBy))
    .where(eq(vendorApplications.status, status))
    .orderBy(status === 'submitted' ? asc(vendorApplications.submittedAt) : desc(vendorApplications.decidedAt))
    .limit(limit);
}

/** How many applications are in each status (the review screen's tabs). */
export async function countVendorApplications(): Promise<Record<VendorApplicationStatus, number>> {
  const rows = await getDb()
    .select({ status: vendorApplications.status, count: sql<number>`count(*)::int` })
    .from(vendorApplications)
    .groupBy(vendorApplications.status);
  const counts: Record<VendorApplicationStatus, number> = { submitted: 0, changes_requested: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

const stepActor = alias(users, 'step_actor');

export type VendorApplicationStep = {
  action: 'submitted' | 'resubmitted' | 'approved' | 'changes_requested' | 'rejected';
  note: string | null;
  createdAt: Date;
  actorFirstName: string | null;
  actorLastName: string | null;
};

/** The histories of some applications, oldest step first: who did what, when, and what they wrote. */
export async function findVendorApplicationHistories(applicationIds: readonly string[]) {
  const histories = new Map<string, VendorApplicationStep[]>();
  if (applicationIds.length === 0) return histories;
  const rows = await getDb()
    .select({
      applicationId: vendorApplicationEvents.applicationId,
      action: vendorApplicationEvents.action,
      note: vendorApplicationEvents.note,
      createdAt: vendorApplicationEvents.createdAt,
      actorFirstName: stepActor.firstName,
      actorLastName: stepActor.lastName,
    })
    .from(vendorApplicationEvents)
    .leftJoin(stepActor, eq(stepActor.id, vendorApplicationEvents.actorId))
    .where(inArray(vendorApplicationEvents.applicationId, [...applicationIds]))
    .orderBy(asc(vendorApplicationEvents.createdAt), asc(vendorApplicationEvents.id));
  for (const { applicationId, ...step } of rows) histories.set(applicationId, [...(histories.get(applicationId) ?? []), step]);
  return histories;
}
