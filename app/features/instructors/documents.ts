import { cleanFileName } from '~/utils/file-names';

/*
 * Instructor documents (issue 13, /instructor/verification): what may be sent, checked by the
 * file's own bytes, and the name it keeps. Pure, shared by the upload and its tests.
 */

export const DOCUMENT_KINDS = ['identity', 'credential'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LIMITS = {
  /** One file per upload, at most this big (the database refuses bigger). */
  maxBytes: 10 * 1024 * 1024,
  /** Documents a person may keep at once. */
  perPerson: 10,
  fileName: 200,
} as const;

/** The limits as a message quotes them. */
export const DOCUMENT_LIMIT_VARS = { maxMb: DOCUMENT_LIMITS.maxBytes / 1024 / 1024, count: DOCUMENT_LIMITS.perPerson };

export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * What a file is, from its first bytes: a PDF, a JPEG or a PNG, or null for anything else. The
 * browser's word (the part's content type, the name's extension) is never trusted: a script
 * renamed to .pdf is refused.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/**
 * The name a document keeps: the device's name, cleaned (`cleanFileName`), with the extension
 * its real type has; "document" when nothing is left.
 */
export function documentFileName(original: string, type: DocumentType): string {
  return cleanFileName(original, DOCUMENT_TYPES[type], { fallback: 'document', maxLength: DOCUMENT_LIMITS.fileName });
}

export type CheckedDocument =
  | { ok: true; bytes: Uint8Array; type: DocumentType }
  | { ok: false; reason: 'empty' | 'too-large' | 'type' };

/**
 * A sent file checked as a document: not empty, at most `DOCUMENT_LIMITS.maxBytes`, and a PDF,
 * JPEG or PNG by its own bytes. Instructors' documents and vendors' certificates both pass here.
 */
export async function checkDocumentFile(file: File): Promise<CheckedDocument> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > DOCUMENT_LIMITS.maxBytes) return { ok: false, reason: 'too-large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffDocumentType(bytes);
  return type ? { ok: true, bytes, type } : { ok: false, reason: 'type' };
}
