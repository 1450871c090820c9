import type { NextFunction, Request, Response } from 'express';
import { CART_COOKIE } from '~/features/cart/cart-rules';
import { isLanguageCode, LANGUAGE_COOKIE, negotiateLanguage } from '~/i18n/languages';
import { readCookie } from '~/utils/cookies';
import { TIME_ZONE_COOKIE } from '~/utils/format-date';
import { compressPieces, gzipJoined, joinPieces } from './gzip-pieces';

/**
 * A short-lived cache of rendered pages for visitors with nothing personal on the
 * request: no cookies but the language, affiliate and cart ones. A signed-in person (or
 * anyone with a one-time flash message) always gets a fresh render. Each instance keeps its
 * own copy; nothing in it is needed by another instance.
 *
 * A request the cache may answer is marked `res.locals.sharedPage`, and loaders see it as
 * `context.sharedPage`: what they render then goes to every visitor, so nothing in it may
 * depend on the cart cookie (the header's cart count is fetched by the browser instead).
 *
 * Every response still gets its own CSP nonce: a stored page is kept as bytes cut where
 * its nonce was, plain and gzipped (gzip-pieces.ts), and a hit joins them with the new
 * response's nonce, so a hit neither re-encodes nor re-compresses the page.
 */
export type PageCacheOptions = { ttlMs: number; maxEntries: number };

/**
 * A stored page: its bytes cut where the CSP nonce goes, and each piece gzipped, so a hit only
 * copies bytes together (plain, or gzip for the browsers that ask, which is all of them).
 */
type Entry = {
  status: number;
  headers: Record<string, string>;
  parts: Buffer[];
  gzipped: Buffer[];
  /** The stored nonce's length; gzipped pieces are only valid joined by a nonce this long. */
  nonceLength: number;
  expires: number;
};

/** The body cut at every occurrence of the nonce (which is ASCII, so it never splits a character). */
function splitAt(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(nonce, start); at !== -1; at = body.indexOf(nonce, start)) {
    parts.push(body.subarray(start, at));
    start = at + nonce.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** Asked for gzip, explicitly (no header at all means the client may not decode it). */
function wantsGzip(req: Request): boolean {
  return Boolean(req.get('accept-encoding')) && req.acceptsEncodings('gzip', 'identity') === 'gzip';
}

/** How long an expired page may still be served while one request renders its successor. */
const STALE_GRACE_MS = 30_000;
/**
 * Cookies a shared render never reads, so a request carrying only these may be answered with
 * another visitor's page. The key holds what the page does depend on (language, address). A
 * page that reads one of them says `private, no-store` (the cart page), or reads it only when not
 * shared: the header's cart count is fetched by the browser, and dates are rendered in UTC and
 * shown in the reader's own zone after hydration (`renderTimeZone`, decision 0071).
 */
const SHAREABLE_COOKIES = new Set([LANGUAGE_COOKIE, 'aff_code', CART_COOKIE, TIME_ZONE_COOKIE]);
const KEPT_HEADERS = ['content-type', 'vary', 'cache-control', 'content-language', 'link'];

function hasPersonalCookies(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((part) => {
    const name = part.split('=')[0]?.trim();
    return Boolean(name) && !SHAREABLE_COOKIES.has(name as string);
  });
}

/** Whether a response may be kept for other visitors: a shared HTML page, found or not found. */
function mayKeep(res: Response): boolean {
  const type = String(res.getHeader('content-type') ?? '');
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return (
    (res.statusCode === 200 || res.statusCode === 404) &&
    type.startsWith('text/html') &&
    !res.getHeader('set-cookie') &&
    // Pages that act on a one-time link (verify, reset) say so and are never reused.
    !/no-store|private/.test(cacheControl)
  );
}

export function pageCache({ ttlMs, maxEntries }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  // Keys being re-rendered right now: other requests get the stale copy meanwhile, so an
  // expiry costs one render instead of one per waiting request.
  const refreshing = new Set<string>();

  const keyFor = (req: Request) => {
    const cookieLanguage = readCookie(req.get('cookie'), LANGUAGE_COOKIE);
    const language = isLanguageCode(cookieLanguage) ? cookieLanguage : negotiateLanguage(req.get('accept-language'));
    return `${language} ${req.originalUrl}`;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const accept = req.get('accept') ?? '';
    const cacheable =
      ttlMs > 0 &&
      req.method === 'GET' &&
      !req.path.endsWith('.data') &&
      !req.path.startsWith('/api/') &&
      (accept === '' || accept.includes('text/html') || accept.includes('*/*')) &&
      !hasPersonalCookies(req.get('cookie'));
    if (!cacheable) return next();
    res.locals.sharedPage = true;

    const nonce = res.locals.cspNonce as string;
    const key = keyFor(req);
    const hit = entries.get(key);
    const now = Date.now();
    if (hit && (hit.expires > now || (refreshing.has(key) && hit.expires + STALE_GRACE_MS > now))) {
      // Refresh its place in the LRU order.
      entries.delete(key);
      entries.set(key, hit);
      res.status(hit.status);
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader('X-Page-Cache', 'hit');
      const glue = Buffer.from(nonce);
      res.vary('Accept-Encoding');
      if (wantsGzip(req) && glue.length === hit.nonceLength) {
        // Already encoded, so the compression middleware leaves it alone.
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipJoined(hit.parts, hit.gzipped, glue));
      } else {
        res.end(joinPieces(hit.parts, glue));
      }
      return;
    }

    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    // Whether what is being written could be kept, known from the headers by the first write. A
    // response that cannot (a lesson's video, a download) is never copied into memory: a 200 MB
    // video streamed to a visitor would otherwise be held whole until it ended.
    let isKeepable: boolean | undefined;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      isKeepable ??= mayKeep(res);
      if (!isKeepable) return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];
    res.setHeader('X-Page-Cache', 'miss');
    refreshing.add(key);
    res.on('close', () => refreshing.delete(key));
    res.on('finish', () => {
      refreshing.delete(key);
      if (isKeepable === false || !mayKeep(res)) return;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const parts = splitAt(Buffer.concat(chunks), nonce);
      entries.set(key, {
        status: res.statusCode,
        headers,
        parts,
        gzipped: compressPieces(parts, nonce.length),
        nonceLength: nonce.length,
        expires: Date.now() + ttlMs,
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    });
    next();
  };
}
