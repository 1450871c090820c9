import { SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { CATEGORIES, type ProductListQuery, productListHref, SORTS } from '../catalog.schema';

const fieldClass = 'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base font-normal text-stone-900';

/** Typing a price waits for a pause before the list follows it; everything else applies at once. */
const TYPING_PAUSE_MS = 500;

export const FILTERS_ID = 'product-filters';

/** How many of the form's filters differ from the defaults (the category has its own links). */
export function activeFilterCount(query: ProductListQuery): number {
  return [
    query.minCents !== undefined,
    query.maxCents !== undefined,
    query.inStock,
    query.relief,
    query.sort !== 'featured',
  ].filter(Boolean).length;
}

/**
 * Category links and a GET form: every filter lives in the URL, so results can be shared and
 * crawled. On a wide screen the form sits above the results. On a phone it hides behind a
 * "Filter and sort" button so products fill the first screen, and opens as a sheet: with
 * JavaScript a dialog whose changes apply at once; without it, the button is a link to the
 * form's anchor, which `:target` shows as the same sheet, and "Show products" submits it.
 */
export function ProductFilters({ query, total }: { query: ProductListQuery; total: number }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const active = activeFilterCount(query);

  const close = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // The fields are uncontrolled (so typing is never interrupted); when the URL changes some other
  // way (a "clear filters" link, the back button), they follow it, except the one being typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string | boolean> = {
      min: query.minCents === undefined ? '' : String(query.minCents / 100),
      max: query.maxCents === undefined ? '' : String(query.maxCents / 100),
      sort: query.sort,
      inStock: query.inStock,
      relief: query.relief,
    };
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || field === document.activeElement)
        continue;
      if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === true;
      else if (field.value !== value && !(field.type === 'number' && Number(field.value) === Number(value) && value !== ''))
        field.value = String(value);
    }
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const sheet = sheetRef.current;
    sheet?.querySelector<HTMLElement>('input, select, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab' || !sheet) return;
      // Keep the keyboard inside the open sheet, as a modal dialog does.
      const focusable = [...sheet.querySelectorAll<HTMLElement>('a[href], button, input, select')].filter(
        (element) => !element.hasAttribute('disabled') && element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    // The page behind the sheet stays still.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, close]);

  function apply(form: HTMLFormElement, wait: number) {
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      // The same query the form would send, without the empty and default fields, so the
      // address stays the short one the links use.
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === 'string' && value !== '' && !(name === 'sort' && value === 'featured')) params.append(name, value);
      }
      submit(params, { method: 'get', action: '/products', replace: true, preventScrollReset: true });
    }, wait);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const typed = event.target instanceof HTMLInputElement && event.target.type === 'number';
    apply(event.currentTarget, typed ? TYPING_PAUSE_MS : 0);
  }

  return (
    <div className="space-y-4 md:space-y-5">
      <nav aria-label={t('catalog.filters.categories')}>
        {/* One scrolling row on a phone, so the products start in the first screen. */}
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
          {[undefined, ...CATEGORIES].map((category) => (
            <li key={category ?? 'all'} className="shrink-0">
              <Link
                to={productListHref({ ...query, category, page: 1 })}
                aria-current={query.category === category ? 'page' : undefined}
                className={cn(
                  'block rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                  query.category === category
                    ? 'border-brand-700 bg-brand-50 text-brand-900'
                    : 'border-stone-300 text-stone-700 hover:bg-stone-50',
                )}
              >
                {category ? t(`catalog.categories.${category}`) : t('catalog.filters.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <a
        ref={openerRef}
        href={`#${FILTERS_ID}`}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        aria-expanded={enhanced ? open : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={buttonClass('secondary', 'md', 'w-full md:hidden')}
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t('catalog.filters.open')}
        {active > 0 && (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-800 px-1.5 text-xs text-white">
            <span className="sr-only">{t('catalog.filters.activeCount', { count: active })}</span>
            <span aria-hidden="true">{active}</span>
          </span>
        )}
      </a>

      {open && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('catalog.filters.close')}
          onClick={close}
          className="fixed inset-0 z-40 bg-stone-950/40 md:hidden"
        />
      )}
      <div
        id={FILTERS_ID}
        ref={sheetRef}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${FILTERS_ID}-title` } : {})}
        className={cn(
          // A phone: a bottom sheet, shown while open (or, without JavaScript, while it is the URL's target).
          'max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-50 max-md:max-h-[85dvh] max-md:overflow-y-auto max-md:rounded-t-3xl max-md:bg-white max-md:p-5 max-md:pb-8 max-md:shadow-2xl',
          open ? 'max-md:block' : 'max-md:hidden max-md:target:block',
        )}
      >
        <div className="mb-4 flex items-center justify-between md:hidden">
          <h2 id={`${FILTERS_ID}-title`} className="text-lg font-semibold text-stone-900">
            {t('catalog.filters.open')}
          </h2>
          {enhanced ? (
            <button type="button" onClick={close} className={buttonClass('ghost', 'icon', 'size-11')}>
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t('catalog.filters.close')}</span>
            </button>
          ) : (
            // Without JavaScript, leaving the anchor closes the sheet.
            <a href="#main" className={buttonClass('ghost', 'icon', 'size-11')}>
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t('catalog.filters.close')}</span>
            </a>
          )}
        </div>
        <Form
          ref={formRef}
          method="get"
          action="/products"
          onChange={enhanced ? onChange : undefined}
          onSubmit={() => setOpen(false)}
          className="grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap"
        >
          {query.category && <input type="hidden" name="category" value={query.category} />}
          <label className="text-sm font-semibold text-stone-800 md:w-28">
            {t('catalog.filters.min')}
            <input
              name="min"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={query.minCents === undefined ? '' : query.minCents / 100}
              className={fieldClass}
            />
          </label>
          <label className="text-sm font-semibold text-stone-800 md:w-28">
            {t('catalog.filters.max')}
            <input
              name="max"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={query.maxCents === undefined ? '' : query.maxCents / 100}
              className={fieldClass}
            />
          </label>
          <label className="col-span-2 text-sm font-semibold text-stone-800 md:w-48">
            {t('catalog.filters.sort')}
            <select name="sort" defaultValue={query.sort} className={fieldClass}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalog.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm text-stone-800 md:col-span-1 md:min-h-0 md:pb-2">
            <input type="checkbox" name="inStock" value="1" defaultChecked={query.inStock} className="size-5 accent-brand-700" />
            {t('catalog.filters.inStock')}
          </label>
          <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm text-stone-800 md:col-span-1 md:min-h-0 md:pb-2">
            <input type="checkbox" name="relief" value="1" defaultChecked={query.relief} className="size-5 accent-brand-700" />
            {t('catalog.filters.relief')}
          </label>
          {enhanced ? (
            // Changes already apply as they are made: on a phone this only closes the sheet.
            <button type="button" onClick={close} className={buttonClass('primary', 'md', 'col-span-2 md:hidden')}>
              {t('catalog.filters.showCount', { count: total })}
            </button>
          ) : (
            <button type="submit" className={buttonClass('primary', 'md', 'col-span-2 md:col-span-1')}>
              {t('catalog.filters.apply')}
            </button>
          )}
        </Form>
      </div>
    </div>
  );
}
