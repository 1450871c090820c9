/**
 * SPEC §5, §8: outgoing internal URLs must be https (localhost allowed). An insecure
 * one is an error; callers that must not fail fall back to the configured address.
 */
export class InsecureUrlError extends Error {
  constructor(url: string) {
    super(`Insecure URL protocol: ${url} (only https, or http on localhost, is allowed)`);
    this.name = 'InsecureUrlError';
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isSecureUrl(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'));
}

export function assertSecureUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InsecureUrlError(value);
  }
  if (!isSecureUrl(url)) throw new InsecureUrlError(value);
  return url;
}

/** Builds an absolute URL on our own site; an insecure base falls back to `fallbackBase`. */
export function internalUrl(
  path: string,
  base: string,
  fallbackBase: string,
  onInsecure: (error: InsecureUrlError) => void = () => {},
): string {
  let origin: URL;
  try {
    origin = assertSecureUrl(base);
  } catch (error) {
    onInsecure(error as InsecureUrlError);
    origin = assertSecureUrl(fallbackBase);
  }
  return new URL(path, origin).toString();
}
