import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export type SecurityHeaderOptions = {
  isDev: boolean;
  /** Other servers the pages may connect to: the LiveKit server, when live classes use one. */
  connectSources?: readonly string[];
};

/** A fresh nonce per response; scripts without it do not run. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, { isDev, connectSources = [] }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' lets our nonce'd entry load its own module chunks.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    // Inline style attributes are allowed (the toast library sets positions); inline scripts never are.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // 'self' covers our own ws:/wss: (the live rooms' socket) in CSP Level 3 browsers.
    'connect-src': isDev ? ["'self'", 'ws:', 'wss:'] : ["'self'", ...connectSources],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The headers every answer carries, whatever it holds (the CSP is set apart: see below). */
function setCommonHeaders(req: Request, res: Response) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(), payment=(self)');
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}

export function securityHeaders(options: SecurityHeaderOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    setCommonHeaders(req, res);
    next();
  };
}

/** A policy for answers that are never a document (no script, style or frame may come of them). */
export const NO_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The same headers for an endpoint answered before the pages' middleware (the affiliate tracking
 * endpoint, decision 0094): no nonce to make, since its answers (204, or a short JSON error) are
 * never rendered as a page, so a fixed policy that allows nothing.
 */
export function setEndpointSecurityHeaders(req: Request, res: Response) {
  res.setHeader('Content-Security-Policy', NO_DOCUMENT_POLICY);
  setCommonHeaders(req, res);
}

/** The origin (scheme, host and port) of a web address; anything else, or a malformed one, has none. */
export function webOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser's Origin header names our own site: SITE_URL's origin, or the whole origin
 * (scheme, host and port) the request was made to. "null" and malformed Origins are not ours.
 */
export function isOwnOrigin(
  origin: string | undefined,
  { scheme, host, siteOrigin }: { scheme: string; host: string | undefined; siteOrigin: string | null },
): boolean {
  const claimed = origin ? webOrigin(origin) : null;
  return claimed !== null && (claimed === siteOrigin || claimed === webOrigin(`${scheme}://${host ?? ''}`));
}

export type SameOriginOptions = {
  /** SITE_URL: its origin is always our own, whatever scheme the request arrived with. */
  siteUrl?: string;
};

/**
 * Refuses state-changing requests that a browser marks as coming from another site (CSRF),
 * before any route code runs. An Origin must be the whole origin the request was made to:
 * scheme, host and port. The scheme is the one Express sees, which takes X-Forwarded-Proto only
 * from a trusted proxy (TRUST_PROXY); the configured site address is accepted too, for a proxy
 * that ends TLS without saying so. Comparing hosts alone let an https page write to the http
 * site (issue 11).
 */
export function sameOriginWrites({ siteUrl }: SameOriginOptions = {}) {
  const safe = new Set(['GET', 'HEAD', 'OPTIONS']);
  const siteOrigin = siteUrl ? webOrigin(siteUrl) : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (safe.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    // "null" (a sandboxed frame, a data: page) and malformed Origins have no web origin: refused.
    const crossSite =
      fetchSite === 'cross-site' ||
      (origin !== undefined && !isOwnOrigin(origin, { scheme: req.protocol, host: req.get('host'), siteOrigin }));
    if (crossSite) {
      res.status(403).type('text/plain').send('Cross-site requests cannot change anything here.');
      return;
    }
    next();
  };
}
