import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { TFunction, Translator } from './translator';

/** The page's translator: one per page in the browser, one per language on the server. */
export const TranslatorContext = createContext<Translator | null>(null);

/**
 * The page's translation function and translator, for components. It re-renders them when the
 * language changes (useLanguageSync switches it after a navigation). The function of a language
 * is made once and shared (decision 0028).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs a TranslatorContext provider (entry.server.tsx, entry.client.tsx)');
  const subscribe = useCallback((onChange: () => void) => i18n.onLanguageChanged(onChange), [i18n]);
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return useMemo(() => ({ t: i18n.getFixedT(language), i18n }), [i18n, language]);
}
