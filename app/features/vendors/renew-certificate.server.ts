import { desc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { vendorCertificates } from '~/db/schema/vendors';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { type CertificateUpload, removeCertificateFiles, storeCertificateFiles } from './certificates.server';
import { requireVendor } from './vendor-profiles.server';

/*
 * A vendor renews a certificate from their dashboard (decision 0102): the file is checked by its
 * bytes and kept in the private store as an application's are, and the row waits, pending, for an
 * administrator (certificate-review.server.ts). Until one accepts it, it counts for nothing: not
 * for Certified Organic, not for the reminders. Only vendors send one, for their own store.
 */

type RenewalCode = 'certificate-empty' | 'certificate-too-large' | 'certificate-type';

/** Sends a renewed certificate for review: its file in the store and its row, or neither. */
export async function sendRenewedCertificate({
  actor,
  upload,
}: {
  actor: Actor;
  /** Details already checked by renewalDetailsSchema. */
  upload: CertificateUpload;
}): Promise<Result<{ certificateId: string }, RenewalCode>> {
  await requireVendor(actor);
  const files = await storeCertificateFiles([upload]);
  // The file is the form's one file field: its refusal goes beside it.
  if (!files.ok) return { ...files, field: 'file' };
  const [stored] = files.stored;
  if (!stored) throw new Error('the certificate was not stored');
  try {
    const [row] = await getDb()
      .insert(vendorCertificates)
      .values({ ...stored, applicationId: null, userId: actor.id, reviewState: 'pending' })
      .returning({ id: vendorCertificates.id });
    if (!row) throw new Error('the certificate was not written');
    return { ok: true, certificateId: row.id };
  } catch (error) {
    await removeCertificateFiles([stored.storageKey]);
    throw error;
  }
}

/** A vendor's certificates as a list shows them, newest first: what was sent, its review and its end. */
export function readCertificatesOf(vendorId: string, db: Executor = getDb()) {
  return db
    .select({
      id: vendorCertificates.id,
      issuer: vendorCertificates.issuer,
      expiresOn: vendorCertificates.expiresOn,
      fileName: vendorCertificates.fileName,
      reviewState: vendorCertificates.reviewState,
      refusalReason: vendorCertificates.refusalReason,
      isRenewal: sql<boolean>`${vendorCertificates.applicationId} is null`,
      uploadedAt: vendorCertificates.uploadedAt,
    })
    .from(vendorCertificates)
    .where(eq(vendorCertificates.userId, vendorId))
    .orderBy(desc(vendorCertificates.uploadedAt), desc(vendorCertificates.id));
}

export type CertificateLine = Awaited<ReturnType<typeof readCertificatesOf>>[number];
