import { randomUUID } from 'node:crypto';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { instructorDocuments } from '~/db/schema/instructors';
import { type Actor, mayTeach, refuseActor, requireSelf } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { privateDirectory, readPrivateFile, removePrivateFiles, writePrivateFile } from '~/utils/private-files.server';
import { findApplicationOf } from './applications.server';
import { checkDocumentFile, DOCUMENT_LIMITS, DOCUMENT_TYPES, type DocumentKind, documentFileName } from './documents';
import { instructorFailure } from './failures';

/*
 * The private store of instructor documents (issue 13): files in the private file store
 * (utils/private-files.server.ts), which nothing serves; rows in instructor_documents say whose
 * they are. A file is written before its row, so a crash leaves at most an unreferenced file.
 */

const STORE = 'instructor-documents';

export function documentDirectory(): string {
  return privateDirectory(STORE);
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

const DOCUMENT_REFUSALS = { empty: 'document-empty', 'too-large': 'document-too-large', type: 'document-type' } as const;

/** Who may send documents: someone who applied to teach (and was not turned down), or who teaches. */
export async function mayUploadDocuments(actor: Actor): Promise<boolean> {
  if (mayTeach(actor)) return true;
  const application = await findApplicationOf(actor.id);
  return application !== null && application.status !== 'rejected';
}

/**
 * Keeps a document the actor sends about themselves (it takes the person, not an id, so nobody
 * files one in someone else's name): its bytes must be a PDF, JPEG or PNG of at most 10 MB.
 */
export async function saveDocument({
  actor,
  kind,
  file,
}: {
  actor: Actor;
  kind: DocumentKind;
  file: File;
}): Promise<Result<{ documentId: string }, 'document-empty' | 'document-too-large' | 'document-type' | 'too-many-documents'>> {
  if (!(await mayUploadDocuments(actor))) refuseActor('apply to teach before sending documents');
  const userId = actor.id;
  const checked = await checkDocumentFile(file);
  if (!checked.ok) return instructorFailure(DOCUMENT_REFUSALS[checked.reason]);
  const { bytes, type } = checked;
  const [held] = await getDb().select({ count: count() }).from(instructorDocuments).where(eq(instructorDocuments.userId, userId));
  if ((held?.count ?? 0) >= DOCUMENT_LIMITS.perPerson) return instructorFailure('too-many-documents');

  const storageKey = `${randomUUID()}.${DOCUMENT_TYPES[type]}`;
  await writePrivateFile(STORE, storageKey, bytes);
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
    await removePrivateFiles(STORE, [storageKey]);
    throw error;
  }
}

/** The document's bytes, or null when its file is gone. */
export function readDocumentFile(document: Pick<InstructorDocument, 'storageKey'>): Promise<Buffer | null> {
  return readPrivateFile(STORE, document.storageKey);
}

/** Removes these stored files (after their rows are gone); a missing file is no error. */
export function removeDocumentFiles(storageKeys: readonly string[]) {
  return removePrivateFiles(STORE, storageKeys);
}

/**
 * Deletes one of the actor's own documents, row and file. Someone else's is refused (an
 * administrator reads documents but does not delete them), checked on the row locked for the
 * delete, so the answer and the change cannot disagree.
 */
export async function deleteDocument({
  actor,
  documentId,
}: {
  actor: Actor;
  documentId: string;
}): Promise<Result<object, 'document-not-found'>> {
  if (!isUuid(documentId)) return instructorFailure('document-not-found');
  const removed = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: instructorDocuments.userId })
      .from(instructorDocuments)
      .where(eq(instructorDocuments.id, documentId))
      .for('update');
    if (!row) return null;
    requireSelf(actor, row.userId, 'someone else’s document');
    const [deleted] = await tx
      .delete(instructorDocuments)
      .where(eq(instructorDocuments.id, documentId))
      .returning({ storageKey: instructorDocuments.storageKey });
    return deleted ?? null;
  });
  if (!removed) return instructorFailure('document-not-found');
  await removeDocumentFiles([removed.storageKey]);
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
