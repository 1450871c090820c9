import { fetchTranslations, type TranslationBundle } from './i18n';
import { PAGE_STRINGS_ID } from './page-strings';
import { type PageStrings, Translator } from './translator';

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

/** Runs `work` when the browser is next idle (within two seconds). */
export function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * The page's translator (decision 0062). The server wrote the strings its render used into the
 * page, so hydrating needs no fetch. The whole file follows when `fetchWholeFile` is called
 * (entry.client.tsx: when the browser is idle after hydrating), or at once when something asks
 * for a key the page's strings lack (a menu opened, a toast, the next page). A page without
 * embedded strings fetches the whole file first.
 */
export async function createPageTranslator(
  file: string,
  version: string | undefined,
  site: { siteName: string },
): Promise<{ i18n: Translator; fetchWholeFile: () => void }> {
  const element = document.getElementById(PAGE_STRINGS_ID);
  const embedded = element?.textContent;
  // Not part of what React renders: out of the way before hydrating.
  element?.remove();
  let page: PageStrings | undefined;
  try {
    page = embedded ? (JSON.parse(embedded) as PageStrings) : undefined;
  } catch {
    page = undefined;
  }
  if (!embedded || !page) {
    const loaded = await loadTranslations(file, version);
    return { i18n: new Translator(loaded.file, loaded.bundle, site), fetchWholeFile: () => {} };
  }
  const i18n = new Translator(file, page.strings, site, { absent: page.absent });
  const fetching = new Map<string, Promise<void>>();
  const complete = (language: string) => {
    if (fetching.has(language) || i18n.hasBundle(language)) return;
    const done = getJson(language, language === file ? version : undefined).then(
      (bundle) => i18n.addBundle(language, bundle as TranslationBundle),
      // The page keeps its own strings; a later miss tries again.
      () => void fetching.delete(language),
    );
    fetching.set(language, done);
  };
  i18n.onIncomplete = complete;
  return { i18n, fetchWholeFile: () => complete(file) };
}
