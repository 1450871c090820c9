import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { instructorDocuments } from '~/db/schema/instructors';
import { getEnv } from '~/utils/env.server';
import type { Outcome } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';
import { DOCUMENT_LIMITS, DOCUMENT_TYPES, type DocumentKind, documentFileName, sniffDocumentType } from './documents';

/*
 * The private store of instructor documents (issue 13): files under DATA_DIR/private, which
 * nothing serves; rows in instructor_documents say whose they are. A file is written before
 * its row and under a temporary name first, so a crash leaves at most an unreferenced file,
 * never a row without one.
 */

export function documentDirectory(): string {
  return path.resolve(getEnv().DATA_DIR, 'private', 'instructor-documents');
}

const columns = {
  id: instructorDocuments.id,
  userId: instructorDocuments.userId,
  kind: instructorDocuments.kind,
  fileName: instructorDocuments.fileName,
  contentType: instructorDocuments.contentType,
  sizeBytes: instructorDocuments.sizeBytes,
  storageKey: instructorDocuments.storageKey,
  uploadedAt: instructorDocuments.uploadedAt,
};

export type InstructorDocument = {
  id: string;
  userId: string;
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  uploadedAt: Date;
};

/** A person's documents, newest first. */
export function listDocuments(userIds: readonly string[]): Promise<InstructorDocument[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return getDb()
    .select(columns)
    .from(instructorDocuments)
    .where(inArray(instructorDocuments.userId, [...userIds]))
    .orderBy(desc(instructorDocuments.uploadedAt));
}

export async function findDocument(id: string): Promise<InstructorDocument | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select(columns).from(instructorDocuments).where(eq(instructorDocuments.id, id));
  return row ?? null;
}

/** Keeps an uploaded document: its bytes must be a PDF, JPEG or PNG of at most 10 MB. */
export async function saveDocument({
  userId,
  kind,
  file,
}: {
  userId: string;
  kind: DocumentKind;
  file: File;
}): Promise<Outcome<{ documentId: string }>> {
  if (file.size === 0) return { ok: false, message: 'instructors.documents.errors.empty', field: 'file' };
  if (file.size > DOCUMENT_LIMITS.maxBytes) return { ok: false, message: 'instructors.documents.errors.tooLarge', field: 'file' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffDocumentType(bytes);
  if (!type) return { ok: false, message: 'instructors.documents.errors.type', field: 'file' };
  const [held] = await getDb().select({ count: count() }).from(instructorDocuments).where(eq(instructorDocuments.userId, userId));
  if ((held?.count ?? 0) >= DOCUMENT_LIMITS.perPerson) return { ok: false, message: 'instructors.documents.errors.tooMany' };

  const storageKey = `${randomUUID()}.${DOCUMENT_TYPES[type]}`;
  const directory = documentDirectory();
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  const target = path.join(directory, storageKey);
  const temporary = `${target}.part`;
  await fs.writeFile(temporary, bytes, { mode: 0o600 });
  await fs.rename(temporary, target);
  try {
    const [row] = await getDb()
      .insert(instructorDocuments)
      .values({
        userId,
        kind,
        fileName: documentFileName(file.name, type),
        contentType: type,
        sizeBytes: bytes.byteLength,
        storageKey,
      })
      .returning({ id: instructorDocuments.id });
    if (!row) throw new Error('the document was not recorded');
    return { ok: true, documentId: row.id };
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
}

/** The document's bytes, or null when its file is gone. */
export async function readDocumentFile(document: Pick<InstructorDocument, 'storageKey'>): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(documentDirectory(), path.basename(document.storageKey)));
  } catch {
    return null;
  }
}

/** Removes these stored files (after their rows are gone); a missing file is no error. */
export async function removeDocumentFiles(storageKeys: readonly string[]) {
  await Promise.all(storageKeys.map((key) => fs.rm(path.join(documentDirectory(), path.basename(key)), { force: true })));
}

/** Deletes one of the person's own documents, row and file. */
export async function deleteDocument({ userId, documentId }: { userId: string; documentId: string }): Promise<Outcome> {
  if (!isUuid(documentId)) return { ok: false, message: 'instructors.documents.errors.notFound' };
  const [row] = await getDb()
    .delete(instructorDocuments)
    .where(and(eq(instructorDocuments.id, documentId), eq(instructorDocuments.userId, userId)))
    .returning({ storageKey: instructorDocuments.storageKey });
  if (!row) return { ok: false, message: 'instructors.documents.errors.notFound' };
  await removeDocumentFiles([row.storageKey]);
  return { ok: true };
}

/** The storage keys of a person's documents (for erasing them with the account). */
export async function storageKeysOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: instructorDocuments.storageKey })
    .from(instructorDocuments)
    .where(eq(instructorDocuments.userId, userId));
  return rows.map((row) => row.key);
}
