import i18next, { type i18n as I18n } from 'i18next';

export type TranslationBundle = Record<string, unknown>;

/**
 * One i18next instance per render (server) or per page (client). The instance's
 * language is the translation file's name (en, es, ar...), not the visitor's code.
 */
/** Values every string may use without each caller passing them: the site's name. */
export type SiteVariables = { siteName: string };

export function createI18n(file: string, bundle: TranslationBundle, site?: SiteVariables): I18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: file,
    resources: { [file]: { translation: bundle } },
    // SPEC §8: a missing key shows the key text.
    fallbackLng: false,
    // {{siteName}} works in any string (page titles, descriptions, menus), not only where a
    // caller remembered to pass it.
    interpolation: { escapeValue: false, defaultVariables: site },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
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
