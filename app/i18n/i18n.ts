import type { TranslationBundle } from './translator';

export type { TranslationBundle } from './translator';

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
