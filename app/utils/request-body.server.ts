import { data } from 'react-router';

import { BODY_LIMITS, UPLOAD_FORM_OVERHEAD } from './body-limits';
import { getEnv } from './env.server';

export type BodyKind = keyof typeof BODY_LIMITS;

/** A product's edit page (/inventory/<uuid>, or a vendor's /vendors/dashboard/products/<uuid>), whose action takes photo uploads. */
const PRODUCT_EDITOR =
  /^\/(inventory|vendors\/dashboard\/products)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const JSON_PATHS = new Set(['/api/page-views', '/api/security-events', '/api/attribution', '/api/affiliate-pixel-track']);

/** The pages that take an instructor's documents. */
const DOCUMENT_PATHS = new Set(['/instructor/verification', '/instructor-verification']);

/** The vendor application's addresses, which take its certificates, and the dashboard, which takes a renewed one (decision 0102). */
const CERTIFICATE_PATHS = new Set(['/vendors/onboard', '/vendors/onboard-new', '/vendors/dashboard']);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A lesson's editor, whose action takes the lesson's video and resources. */
const LESSON_EDITOR = new RegExp(`^/instructor-dashboard/courses/${UUID}/lessons/${UUID}$`);
/** The course editor: its cover picture is uploaded there, as a product photo is to its product's page. */
const COURSE_EDITOR = new RegExp(`^/instructor-dashboard/courses/${UUID}$`);
/** A blog post's editor takes its cover picture, like a course's. */
const BLOG_EDITOR = new RegExp(`^/blog/admin/${UUID}$`);

/** A lesson upload's body: the larger of a video (LESSON_VIDEO_MAX_MB) and a resource (20 MB), plus the form. */
function lessonFilesLimit(): number {
  return Math.max(getEnv().LESSON_VIDEO_MAX_MB, 20) * 1024 * 1024 + UPLOAD_FORM_OVERHEAD;
}

/**
 * The limit for a request to `pathname`; an address not listed is a form's. The upload limits
 * are for file uploads only: given the request's content type, any other form posted to an
 * upload address (saving a product's details, adjusting stock) keeps a form's limit. A body that
 * names no type keeps the address's limit: what it is, the route finds out when it parses it.
 */
export function bodyLimitFor(pathname: string, contentType?: string | null): { kind: BodyKind; maxBytes: number } {
  // React Router's own fetches post to the page's address plus ".data" (/_root.data for "/").
  const path = pathname
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/\/+$/, '');
  const kind: BodyKind = path.startsWith('/api/webhooks/')
    ? 'webhook'
    : path === '/inventory'
      ? 'upload'
      : PRODUCT_EDITOR.test(path) || COURSE_EDITOR.test(path) || BLOG_EDITOR.test(path)
        ? 'photos'
        : DOCUMENT_PATHS.has(path)
          ? 'documents'
          : CERTIFICATE_PATHS.has(path)
            ? 'certificates'
            : LESSON_EDITOR.test(path)
              ? 'lessonFiles'
              : JSON_PATHS.has(path)
                ? 'json'
                : 'form';
  const isFileUpload =
    kind === 'upload' || kind === 'photos' || kind === 'documents' || kind === 'certificates' || kind === 'lessonFiles';
  if (isFileUpload && contentType != null && !/^multipart\/form-data\b/i.test(contentType))
    return { kind: 'form', maxBytes: BODY_LIMITS.form };
  return { kind, maxBytes: kind === 'lessonFiles' ? lessonFilesLimit() : BODY_LIMITS[kind] };
}

export type ReadBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413 };

/**
 * The request's body, read with a ceiling: a declared length over `maxBytes` is refused unread,
 * and a streamed (chunked) body is refused as soon as it passes it, so no more than that is ever
 * held. A body that fails while it is read (the client went away, or the server cut it off at
 * its limit) is a 400, never a thrown error.
 */
export async function readBody(request: Request, maxBytes: number): Promise<ReadBody> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** `readBody` as UTF-8 text (JSON bodies, webhooks signed over their exact text). */
export async function readBodyText(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; status: 400 | 413 }> {
  const read = await readBody(request, maxBytes);
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read;
}

/**
 * A JSON API's body: parsed, or the answer to send instead (413 over the limit, 400 when it
 * cannot be read or is not JSON), always with an `error` message.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; body: unknown } | { ok: false; response: ReturnType<typeof data<{ error: string }>> }> {
  const refuse = (error: string, status: number) => ({ ok: false as const, response: data({ error }, { status }) });
  const read = await readBodyText(request, maxBytes);
  if (!read.ok) return refuse(read.status === 413 ? 'Body too large' : 'Unreadable body', read.status);
  try {
    return { ok: true, body: JSON.parse(read.text) as unknown };
  } catch {
    return refuse('Expected a JSON body', 400);
  }
}
