const MAX_LENGTH = 2048;
/** Resolves a path on its own; never shown, never requested. */
const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

const isSameSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/**
 * Accepts only same-site paths, so a redirect parameter can never send people elsewhere, and
 * gives them back percent-encoded (UTF-8) the way a browser would send them. A Location header
 * carries bytes: a character beyond Latin-1 there fails the whole answer, taking a sign-in's new
 * session cookie with it, and one within Latin-1 would not be read as UTF-8 (issue 11).
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!isSameSitePath(value)) return fallback;
  // Control characters (tabs, newlines) can smuggle a second URL past naive checks; the URL
  // parser would silently drop them, so they are refused before it sees them.
  for (const char of value) if (char.charCodeAt(0) < 0x20) return fallback;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const encoded = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can fold "/.//host" into "//host", which a browser reads as another site; and
  // a header many kilobytes long is refused by proxies.
  return isSameSitePath(encoded) && encoded.length <= MAX_LENGTH ? encoded : fallback;
}
