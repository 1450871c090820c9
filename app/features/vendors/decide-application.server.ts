import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { getDb } from '~/db/client.server';
import { vendorApplicationEvents, vendorApplications, vendorCertificates, vendorProfiles } from '~/db/schema/vendors';
import { grantRoleWithin } from '~/features/accounts/roles.server';
import type { Decision } from '~/features/instructors/instructors.schema';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { vendorApplicationDecided } from './events';
import { vendorFailure } from './failures';
import type { VendorApplicationStatus } from './vendors.schema';
import { storeSlug } from './vendors.schema';

const DECIDED_STATUS = { approve: 'approved', changes: 'changes_requested', reject: 'rejected' } as const;

/**
 * An administrator's decision on a vendor application (anyone else is refused, whichever page
 * asks): on a submitted application only, never on one's own, both checked under the row's
 * lock. Approval grants the vendor role and opens the vendor's profile (its store named after
 * the business, a free public slug, the platform's commission) in the same transaction; the
 * applicant is told by email (vendor.application_decided).
 */
export async function decideVendorApplication({
  actor,
  applicationId,
  decision,
  note,
  request,
}: {
  actor: Actor;
  applicationId: string;
  decision: Decision;
  note: string;
  request?: Request;
}): Promise<
  Result<{ applicationStatus: VendorApplicationStatus }, 'application-not-found' | 'already-decided' | 'own-application'>
> {
  requireAdmin(actor, 'only administrators decide vendor applications');
  if (!isUuid(applicationId)) return vendorFailure('application-not-found');
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: vendorApplications.id,
        userId: vendorApplications.userId,
        status: vendorApplications.status,
        businessName: vendorApplications.businessName,
      })
      .from(vendorApplications)
      .where(eq(vendorApplications.id, applicationId))
      .for('update');
    if (!row) return vendorFailure('application-not-found');
    if (row.status !== 'submitted') return vendorFailure('already-decided');
    if (row.userId === actor.id) return vendorFailure('own-application');
    const status = DECIDED_STATUS[decision];
    await tx
      .update(vendorApplications)
      .set({ status, decisionNote: note || null, decidedAt: sql`now()`, decidedBy: actor.id })
      .where(eq(vendorApplications.id, row.id));
    const [event] = await tx
      .insert(vendorApplicationEvents)
      .values({ applicationId: row.id, action: status, actorId: actor.id, note: note || null })
      .returning({ id: vendorApplicationEvents.id });
    if (decision === 'approve') {
      await grantRoleWithin(tx, { userId: row.userId, role: 'vendor', grantedBy: actor.id, request });
      await openVendorProfile(tx, { userId: row.userId, applicationId: row.id, storeName: row.businessName });
      // The administrator read the application's certificates with it: they count from now on (decision 0102).
      await tx
        .update(vendorCertificates)
        .set({ reviewState: 'accepted', reviewedAt: sql`now()`, reviewedBy: actor.id })
        .where(and(eq(vendorCertificates.applicationId, row.id), eq(vendorCertificates.reviewState, 'pending')));
    }
    await publishEvent(tx, vendorApplicationDecided, { applicationId: row.id, eventId: event?.id ?? row.id });
    return { ok: true, applicationStatus: status } as const;
  });
}

/**
 * The approved vendor's profile, inside the approval's transaction: the first free slug of the
 * store's name ("green-acres", then "green-acres-2"…). A profile that exists already (approved
 * before, its role taken away since) is kept as it is.
 */
async function openVendorProfile(
  tx: Executor,
  { userId, applicationId, storeName }: { userId: string; applicationId: string; storeName: string },
) {
  const base = storeSlug(storeName);
  const taken = await tx
    .select({ slug: vendorProfiles.slug })
    .from(vendorProfiles)
    .where(or(eq(vendorProfiles.slug, base), like(vendorProfiles.slug, `${base}-%`)));
  const used = new Set(taken.map((profile) => profile.slug));
  let slug = base;
  for (let suffix = 2; used.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  await tx
    .insert(vendorProfiles)
    .values({ userId, applicationId, storeName, slug })
    .onConflictDoNothing({ target: vendorProfiles.userId });
}
