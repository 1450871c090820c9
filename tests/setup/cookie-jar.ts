/** One Set-Cookie header, split into its name, value and attributes (names lower-case). */
export type SetCookie = { name: string; value: string; attributes: Map<string, string | true> };

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const index = pair.indexOf('=');
  const attributes = new Map<string, string | true>();
  for (const part of rest) {
    const at = part.indexOf('=');
    if (at === -1) attributes.set(part.trim().toLowerCase(), true);
    else attributes.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), attributes };
}

/** The Set-Cookie headers of a response, parsed. */
export const setCookiesOf = (headers: Headers): SetCookie[] => headers.getSetCookie().map(parseSetCookie);

/**
 * What a browser keeps between requests: apply each response's Set-Cookie headers (an empty
 * value or Max-Age=0 deletes the cookie), then send `header()` as the Cookie header.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(headers?: Headers) {
    if (headers) this.apply(headers);
  }

  apply(headers: Headers): this {
    for (const cookie of setCookiesOf(headers)) {
      const maxAge = cookie.attributes.get('max-age');
      const expires = cookie.attributes.get('expires');
      const isExpired =
        cookie.value === '' ||
        (typeof maxAge === 'string' && Number(maxAge) <= 0) ||
        (typeof expires === 'string' && Date.parse(expires) <= Date.now());
      if (isExpired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
