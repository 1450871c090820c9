import { useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { switchLanguage } from './i18n.client';

/**
 * The server decides the language (cookie, then Accept-Language). When a navigation
 * or revalidation brings a different one, the client instance follows it.
 */
export function useLanguageSync(file: string, version: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== file) void switchLanguage(i18n, file, version);
  }, [i18n, file, version]);
}
