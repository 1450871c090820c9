import { describe, expect, it } from 'vitest';
import { getRequestLanguage } from './i18n.server';

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

describe('getRequestLanguage', () => {
  it('uses the language cookie first, then Accept-Language, then English', async () => {
    expect((await getRequestLanguage(request({ cookie: 'lang=ar', 'accept-language': 'es' }))).code).toBe('ar');
    expect((await getRequestLanguage(request({ 'accept-language': 'es-MX,es;q=0.9' }))).code).toBe('es-MX');
    expect((await getRequestLanguage(request({}))).code).toBe('en');
    expect((await getRequestLanguage(request({ cookie: 'lang=klingon' }))).code).toBe('en');
  });

  it('marks the page with the language it is really written in', async () => {
    const arabic = await getRequestLanguage(request({ cookie: 'lang=ar' }));
    expect(arabic).toMatchObject({ file: 'ar', htmlLang: 'ar', dir: 'rtl' });
    expect(arabic.t('language.label')).toBe('اللغة');
    const colombian = await getRequestLanguage(request({ cookie: 'lang=es-CO' }));
    expect(colombian).toMatchObject({ file: 'es', htmlLang: 'es-CO', dir: 'ltr' });
    // German has no file yet: the text is English, and <html lang> says so.
    const german = await getRequestLanguage(request({ cookie: 'lang=de' }));
    expect(german).toMatchObject({ code: 'de', file: 'en', htmlLang: 'en', dir: 'ltr' });
    expect(german.t('language.label')).toBe('Language');
    // Mexican Spanish has no file of its own yet: Spanish before English, and the page says es.
    const mexican = await getRequestLanguage(request({ cookie: 'lang=es-MX' }));
    expect(mexican).toMatchObject({ code: 'es-MX', file: 'es', htmlLang: 'es', dir: 'ltr' });
    expect(mexican.t('language.label')).toBe('Idioma');
    // Hebrew is written right to left, but until it is translated the page is English, left to right.
    const hebrew = await getRequestLanguage(request({ cookie: 'lang=he' }));
    expect(hebrew).toMatchObject({ file: 'en', htmlLang: 'en', dir: 'ltr' });
  });

  it('versions each file by its content', async () => {
    const english = await getRequestLanguage(request({}));
    expect(english.version).toMatch(/^[0-9a-f]{12}$/);
  });
});
