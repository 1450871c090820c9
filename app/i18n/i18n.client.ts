import type { ClientInstrumentation } from 'react-router';
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

/** The longest a navigation waits for the translation file before it goes on without it. */
const WAIT_FOR_STRINGS_MS = 3000;

export type PageTranslator = {
  i18n: Translator;
  /** Starts fetching the whole file of the page's language (entry.client.tsx: when idle after hydrating). */
  fetchWholeFile: () => void;
  /**
   * Resolves once the current language's whole file is here (at once when it is), or after
   * three seconds without it: a navigation or a form's answer waits for it (see
   * `waitForStrings`), so the next page never renders with its labels missing.
   */
  wholeFileReady: () => Promise<void>;
};

/**
 * The page's translator (decision 0062). The server wrote the strings its render used into the
 * page, so hydrating needs no fetch. The whole file follows when `fetchWholeFile` is called,
 * before the next navigation or fetcher goes ahead (`waitForStrings`), or at once when
 * something asks for a key the page's strings lack (a menu opened). A page without embedded
 * strings fetches the whole file first.
 */
export async function createPageTranslator(
  file: string,
  version: string | undefined,
  site: { siteName: string },
): Promise<PageTranslator> {
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
    const i18n = new Translator(loaded.file, loaded.bundle, site);
    return { i18n, fetchWholeFile: () => {}, wholeFileReady: () => Promise.resolve() };
  }
  const i18n = new Translator(file, page.strings, site, { absent: page.absent });
  const fetching = new Map<string, Promise<void>>();
  const complete = (language: string): Promise<void> => {
    let done = fetching.get(language);
    if (done) return done;
    if (i18n.hasBundle(language)) return Promise.resolve();
    done = getJson(language, language === file ? version : undefined).then(
      (bundle) => i18n.addBundle(language, bundle as TranslationBundle),
      // The page keeps its own strings; a later miss or navigation tries again.
      () => void fetching.delete(language),
    );
    fetching.set(language, done);
    return done;
  };
  i18n.onIncomplete = (language) => void complete(language);
  const wholeFileReady = () =>
    i18n.hasBundle(i18n.language)
      ? Promise.resolve()
      : Promise.race([complete(i18n.language), new Promise<void>((resolve) => setTimeout(resolve, WAIT_FOR_STRINGS_MS))]);
  return { i18n, fetchWholeFile: () => void complete(file), wholeFileReady };
}

/**
 * Holds each navigation and fetcher (a link, a form, an answer that shows a message) until the
 * page's whole translation file is here (decision 0062): the page's own strings cover only
 * what the server rendered. Usually the file came while the page was idle, and nothing waits.
 */
export function waitForStrings(ready: () => Promise<void>): ClientInstrumentation {
  return {
    router(router) {
      router.instrument({
        navigate: async (go) => {
          await ready();
          await go();
        },
        fetch: async (go) => {
          await ready();
          await go();
        },
      });
    },
  };
}
