import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { vendorCertificates } from '~/db/schema/vendors';
import { checkDocumentFile, DOCUMENT_TYPES, type DocumentType, documentFileName } from '~/features/instructors/documents';
import type { Failure } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { readPrivateFile, removePrivateFiles, writePrivateFile } from '~/utils/private-files.server';
import { vendorFailure } from './failures';
import type { CertificateDetails } from './vendors.schema';

/*
 * Vendors' organic and regenerative certificates (issue 39): files in the private store, checked
 * by their bytes as instructors' documents are (PDF, JPEG or PNG, up to 10 MB), rows in
 * vendor_certificates written in the application's own transaction. Administrators read them
 * through /admin/vendors/certificates/:certificateId; nothing else serves them.
 */

export const CERTIFICATE_STORE = 'vendor-certificates';

export type CertificateUpload = CertificateDetails & { file: File };

/** A checked certificate, its file in the store, waiting for its row. */
export type StoredCertificate = CertificateDetails & {
  fileName: string;
  contentType: DocumentType;
  sizeBytes: number;
  storageKey: string;
};

const REFUSALS = { empty: 'certificate-empty', 'too-large': 'certificate-too-large', type: 'certificate-type' } as const;

/**
 * Checks every certificate's bytes first, then writes them all to the store: either every file
 * is there (and the caller writes the rows, or removes them with `removeCertificateFiles` when
 * its transaction fails), or none is and the failure says which one was refused.
 */
export async function storeCertificateFiles(
  uploads: readonly CertificateUpload[],
): Promise<
  { ok: true; stored: StoredCertificate[] } | Failure<'certificate-empty' | 'certificate-too-large' | 'certificate-type'>
> {
  const checked = [];
  for (const [index, upload] of uploads.entries()) {
    const result = await checkDocumentFile(upload.file);
    if (!result.ok) return vendorFailure(REFUSALS[result.reason], { field: `certificate${index}` });
    checked.push({ upload, bytes: result.bytes, type: result.type });
  }
  const stored: StoredCertificate[] = [];
  try {
    for (const { upload, bytes, type } of checked) {
      const storageKey = `${randomUUID()}.${DOCUMENT_TYPES[type]}`;
      await writePrivateFile(CERTIFICATE_STORE, storageKey, bytes);
      stored.push({
        issuer: upload.issuer,
        expiresOn: upload.expiresOn,
        fileName: documentFileName(upload.file.name, type),
        contentType: type,
        sizeBytes: bytes.byteLength,
        storageKey,
      });
    }
  } catch (error) {
    await removeCertificateFiles(stored.map((certificate) => certificate.storageKey));
    throw error;
  }
  return { ok: true, stored };
}

export function removeCertificateFiles(storageKeys: readonly string[]) {
  return removePrivateFiles(CERTIFICATE_STORE, storageKeys);
}

const columns = {
  id: vendorCertificates.id,
  applicationId: vendorCertificates.applicationId,
  userId: vendorCertificates.userId,
  issuer: vendorCertificates.issuer,
  expiresOn: vendorCertificates.expiresOn,
  fileName: vendorCertificates.fileName,
  contentType: vendorCertificates.contentType,
  sizeBytes: vendorCertificates.sizeBytes,
  storageKey: vendorCertificates.storageKey,
  uploadedAt: vendorCertificates.uploadedAt,
};

/** The certificates of some applications, newest first. */
export function listCertificates(applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return getDb()
    .select(columns)
    .from(vendorCertificates)
    .where(inArray(vendorCertificates.applicationId, [...applicationIds]))
    .orderBy(desc(vendorCertificates.uploadedAt));
}

export type VendorCertificate = Awaited<ReturnType<typeof listCertificates>>[number];

export async function findCertificate(id: string): Promise<VendorCertificate | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select(columns).from(vendorCertificates).where(eq(vendorCertificates.id, id));
  return row ?? null;
}

/** A certificate's bytes, or null when its file is gone. */
export function readCertificateFile(certificate: Pick<VendorCertificate, 'storageKey'>) {
  return readPrivateFile(CERTIFICATE_STORE, certificate.storageKey);
}
