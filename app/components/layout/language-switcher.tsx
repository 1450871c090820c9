import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Check, ChevronDown, Globe } from '~/components/ui/icons';
import { switchLanguage } from '~/i18n/i18n.client';
import { isTranslated, LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageOption, resolveTranslationFile } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';

/** SPEC §4, §9: the indicator appears only if switching takes longer than this. */
export const TRANSLATING_INDICATOR_DELAY_MS = 500;

/**
 * The footer's language switcher: a disclosure listing every language as a button of one form.
 * Not a `<select>`: a browser measures all of a select's options when it lays the page out, and
 * 57 names in a dozen scripts (with their flags) made every page's first layout wait on font
 * fallback for each script (80 ms on this machine, four times that on Lighthouse's slow phone).
 * A closed disclosure lays out nothing inside it. Without JavaScript each button posts the form
 * and comes back to the same page; with it, the strings are fetched first and the switch lands
 * in one render.
 *
 * The options whose translation is not written yet show English (issue 35, point 8): they are
 * listed apart under "Translation coming", each described as "English for now" to a screen
 * reader, and the summary says so when one of them is chosen.
 */
export function LanguageSwitcher({ current }: { current: string }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [pending, setPending] = useState(false);
  const [showIndicator, setShowIndicator] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosen: LanguageOption = LANGUAGES.find((language) => language.code === current) ?? {
    code: current,
    name: current,
    flag: '',
    countryCode: '',
  };

  const englishForNowId = useId();
  const translated = LANGUAGES.filter((language) => isTranslated(language.code));
  const coming = LANGUAGES.filter((language) => !isTranslated(language.code));
  const chosenShowsEnglish = !isTranslated(chosen.code);

  const busy = pending || fetcher.state !== 'idle';
  useEffect(() => {
    if (!busy) {
      clearTimeout(timer.current);
      setShowIndicator(false);
    }
  }, [busy]);

  async function choose(code: string) {
    if (disclosure.current) disclosure.current.open = false;
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const button = (event.nativeEvent as SubmitEvent).submitter;
    if (!(button instanceof HTMLButtonElement) || !button.value) return;
    event.preventDefault();
    void choose(button.value);
  }

  return (
    <form method="post" action="/api/language" onSubmit={onSubmit} className="space-y-2">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <details ref={disclosure} className="group">
        <summary className="inline-flex min-h-11 max-w-full cursor-pointer list-none items-center gap-2 rounded-lg border border-stone-600 bg-stone-800 px-3 py-2 text-sm text-white hover:border-stone-400 [&::-webkit-details-marker]:hidden">
          <Globe aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-medium text-stone-200">{t('language.label')}</span>
          <span lang={chosen.code} className="truncate">{`${chosen.flag} ${chosen.name}`}</span>
          {chosenShowsEnglish ? <span className="shrink-0 text-stone-300 text-xs">({t('language.englishForNow')})</span> : null}
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <fieldset disabled={busy} className="mt-2 disabled:opacity-60">
          <legend className="sr-only">{t('language.label')}</legend>
          <div className="max-h-72 space-y-2 overflow-y-auto rounded-lg border border-stone-700 bg-stone-800 p-1">
            <ul className={LIST_CLASS}>
              {translated.map((language) => (
                <LanguageButton key={language.code} language={language} isCurrent={language.code === chosen.code} />
              ))}
            </ul>
            <fieldset className="min-w-0 border-stone-700 border-t pt-2">
              <legend className="float-left mb-1 w-full px-2 pt-2 font-semibold text-stone-200 text-xs">
                {t('language.comingHeading')}
                <span id={englishForNowId} className="ms-1 font-normal text-stone-300">
                  {t('language.englishForNow')}
                </span>
              </legend>
              <ul className={`${LIST_CLASS} clear-both`}>
                {coming.map((language) => (
                  <LanguageButton
                    key={language.code}
                    language={language}
                    isCurrent={language.code === chosen.code}
                    describedBy={englishForNowId}
                  />
                ))}
              </ul>
            </fieldset>
          </div>
        </fieldset>
      </details>
      <span role="status" aria-live="polite" className="block text-sm text-brand-200">
        {showIndicator ? t('language.translating') : ''}
      </span>
    </form>
  );
}

const LIST_CLASS = 'grid grid-cols-1 gap-1 min-[380px]:grid-cols-2';

function LanguageButton({
  language,
  isCurrent,
  describedBy,
}: {
  language: LanguageOption;
  isCurrent: boolean;
  describedBy?: string;
}) {
  return (
    <li>
      <button
        type="submit"
        name="lang"
        value={language.code}
        lang={language.code}
        aria-current={isCurrent ? 'true' : undefined}
        aria-describedby={describedBy}
        className="flex min-h-10 w-full items-center gap-2 rounded-md px-2 py-1.5 text-start text-sm text-stone-100 hover:bg-stone-700 aria-[current=true]:bg-brand-900 aria-[current=true]:font-semibold"
      >
        <span className="min-w-0 flex-1">{`${language.flag} ${language.name}`}</span>
        {isCurrent ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
      </button>
    </li>
  );
}
