import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_MS,
  extractAffiliateCode,
  isValidAffiliateCode,
  readAffiliateCode,
  STORAGE_CODE_KEY,
  STORAGE_EXPIRY_KEY,
  storeAffiliateCode,
  stripAttributionParams,
} from './attribution';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('affiliate attribution (SPEC §4, §9)', () => {
  it('reads the code from ref, affiliate, aff, source or utm_source, in that order', () => {
    expect(extractAffiliateCode('?utm_source=news&aff=amy', '')).toBe('amy');
    expect(extractAffiliateCode('?source=s1&ref=first', '')).toBe('first');
    expect(extractAffiliateCode('?utm_source=mail', '')).toBe('mail');
    expect(extractAffiliateCode('?affiliate=grow_42', '')).toBe('grow_42');
  });

  it('reads the hash when the query has no code', () => {
    expect(extractAffiliateCode('', '#ref=hashcode')).toBe('hashcode');
    expect(extractAffiliateCode('?page=2', '#aff=abc')).toBe('abc');
    expect(extractAffiliateCode('', '#section-2')).toBeUndefined();
  });

  it('ignores codes that are empty, too long or contain markup', () => {
    expect(extractAffiliateCode('?ref=', '')).toBeUndefined();
    expect(extractAffiliateCode(`?ref=${'a'.repeat(65)}`, '')).toBeUndefined();
    expect(extractAffiliateCode('?ref=%3Cscript%3E', '')).toBeUndefined();
    expect(isValidAffiliateCode('ok-code_1')).toBe(true);
  });

  it('removes ref and affiliate from the address and keeps the rest', () => {
    expect(stripAttributionParams('?ref=a&page=2')).toBe('?page=2');
    expect(stripAttributionParams('?affiliate=a')).toBe('');
    expect(stripAttributionParams('?aff=a')).toBeNull();
    expect(stripAttributionParams('')).toBeNull();
  });

  it('keeps a code for 90 days and drops it once expired', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 1);
    storeAffiliateCode(storage, 'amy', now);
    expect(Number(storage.values.get(STORAGE_EXPIRY_KEY))).toBe(now + ATTRIBUTION_MS);
    expect(readAffiliateCode(storage, now + ATTRIBUTION_MS - 1)).toBe('amy');
    expect(readAffiliateCode(storage, now + ATTRIBUTION_MS)).toBeUndefined();
    expect(storage.values.has(STORAGE_CODE_KEY)).toBe(false);
    expect(storage.values.has(STORAGE_EXPIRY_KEY)).toBe(false);
  });
});
