import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';
import { assertSecureUrl, InsecureUrlError, internalUrl } from './safe-url';

describe('outgoing internal URLs (SPEC §5, §8)', () => {
  it('accepts https anywhere and http only on localhost', () => {
    expect(assertSecureUrl('https://shop.example.org/x').hostname).toBe('shop.example.org');
    expect(assertSecureUrl('http://localhost:3000').port).toBe('3000');
    expect(assertSecureUrl('http://127.0.0.1:3000').hostname).toBe('127.0.0.1');
    expect(() => assertSecureUrl('http://shop.example.org')).toThrow(InsecureUrlError);
    expect(() => assertSecureUrl('ftp://shop.example.org')).toThrow('Insecure URL protocol');
    expect(() => assertSecureUrl('not a url')).toThrow(InsecureUrlError);
  });

  it('falls back to the configured production address and reports the error', () => {
    const errors: Error[] = [];
    const url = internalUrl('/orders', 'http://evil.example', 'https://shop.example.org', (error) => errors.push(error));
    expect(url).toBe('https://shop.example.org/orders');
    expect(errors).toHaveLength(1);
    expect(internalUrl('/a', 'https://ok.example', 'https://shop.example.org')).toBe('https://ok.example/a');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeRedirectPath('/checkout?step=2')).toBe('/checkout?step=2');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/ok\n/evil',
      '',
      null,
      42,
    ]) {
      expect(safeRedirectPath(bad, '/')).toBe('/');
    }
  });

  // A Location header carries bytes: a character beyond Latin-1 there fails the whole answer
  // (and with it a sign-in's new session cookie), and one within it is not UTF-8 (issue 11).
  it('percent-encodes what is not ASCII, as UTF-8, in the path, query and fragment', () => {
    expect(safeRedirectPath('/\u3000')).toBe('/%E3%80%80');
    expect(safeRedirectPath('/€')).toBe('/%E2%82%AC');
    expect(safeRedirectPath('/café?q=ü#ñ')).toBe('/caf%C3%A9?q=%C3%BC#%C3%B1');
    expect(safeRedirectPath('/products?q=green tea')).toBe('/products?q=green%20tea');
  });

  it('leaves an encoded address as it is, so encoding twice changes nothing', () => {
    expect(safeRedirectPath('/%E2%82%AC?q=%C3%BC')).toBe('/%E2%82%AC?q=%C3%BC');
    expect(safeRedirectPath(safeRedirectPath('/€ x'))).toBe('/%E2%82%AC%20x');
  });

  it('refuses a path that normalises into another host, and one too long once encoded', () => {
    expect(safeRedirectPath('/.//evil.example', '/')).toBe('/');
    expect(safeRedirectPath('/..//evil.example', '/')).toBe('/');
    expect(safeRedirectPath(`/${'€'.repeat(1000)}`, '/')).toBe('/');
  });
});
