import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { vendorCertificates, vendorProfiles } from '~/db/schema/vendors';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Failure, Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { recomputeVendorBadges } from './badges.server';
import { vendorFailure } from './failures';
import { readCertificatesOf } from './renew-certificate.server';
import { certificateRefusalSchema } from './vendor-messages.schema';
import { writeToVendor } from './vendor-messages.server';

/*
 * The team's review of renewed certificates (decision 0102). A renewal is the vendor's word until
 * an administrator has opened the file (/admin/vendors/certificates/:certificateId) and accepted
 * it: otherwise anyone could award themselves Certified Organic with a made-up file. Accepting
 * brings the vendor's badges in line at once; refusing needs a reason, which reaches the vendor
 * as a message in their conversation with the team (and by email), in the same transaction.
 * Administrators only, never on their own store's certificate, and each renewal decided once.
 */

/** Renewals waiting for a decision, oldest first, with their store: the team's queue. */
export async function listPendingRenewals({ actor }: { actor: Actor }, db: Executor = getDb()) {
  requireAdmin(actor, 'only administrators review certificates');
  return db
    .select({
      id: vendorCertificates.id,
      vendorId: vendorCertificates.userId,
      storeName: vendorProfiles.storeName,
      issuer: vendorCertificates.issuer,
      expiresOn: vendorCertificates.expiresOn,
      fileName: vendorCertificates.fileName,
      uploadedAt: vendorCertificates.uploadedAt,
    })
    .from(vendorCertificates)
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, vendorCertificates.userId))
    .where(and(eq(vendorCertificates.reviewState, 'pending'), isNull(vendorCertificates.applicationId)))
    .orderBy(asc(vendorCertificates.uploadedAt), asc(vendorCertificates.id))
    .limit(100);
}

/** A vendor's certificates for the team, renewals and the application's alike. */
export async function listVendorCertificates({ actor, vendorId }: { actor: Actor; vendorId: string }) {
  requireAdmin(actor, 'only administrators review certificates');
  return readCertificatesOf(vendorId);
}

type DecideCode = 'renewal-not-found' | 'renewal-decided' | 'own-certificate';

/** The renewal, locked, when it may be decided by `actor` (and is `vendorId`'s, when named); otherwise why not. */
async function lockPendingRenewal(tx: Executor, actor: Actor, certificateId: string, vendorId?: string) {
  if (!isUuid(certificateId)) return vendorFailure('renewal-not-found');
  const [row] = await tx
    .select({
      id: vendorCertificates.id,
      userId: vendorCertificates.userId,
      applicationId: vendorCertificates.applicationId,
      reviewState: vendorCertificates.reviewState,
    })
    .from(vendorCertificates)
    .where(eq(vendorCertificates.id, certificateId))
    .for('update');
  // An application's certificates are decided with their application, not here.
  if (!row || row.applicationId !== null || (vendorId !== undefined && row.userId !== vendorId))
    return vendorFailure('renewal-not-found');
  if (row.reviewState !== 'pending') return vendorFailure('renewal-decided');
  if (row.userId === actor.id) return vendorFailure('own-certificate');
  return { ok: true as const, vendorId: row.userId };
}

/** An administrator accepts a renewal: it counts from now on, and the vendor's badges follow at once. */
export async function acceptRenewal({
  actor,
  certificateId,
  vendorId,
  now = new Date(),
}: {
  actor: Actor;
  certificateId: string;
  /** The store whose page the decision was taken on: a renewal of another store is not found there. */
  vendorId?: string;
  now?: Date;
}): Promise<Result<{ vendorId: string }, DecideCode>> {
  requireAdmin(actor, 'only administrators review certificates');
  return getDb().transaction(async (tx) => {
    const renewal = await lockPendingRenewal(tx, actor, certificateId, vendorId);
    if (!renewal.ok) return renewal;
    await tx
      .update(vendorCertificates)
      .set({ reviewState: 'accepted', reviewedAt: sql`now()`, reviewedBy: actor.id })
      .where(eq(vendorCertificates.id, certificateId));
    await recomputeVendorBadges({ now, vendorIds: [renewal.vendorId] }, tx);
    return { ok: true as const, vendorId: renewal.vendorId };
  });
}

/**
 * An administrator refuses a renewal with a reason: the certificate is marked refused, and the
 * reason is written to the vendor's conversation and emailed to them, all or nothing.
 */
export async function refuseRenewal({
  actor,
  certificateId,
  vendorId,
  reason,
}: {
  actor: Actor;
  certificateId: string;
  vendorId?: string;
  reason: string;
}): Promise<Result<{ vendorId: string }, DecideCode | 'invalid-reason'>> {
  requireAdmin(actor, 'only administrators review certificates');
  const parsed = certificateRefusalSchema.safeParse({ reason });
  if (!parsed.success) {
    const failure: Failure<'invalid-reason'> = {
      ok: false,
      code: 'invalid-reason',
      message: parsed.error.issues[0]?.message ?? '',
      field: 'reason',
      status: 400,
    };
    return failure;
  }
  const text = parsed.data.reason;
  return getDb().transaction(async (tx) => {
    const renewal = await lockPendingRenewal(tx, actor, certificateId, vendorId);
    if (!renewal.ok) return renewal;
    await tx
      .update(vendorCertificates)
      .set({ reviewState: 'refused', reviewedAt: sql`now()`, reviewedBy: actor.id, refusalReason: text })
      .where(eq(vendorCertificates.id, certificateId));
    const told = await writeToVendor({ actor, vendorId: renewal.vendorId, body: text, refusedCertificateId: certificateId }, tx);
    // Nothing half-done: a refusal the vendor is not told about is rolled back.
    if (!told.ok) throw new Error(`the refusal could not be sent: ${told.code}`);
    return { ok: true as const, vendorId: renewal.vendorId };
  });
}
