import type { i18n as I18n } from 'i18next';
import { fetchTranslations, type TranslationBundle } from './i18n';

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

/** Switches a live i18next instance to another file, fetching it first if needed. */
export async function switchLanguage(i18n: I18n, file: string, version?: string) {
  if (!i18n.hasResourceBundle(file, 'translation')) {
    const loaded = await loadTranslations(file, version);
    i18n.addResourceBundle(loaded.file, 'translation', loaded.bundle, true, true);
    file = loaded.file;
  }
  if (i18n.language !== file) await i18n.changeLanguage(file);
}
