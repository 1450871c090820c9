/** SPEC §4, §9: which parameters carry an affiliate code, in order of precedence. */
export const AFFILIATE_PARAMS = ['ref', 'affiliate', 'aff', 'source', 'utm_source'] as const;
/** Parameters removed from the address bar once the code is stored. */
export const STRIPPED_PARAMS = ['ref', 'affiliate'] as const;
export const ATTRIBUTION_DAYS = 90;
export const ATTRIBUTION_MS = ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;
export const AFFILIATE_COOKIE = 'aff_code';
export const STORAGE_CODE_KEY = 'aff_code';
export const STORAGE_EXPIRY_KEY = 'aff_expiry';

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isValidAffiliateCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** The first valid code in the query string, then in the hash (`#ref=abc`). */
export function extractAffiliateCode(search: string, hash: string): string | undefined {
  for (const source of [search, hash.replace(/^#/, '')]) {
    if (!source) continue;
    const params = new URLSearchParams(source.startsWith('?') ? source.slice(1) : source);
    for (const name of AFFILIATE_PARAMS) {
      const value = params.get(name)?.trim();
      if (isValidAffiliateCode(value)) return value;
    }
  }
  return undefined;
}

/** The query string without `ref` and `affiliate`, or null when nothing changes. */
export function stripAttributionParams(search: string): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const name of STRIPPED_PARAMS) {
    if (params.has(name)) {
      params.delete(name);
      changed = true;
    }
  }
  if (!changed) return null;
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storeAffiliateCode(storage: StorageLike, code: string, now = Date.now()) {
  storage.setItem(STORAGE_CODE_KEY, code);
  storage.setItem(STORAGE_EXPIRY_KEY, String(now + ATTRIBUTION_MS));
}

/** Reads the stored code; an expired or malformed one is dropped (SPEC §4). */
export function readAffiliateCode(storage: StorageLike, now = Date.now()): string | undefined {
  const code = storage.getItem(STORAGE_CODE_KEY);
  const expiry = Number(storage.getItem(STORAGE_EXPIRY_KEY));
  if (!isValidAffiliateCode(code) || !Number.isFinite(expiry) || expiry <= now) {
    storage.removeItem(STORAGE_CODE_KEY);
    storage.removeItem(STORAGE_EXPIRY_KEY);
    return undefined;
  }
  return code;
}
