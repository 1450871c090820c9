import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { Search } from '~/components/ui/icons';
import { Money } from '~/components/ui/money';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { normaliseQuery, SEARCH_QUERY_MAX, SUGGEST_MIN_LENGTH, searchTerms } from '../search-text';
import { SUGGEST_PATH, type Suggestion, type SuggestionKind, type Suggestions } from '../suggestions';
import { HighlightedText } from './highlighted-text';
import { KindIcon } from './kind-icon';

/** Wait for a pause in typing before asking: one request per word, not per letter. */
const DEBOUNCE_MS = 150;

type Option = { id: string; path: string; kind: SuggestionKind | 'all'; suggestion?: Suggestion };

type SearchComboboxProps = {
  /** `header`: compact, no submit button (Enter submits); `page`: with a visible label-less submit button. */
  variant: 'header' | 'page';
  defaultQuery?: string;
  autoFocus?: boolean;
  /** Escape with the suggestions closed; without it, Escape clears the box (the APG pattern). */
  onDismiss?: () => void;
};

/**
 * The site search box with suggestions as you type (issue 11): the WAI-ARIA combobox pattern
 * with a listbox popup (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Focus stays in the
 * box; arrows move the active option (aria-activedescendant), Enter opens it or, with none
 * active, searches; Escape closes the list. It is a GET form to /search, so without JavaScript
 * it still searches.
 */
export function SearchCombobox({ variant, defaultQuery = '', autoFocus, onDismiss }: SearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const [query, setQuery] = useState(defaultQuery);
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const answers = useRef(new Map<string, Suggestions>());

  useEffect(() => {
    // A new list starts with no option active: Enter then searches for what was typed.
    const show = (suggestions: Suggestions | null) => {
      setAnswer(suggestions);
      setActiveIndex(-1);
    };
    const wanted = normaliseQuery(query);
    if (wanted.length < SUGGEST_MIN_LENGTH) {
      show(null);
      return;
    }
    const known = answers.current.get(wanted);
    if (known) {
      show(known);
      return;
    }
    // A newer query aborts the request of the one before, so an old answer never lands last.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${SUGGEST_PATH}?q=${encodeURIComponent(wanted)}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((result) => {
          if (!result) return;
          answers.current.set(wanted, result);
          show(result);
        })
        // Suggestions are a convenience: when they fail, Enter still searches.
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const options = useMemo<Option[]>(() => {
    if (!answer) return [];
    const found = answer.groups.flatMap((group) =>
      group.items.map((suggestion) => ({ kind: group.kind, path: suggestion.path, suggestion })),
    );
    const all = { kind: 'all' as const, path: `/search?q=${encodeURIComponent(answer.query)}` };
    return [...found, all].map((option, index) => ({ ...option, id: `${listboxId}-option-${index}` }));
  }, [answer, listboxId]);

  const isExpanded = isOpen && answer !== null;
  const active = isExpanded ? options[activeIndex] : undefined;

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: Option) => {
    close();
    navigate(option.path);
  };

  const move = (step: 1 | -1) => {
    if (!isExpanded) {
      setIsOpen(true);
      setActiveIndex(step === 1 ? 0 : options.length - 1);
      return;
    }
    setActiveIndex((index) => (index + step + options.length + (index === -1 && step === -1 ? 1 : 0)) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!answer) return;
        event.preventDefault();
        if (event.altKey) setIsOpen(event.key === 'ArrowDown');
        else move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        // With no option active the form submits: the search page for what was typed.
        if (active) {
          event.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (isExpanded) close();
        else if (onDismiss) onDismiss();
        else setQuery('');
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const terms = answer ? searchTerms(answer.query) : [];
  const suggestionCount = options.length - 1;

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={cn('relative flex w-full gap-2', variant === 'page' && 'items-stretch')}
      onSubmit={close}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          // The list exists only while it is open (a closed, empty listbox in the page said nothing).
          aria-controls={isExpanded ? listboxId : undefined}
          aria-activedescendant={active?.id}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          // The header opens this box on request, so taking focus there is what the person asked for.
          // biome-ignore lint/a11y/noAutofocus: see above
          autoFocus={autoFocus}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            // The browser's own clear button is hidden: Escape clears, and the header has its close button beside it.
            'w-full appearance-none rounded-full border border-stone-300 bg-white ps-11 pe-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 [&::-webkit-search-cancel-button]:appearance-none',
            variant === 'header' ? 'h-11' : 'h-12',
          )}
        />
        {isExpanded && (
          <div className="absolute inset-x-0 top-full z-50 mt-2 max-h-[min(75vh,40rem)] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-2 shadow-xl shadow-stone-900/10">
            {suggestionCount === 0 && answer && (
              <p className="px-3 py-2 text-sm text-stone-600">{t('search.suggest.none', { query: answer.query })}</p>
            )}
            <div id={listboxId} role="listbox" aria-label={t('search.suggest.label')}>
              {answer?.groups.map((group) => (
                // A group of options inside a listbox: no HTML element has this meaning (fieldset is for form controls).
                // biome-ignore lint/a11y/useSemanticElements: see above
                <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`} className="pb-1">
                  <div
                    id={`${listboxId}-${group.kind}`}
                    role="presentation"
                    className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase"
                  >
                    {t(`search.kinds.${group.kind}`)}
                  </div>
                  {options
                    .filter((option) => option.kind === group.kind)
                    .map((option) => (
                      <OptionRow
                        key={option.id}
                        option={option}
                        terms={terms}
                        isActive={option === active}
                        onHover={() => setActiveIndex(options.indexOf(option))}
                        onChoose={() => choose(option)}
                      />
                    ))}
                </div>
              ))}
              {answer && options.length > 0 && (
                <OptionRow
                  option={options[options.length - 1] as Option}
                  terms={terms}
                  label={t('search.suggest.seeAll', { query: answer.query })}
                  isActive={options[options.length - 1] === active}
                  onHover={() => setActiveIndex(options.length - 1)}
                  onChoose={() => choose(options[options.length - 1] as Option)}
                />
              )}
            </div>
          </div>
        )}
      </div>
      {variant === 'page' && (
        <button
          type="submit"
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900"
        >
          {t('search.submit')}
        </button>
      )}
      <p role="status" className="sr-only">
        {isExpanded
          ? suggestionCount > 0
            ? t('search.suggest.count', { count: suggestionCount })
            : t('search.suggest.none', { query: answer?.query ?? '' })
          : ''}
      </p>
    </Form>
  );
}

type OptionRowProps = {
  option: Option;
  terms: readonly string[];
  /** The see-all option's text; suggestions show their own label. */
  label?: string;
  isActive: boolean;
  onHover: () => void;
  onChoose: () => void;
};

function OptionRow({ option, terms, label, isActive, onHover, onChoose }: OptionRowProps) {
  const { t } = useTranslation();
  const suggestion = option.suggestion;
  return (
    // Options are picked with the pointer or from the box's keyboard handling (aria-activedescendant):
    // focus never leaves the input, so the options themselves take no keys.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      id={option.id}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={isActive ? undefined : onHover}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl px-3',
        option.kind === 'all' ? 'mt-1 py-2.5 font-medium text-brand-800' : 'py-1.5 text-stone-800',
        isActive && 'bg-brand-50',
      )}
    >
      {option.kind === 'product' && (
        <span className="size-9 shrink-0 overflow-hidden rounded-lg bg-earth-50">
          {suggestion?.image && (
            <img src={suggestion.image.src} alt="" width={36} height={36} className="size-full object-cover" />
          )}
        </span>
      )}
      {option.kind !== 'product' && option.kind !== 'all' && (
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
          <KindIcon kind={option.kind} className="size-4" />
        </span>
      )}
      {option.kind === 'all' && <Search aria-hidden="true" className="size-4 shrink-0" />}
      <span className="min-w-0 flex-1">
        {/* Names and titles are English: dir=auto keeps "(2 lb)" the right way round on Arabic pages. */}
        <span dir="auto" className="line-clamp-2 leading-snug">
          {suggestion ? <HighlightedText text={suggestion.label} terms={terms} /> : label}
        </span>
        {option.kind === 'product' && suggestion && (
          <span className="block text-sm text-stone-600">
            {suggestion.priceCents === null || suggestion.priceCents === undefined ? (
              t('catalog.free')
            ) : (
              <Money cents={suggestion.priceCents} />
            )}
          </span>
        )}
      </span>
    </div>
  );
}
