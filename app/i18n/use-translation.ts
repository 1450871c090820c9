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

const translators = new WeakMap<I18n, Map<string, TFunction>>();

function translatorFor(i18n: I18n, language: string): TFunction {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    translators.set(i18n, byLanguage);
  }
  let t = byLanguage.get(language);
  if (!t) {
    t = i18n.getFixedT(language);
    byLanguage.set(language, t);
  }
  return t;
}
