import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { vendorApplicationEvents, vendorApplications, vendorCertificates, vendorProfiles } from '~/db/schema/vendors';
import { lastFour, type PayoutFormInput } from '~/features/instructors/onboarding.schema';
import { sealPayoutAccount } from '~/features/instructors/payout-seal.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { type CertificateUpload, removeCertificateFiles, storeCertificateFiles } from './certificates.server';
import { vendorFailure } from './failures';
import { canSubmitVendorApplication, VENDOR_TERMS_VERSION, type VendorApplicationInput } from './vendors.schema';

/*
 * Vendor applications (issue 39), as instructors' are: a person applies (or sends the same
 * application again after changes were asked for, or a new one after a rejection); an
 * administrator decides (decide-application.server.ts). One application in play per person, by
 * a partial unique index; every step is kept with who took it and when.
 */

/** The columns of an application its applicant and its reviewers read (never the sealed details). */
export const applicationColumns = {
  id: vendorApplications.id,
  userId: vendorApplications.userId,
  businessName: vendorApplications.businessName,
  contactName: vendorApplications.contactName,
  contactEmail: vendorApplications.contactEmail,
  contactPhone: vendorApplications.contactPhone,
  country: vendorApplications.country,
  offering: vendorApplications.offering,
  website: vendorApplications.website,
  payoutAccountHolder: vendorApplications.payoutAccountHolder,
  payoutCountry: vendorApplications.payoutCountry,
  payoutLast4: vendorApplications.payoutLast4,
  termsAcceptedAt: vendorApplications.termsAcceptedAt,
  termsVersion: vendorApplications.termsVersion,
  status: vendorApplications.status,
  decisionNote: vendorApplications.decisionNote,
  submittedAt: vendorApplications.submittedAt,
  decidedAt: vendorApplications.decidedAt,
};

/** A person's latest application (the one in play, or the last rejected), or null. */
export async function findVendorApplicationOf(userId: string) {
  const [row] = await getDb()
    .select(applicationColumns)
    .from(vendorApplications)
    .where(eq(vendorApplications.userId, userId))
    .orderBy(desc(vendorApplications.submittedAt))
    .limit(1);
  return row ?? null;
}

export type VendorApplication = NonNullable<Awaited<ReturnType<typeof findVendorApplicationOf>>>;

type SubmitCode =
  | 'already-vendor'
  | 'under-review'
  | 'payout-required'
  | 'certificate-missing'
  | 'certificate-empty'
  | 'certificate-too-large'
  | 'certificate-type';

/**
 * Sends the actor's own application (it takes the person, not an id, so nobody applies for
 * someone else): the business, its certificates (checked by their bytes, written to the private
 * store before the rows, and removed again if the rows are not written) and the payout details,
 * sealed. Sent again after changes were asked for, it keeps the certificates and (when `payout`
 * is null) the payout details it had; a new application needs at least one certificate.
 */
export async function submitVendorApplication({
  actor,
  input,
  payout,
  certificates,
  locale,
}: {
  actor: Actor;
  input: VendorApplicationInput;
  /** Null: keep the details already sealed (only when sending the same application again). */
  payout: PayoutFormInput | null;
  certificates: readonly CertificateUpload[];
  locale: string;
}): Promise<Result<{ applicationId: string }, SubmitCode>> {
  const userId = actor.id;
  const [profile] = await getDb()
    .select({ userId: vendorProfiles.userId })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, userId));
  if (profile) return vendorFailure('already-vendor');
  const current = await findVendorApplicationOf(userId);
  if (current && !canSubmitVendorApplication(current.status))
    return vendorFailure(current.status === 'approved' ? 'already-vendor' : 'under-review');
  const isResubmission = current?.status === 'changes_requested';
  if (!isResubmission && certificates.length === 0) return vendorFailure('certificate-missing');
  if (!isResubmission && !payout) return vendorFailure('payout-required');

  const values = {
    businessName: input.businessName,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    country: input.country,
    offering: input.offering,
    website: input.website,
    locale,
    termsAcceptedAt: sql`now()`,
    termsVersion: VENDOR_TERMS_VERSION,
  };
  const sealed = payout
    ? {
        payoutAccountHolder: payout.accountHolder,
        payoutCountry: payout.country,
        payoutDetails: await sealPayoutAccount({ account: payout.account, bankCode: payout.bankCode }),
        payoutLast4: lastFour(payout.account),
      }
    : null;

  const files = await storeCertificateFiles(certificates);
  if (!files.ok) return files;
  const certificateRows = (applicationId: string) =>
    files.stored.map((certificate) => ({ ...certificate, applicationId, userId }));
  try {
    return await getDb()
      .transaction(async (tx) => {
        if (isResubmission && current) {
          const [updated] = await tx
            .update(vendorApplications)
            .set({
              ...values,
              ...sealed,
              status: 'submitted',
              submittedAt: sql`now()`,
              decisionNote: null,
              decidedAt: null,
              decidedBy: null,
            })
            .where(and(eq(vendorApplications.id, current.id), eq(vendorApplications.status, 'changes_requested')))
            .returning({ id: vendorApplications.id });
          if (!updated) return vendorFailure('under-review');
          if (files.stored.length > 0) await tx.insert(vendorCertificates).values(certificateRows(updated.id));
          await tx.insert(vendorApplicationEvents).values({ applicationId: updated.id, action: 'resubmitted', actorId: userId });
          return { ok: true, applicationId: updated.id } as const;
        }
        if (!sealed) throw new Error('a new application needs its payout details');
        const [created] = await tx
          .insert(vendorApplications)
          .values({ ...values, ...sealed, userId })
          .returning({ id: vendorApplications.id });
        if (!created) throw new Error('the application was not saved');
        await tx.insert(vendorCertificates).values(certificateRows(created.id));
        await tx.insert(vendorApplicationEvents).values({ applicationId: created.id, action: 'submitted', actorId: userId });
        return { ok: true, applicationId: created.id } as const;
      })
      .then(async (result) => {
        if (!result.ok) await removeCertificateFiles(files.stored.map((certificate) => certificate.storageKey));
        return result;
      });
  } catch (error) {
    await removeCertificateFiles(files.stored.map((certificate) => certificate.storageKey));
    // Sent twice at once: the one-open-application index lets one through.
    if (isUniqueViolation(error)) return vendorFailure('under-review');
    throw error;
  }
}
