import { Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { switchLanguage } from '~/i18n/i18n.client';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, resolveTranslationFile } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';

/** SPEC §4, §9: the indicator appears only if switching takes longer than this. */
export const TRANSLATING_INDICATOR_DELAY_MS = 500;

export function LanguageSwitcher({ current }: { current: string }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [showIndicator, setShowIndicator] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const busy = pending || fetcher.state !== 'idle';
  useEffect(() => {
    if (!busy) {
      clearTimeout(timer.current);
      setShowIndicator(false);
    }
  }, [busy]);

  async function choose(code: string) {
    if (!code || code === current) return;
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShowIndicator(true), TRANSLATING_INDICATOR_DELAY_MS);
    try {
      // Fetch the strings first so the switch lands in one render, not key by key.
      await switchLanguage(i18n, resolveTranslationFile(code));
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
      } catch {
        // Storage can be unavailable (private mode); the cookie still carries the choice.
      }
      // The action sets the cookie; the revalidation that follows re-renders the
      // server-owned parts (titles, <html lang dir>) in the new language.
      await fetcher.submit({ lang: code }, { method: 'post', action: '/api/language' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" action="/api/language" className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-200">
        <Globe aria-hidden="true" className="size-4" />
        {t('language.label')}
      </label>
      <select
        id={id}
        name="lang"
        value={current}
        disabled={busy}
        onChange={(event) => void choose(event.currentTarget.value)}
        className="max-w-56 rounded-lg border border-stone-600 bg-stone-800 px-3 py-2 text-sm text-white disabled:opacity-60"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {`${language.flag} ${language.name}`}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg bg-brand-800 px-3 py-2 text-sm font-semibold text-white">
          {t('language.apply')}
        </button>
      </noscript>
      <span role="status" aria-live="polite" className="text-sm text-brand-200">
        {showIndicator ? t('language.translating') : ''}
      </span>
    </form>
  );
}
