import { describe, expect, it } from 'vitest';
import { fetchTranslations } from './i18n';
import { Translator } from './translator';

describe('fetchTranslations (SPEC §8 fallbacks)', () => {
  const english = { hello: 'Hello' };

  it('uses the requested file when it loads', async () => {
    const result = await fetchTranslations('es', async (file) => (file === 'es' ? { hello: 'Hola' } : english));
    expect(result).toEqual({ file: 'es', bundle: { hello: 'Hola' } });
  });

  it('falls back to English when the file fails, is not JSON, or is empty', async () => {
    const failures: Array<() => unknown> = [
      () => {
        throw new Error('404');
      },
      () => {
        throw new SyntaxError('Unexpected token <');
      },
      () => ({}),
      () => [],
      () => null,
    ];
    for (const failure of failures) {
      const result = await fetchTranslations('ar', async (file) => (file === 'ar' ? failure() : english));
      expect(result).toEqual({ file: 'en', bundle: english });
    }
  });

  it('ends with an empty set when English fails too', async () => {
    const result = await fetchTranslations('ar', async () => {
      throw new Error('offline');
    });
    expect(result).toEqual({ file: 'en', bundle: {} });
  });
});

describe('a translator for one file', () => {
  it('interpolates values and shows the key text for a missing key', () => {
    const i18n = new Translator('en', { greet: 'Hi {{name}}', nested: { a: 'A' } });
    expect(i18n.t('greet', { name: 'Ana' })).toBe('Hi Ana');
    expect(i18n.t('nested.a')).toBe('A');
    expect(i18n.t('missing.key')).toBe('missing.key');
  });

  it('applies the language plural rules', () => {
    const i18n = new Translator('ar', {
      items_zero: 'z',
      items_one: 'o',
      items_two: 't',
      items_few: 'f',
      items_many: 'm',
      items_other: 'x',
    });
    expect([0, 1, 2, 5, 11, 100].map((count) => i18n.t('items', { count }))).toEqual(['z', 'o', 't', 'f', 'm', 'x']);
  });
});
