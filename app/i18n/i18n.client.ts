import { fetchTranslations, type TranslationBundle } from './i18n';
import type { Translator } from './translator';

async function getJson(file: string, version?: string): Promise<unknown> {
  const response = await fetch(`/i18n/${file}.json${version ? `?v=${version}` : ''}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Translation file ${file} answered ${response.status}`);
  return response.json();
}

/** Fetches a translation file with the SPEC §8 fallbacks (English, then an empty set). */
export function loadTranslations(file: string, version?: string): Promise<{ file: string; bundle: TranslationBundle }> {
  return fetchTranslations(file, (candidate) => getJson(candidate, candidate === file ? version : undefined));
}

/** Switches the page's translator to another file, fetching it first if needed. */
export async function switchLanguage(i18n: Translator, file: string, version?: string) {
  if (!i18n.hasBundle(file)) {
    const loaded = await loadTranslations(file, version);
    i18n.addBundle(loaded.file, loaded.bundle);
    file = loaded.file;
  }
  i18n.changeLanguage(file);
}
