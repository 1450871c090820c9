import { data } from 'react-router';

/**
 * How big a request body may be, in one place (issue 11). The server refuses a bigger body with
 * 413 before anything reads it (`server/body-limits.ts`, by the address's kind below); routes
 * that read a raw body read it through `readBody`, with the same limit, so that they never buffer
 * more than it either, also when called without the server.
 */
export const BODY_LIMITS = {
  /**
   * Every form, and everything not named below. The largest is the product editor: a
   * 20,000-character description, percent-encoded at up to 9 bytes a character, plus the rest.
   */
  form: 256 * 1024,
  /** JSON the browser sends on its own: page views, security events (4 KB of details), affiliate codes. */
  json: 8 * 1024,
  /** Payment providers' webhooks; Stripe's events are a few kilobytes. */
  webhook: 256 * 1024,
  /** The inventory CSV import: its 1 MB file, plus the multipart framing and the form's other fields. */
  upload: 1024 * 1024 + 64 * 1024,
} as const;

export type BodyKind = keyof typeof BODY_LIMITS;

const JSON_PATHS = new Set(['/api/page-views', '/api/security-events', '/api/attribution']);

/** The limit for a request to `pathname`; an address not listed is a form's. */
export function bodyLimitFor(pathname: string): { kind: BodyKind; maxBytes: number } {
  // React Router's own fetches post to the page's address plus ".data" (/_root.data for "/").
  const path = pathname
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/\/+$/, '');
  const kind: BodyKind = path.startsWith('/api/webhooks/')
    ? 'webhook'
    : path === '/inventory'
      ? 'upload'
      : JSON_PATHS.has(path)
        ? 'json'
        : 'form';
  return { kind, maxBytes: BODY_LIMITS[kind] };
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
