import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguageCode,
  isTranslated,
  LANGUAGES,
  languageFileOf,
  negotiateLanguage,
  pageLanguageOf,
  resolveTranslationFile,
  translationChainOf,
} from './languages';

describe('language options', () => {
  it('offers every language group of SPEC §3 with unique, non-empty codes', () => {
    const codes = LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => code.length > 0)).toBe(true);
    for (const code of [
      'en',
      'en-GB',
      'en-JM',
      'es',
      'es-MX',
      'fr',
      'fr-CA',
      'pt',
      'pt-BR',
      'de',
      'hi',
      'zh',
      'ar',
      'he',
      'fa',
      'sw',
      'am',
      'fr-HT',
      'pa',
      'ur',
      'te',
    ]) {
      expect(codes).toContain(code);
    }
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(57);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('gives each option a name, a flag emoji and a two-letter country code', () => {
    for (const language of LANGUAGES) {
      expect(language.name.trim()).not.toBe('');
      expect(language.countryCode).toMatch(/^[A-Z]{2}$/);
      expect([...language.flag]).toHaveLength(2);
    }
  });

  it('maps regional variants to their base file as SPEC §7 says', () => {
    expect(languageFileOf('es-CO')).toBe('es');
    expect(languageFileOf('es-PR')).toBe('es');
    expect(languageFileOf('es-MX')).toBe('es-MX');
    expect(languageFileOf('es-AR')).toBe('es-AR');
    expect(languageFileOf('fr-CH')).toBe('fr');
    expect(languageFileOf('fr-HT')).toBe('ht');
    expect(languageFileOf('en-NZ')).toBe('en');
    expect(languageFileOf('en-TT')).toBe('en-BS');
    expect(languageFileOf('ja')).toBe('ja');
  });

  it('falls back to the base language, then English, for a language whose file is not shipped yet', () => {
    expect(translationChainOf('es-MX')).toEqual(['es-MX', 'es', 'en']);
    expect(translationChainOf('en-TT')).toEqual(['en-BS', 'en']);
    expect(translationChainOf('fr-HT')).toEqual(['ht', 'fr', 'en']);
    expect(translationChainOf('de')).toEqual(['de', 'en']);
    expect(translationChainOf('en')).toEqual(['en']);
    expect(resolveTranslationFile('es-CL')).toBe('es');
    expect(resolveTranslationFile('ar')).toBe('ar');
    expect(resolveTranslationFile('de')).toBe('en');
    // SPEC §7 keeps es-MX and es-AR as their own files; until they exist, Spanish (issue 35, point 8).
    expect(resolveTranslationFile('es-MX')).toBe('es');
    expect(resolveTranslationFile('es-AR')).toBe('es');
    expect(resolveTranslationFile('en-BB')).toBe('en');
  });

  it('names the language a page is really written in', () => {
    expect(pageLanguageOf('es-CO', 'es')).toBe('es-CO');
    expect(pageLanguageOf('es-MX', 'es')).toBe('es');
    expect(pageLanguageOf('de', 'en')).toBe('en');
    expect(pageLanguageOf('en-GB', 'en')).toBe('en-GB');
    expect(pageLanguageOf('ar', 'ar')).toBe('ar');
  });

  it('tells the translated options from those that show English for now', () => {
    expect(['en', 'en-JM', 'en-TT', 'es', 'es-MX', 'es-AR', 'es-PR', 'ar'].every(isTranslated)).toBe(true);
    expect(['de', 'he', 'fr', 'fr-HT', 'pt-BR', 'zh', 'te'].some(isTranslated)).toBe(false);
    // Today 38 of the 59 options wait for their translation.
    expect(LANGUAGES.filter((language) => !isTranslated(language.code))).toHaveLength(38);
  });

  it('lays out Arabic, Hebrew, Persian and Urdu right to left', () => {
    expect(['ar', 'he', 'fa', 'ur'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('es-MX')).toBe('ltr');
  });

  it('rejects empty and unknown codes', () => {
    expect(isLanguageCode('')).toBe(false);
    expect(isLanguageCode('xx')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
    expect(isLanguageCode('es-MX')).toBe(true);
  });

  it('negotiates Accept-Language by quality, exact match, then base language', () => {
    expect(negotiateLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es-MX');
    expect(negotiateLanguage('de-AT,fr;q=0.5')).toBe('de');
    expect(negotiateLanguage('en;q=0.2, ar;q=0.9')).toBe('ar');
    expect(negotiateLanguage('xx, *;q=0.1')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('pt-br')).toBe('pt-BR');
  });
});
