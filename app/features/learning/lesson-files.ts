import { cleanFileName } from '~/utils/file-names';

/*
 * A lesson's files (issue 13): one uploaded video with its captions and up to ten downloadable
 * resources, each
 * known by its own bytes, never by the name or type the browser sent. Pure: the limits, the
 * types, the sniffing and the file route's address, shared by the editor, the lesson page and
 * lesson-files.server.ts.
 */

export const LESSON_FILE_KINDS = ['video', 'captions', 'resource'] as const;
export type LessonFileKind = (typeof LESSON_FILE_KINDS)[number];

const MB = 1024 * 1024;

export const LESSON_FILE_LIMITS = {
  /** A video's default ceiling; LESSON_VIDEO_MAX_MB sets another (lessonVideoMaxBytes). */
  videoMaxMb: 200,
  /** The video's captions (WebVTT): an hour of speech is about 60 KB. */
  captionsMaxBytes: 1 * MB,
  /** One resource (a worksheet, a plan, a photo) at most this big. */
  resourceMaxBytes: 20 * MB,
  /** Resources a lesson keeps at once. */
  resourcesPerLesson: 10,
  /** Kept names, as the table's check allows. */
  fileName: 200,
} as const;

export const VIDEO_TYPES = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;
export type VideoType = keyof typeof VIDEO_TYPES;

/** Captions are WebVTT, the one caption format browsers play in a <track>. */
export const CAPTIONS_TYPE = 'text/vtt';

export const RESOURCE_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'text/plain': 'txt',
  'text/csv': 'csv',
} as const;
export type ResourceType = keyof typeof RESOURCE_TYPES;

/** The lesson editor's forms for its files (the rest of its forms are the lesson's text and settings). */
export const LESSON_FILE_INTENTS = ['upload-video', 'upload-captions', 'upload-resource', 'remove-file'] as const;

/** What the file inputs offer (a hint to the browser's picker; the server decides by the bytes). */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.m4v,.webm';
export const CAPTIONS_ACCEPT = 'text/vtt,.vtt';
export const RESOURCE_ACCEPT =
  'application/pdf,image/jpeg,image/png,image/webp,text/plain,text/csv,.pdf,.jpg,.jpeg,.png,.webp,.txt,.csv';

/** How many first bytes the sniffing needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * A video by its first bytes: MP4 (and its QuickTime-family cousins) open with an `ftyp` box,
 * whose type is at offset 4; WebM is EBML, which opens with 1A 45 DF A3.
 */
export function sniffVideoType(head: Uint8Array): VideoType | null {
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return 'video/mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
}

/**
 * Whether a file opens as WebVTT: the signature "WEBVTT" (after a byte order mark, if any),
 * followed by a space, a tab, a line break or nothing. The rest must be UTF-8 text (createTextCheck).
 */
export function looksLikeWebVtt(head: Uint8Array): boolean {
  const offset = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  if (!startsWith(head, [0x57, 0x45, 0x42, 0x56, 0x54, 0x54], offset)) return false; // WEBVTT
  const next = head[offset + 6];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}

/**
 * A resource that is not text, by its first bytes: PDF, JPEG, PNG or WebP (RIFF….WEBP). Text
 * has no signature: `null` here means "check it as text" (`createTextCheck`).
 */
export function sniffBinaryResourceType(head: Uint8Array): Exclude<ResourceType, 'text/plain' | 'text/csv'> | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Checks a file as text, chunk by chunk, without holding it: every byte must be part of valid
 * UTF-8 and none may be NUL (which no text file holds, and binary files nearly always do).
 */
export function createTextCheck() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let isText = true;
  return {
    push(chunk: Uint8Array) {
      if (!isText) return;
      if (chunk.includes(0)) {
        isText = false;
        return;
      }
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        isText = false;
      }
    },
    /** Whether everything pushed was text (a sequence cut off at the end is not). */
    finish(): boolean {
      if (!isText) return false;
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Text is CSV when its name says so, plain text otherwise: the bytes cannot tell them apart. */
export const textTypeFor = (fileName: string): ResourceType => (/\.csv$/i.test(fileName.trim()) ? 'text/csv' : 'text/plain');

const EXTENSIONS: Record<string, string> = { ...VIDEO_TYPES, ...RESOURCE_TYPES, [CAPTIONS_TYPE]: 'vtt' };

/** The name a lesson file keeps, with the extension of what it really is. */
export function lessonFileName(original: string, type: VideoType | ResourceType | typeof CAPTIONS_TYPE): string {
  return cleanFileName(original, EXTENSIONS[type] ?? 'bin', {
    fallback: type.startsWith('video/') ? 'video' : type === CAPTIONS_TYPE ? 'captions' : 'resource',
    maxLength: LESSON_FILE_LIMITS.fileName,
  });
}

/** The extension a stored file gets (its storage key is a random id and this). */
export const storageExtension = (type: string) => EXTENSIONS[type] ?? 'bin';

/** The short name of a resource's type, for the downloads list (PDF, JPEG, …). */
export const RESOURCE_TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'text/vtt': 'WebVTT',
};
