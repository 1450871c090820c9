import { type SiteVariables, type TranslationBundle, Translator } from './translator';

export type { SiteVariables, TranslationBundle } from './translator';

/**
 * A translator for one translation file: one per page in the browser, one per file on the
 * server. Its language is the file's name (en, es, ar...), not the visitor's code.
 * `{{siteName}}` works in any string (page titles, descriptions, menus), not only where a
 * caller remembered to pass it.
 */
export function createI18n(file: string, bundle: TranslationBundle, site?: SiteVariables): Translator {
  return new Translator(file, bundle, site);
}

export function isUsableBundle(value: unknown): value is TranslationBundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
}

/**
 * Loads a translation file as SPEC §8 asks: a file that fails (not ok, not JSON,
 * empty) falls back to English; if English fails too, an empty set.
 */
export async function fetchTranslations(
  file: string,
  fetchFile: (file: string) => Promise<unknown>,
): Promise<{ file: string; bundle: TranslationBundle }> {
  for (const candidate of file === 'en' ? ['en'] : [file, 'en']) {
    try {
      const bundle = await fetchFile(candidate);
      if (isUsableBundle(bundle)) return { file: candidate, bundle };
    } catch {
      // Try the next candidate.
    }
  }
  return { file: 'en', bundle: {} };
}
