import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import type { TFunction, Translator } from './translator';

/** The page's translator: one per page in the browser, one per language on the server. */
export const TranslatorContext = createContext<Translator | null>(null);

/**
 * The page's translation function and translator, for components. It re-renders them when the
 * language changes (useLanguageSync switches it after a navigation), and when the whole
 * translation file arrives after a key the page's own strings lacked. The function of a language
 * is made once and shared (decision 0028).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs a TranslatorContext provider (entry.server.tsx, entry.client.tsx)');
  const subscribe = useCallback((onChange: () => void) => i18n.onLanguageChanged(onChange), [i18n]);
  // The revision changes with the language and when the whole file replaces a page's strings.
  const revision = useSyncExternalStore(
    subscribe,
    () => i18n.revision,
    () => i18n.revision,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision is what changes the answer
  return useMemo(() => ({ t: i18n.getFixedT(i18n.language), i18n }), [i18n, revision]);
}

/**
 * Whether what mounts on demand may render: true once the page's language has its whole
 * translation file (decision 0062). While `wanted` and not yet, it asks for the file, and the
 * component re-renders when it comes. The page's own strings cover what the server rendered;
 * a menu, dialog or toast opened in the first moments after loading waits for the rest.
 */
export function useWholeTranslations(wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const whole = i18n.hasBundle(i18n.language);
  // The file may arrive between this render and the effect (fetched ahead when the page went
  // idle): then no announcement comes for it, and the component renders again on its own.
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (wanted && !whole && i18n.wholeFile()) renderAgain();
  }, [i18n, wanted, whole]);
  return whole;
}
