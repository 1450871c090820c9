import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The page's translation function and i18next instance, for components. It re-renders them
 * when the language changes (useLanguageSync switches it after a navigation).
 *
 * This replaces react-i18next's hook of the same name. That hook copies every property of the
 * i18next instance for each component on each server render, which made it the largest
 * single cost of rendering a page. This app uses one namespace and no key prefixes, so the
 * translation function for a language can be made once and shared.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return useMemo(() => ({ t: translatorFor(i18n, language), i18n }), [i18n, language]);
}

type Translators = { byLanguage: Map<string, TFunction>; remembered: Map<string, string>[] };

const translators = new WeakMap<I18n, Translators>();

function translatorFor(i18n: I18n, language: string): TFunction {
  let entry = translators.get(i18n);
  if (!entry) {
    const created: Translators = { byLanguage: new Map(), remembered: [] };
    // A bundle added later (the browser loading another language) may answer keys differently.
    i18n.store?.on('added', () => {
      for (const known of created.remembered) known.clear();
    });
    translators.set(i18n, created);
    entry = created;
  }
  let t = entry.byLanguage.get(language);
  if (!t) {
    const known = new Map<string, string>();
    entry.remembered.push(known);
    t = remembering(i18n.getFixedT(language), known);
    entry.byLanguage.set(language, t);
  }
  return t;
}

/**
 * i18next copies its whole options object on every call, and a page asks for a few hundred
 * strings, most of them plain labels (`t('nav.shop')`). A plain label of one language never
 * changes, so its text is kept after the first call; calls with values or a count go through.
 */
function remembering(fixed: TFunction, known: Map<string, string>): TFunction {
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    let text = known.get(key);
    if (text === undefined) {
      text = fixed(key) as string;
      known.set(key, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}
