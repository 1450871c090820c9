import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SlidersHorizontal, X } from '~/components/ui/icons';
import { LazyPanel } from '~/components/ui/lazy-panel';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { lazyWithPreload } from '~/utils/lazy-with-preload';
import { CATEGORIES, type ProductListQuery, productListHref, SORTS } from '../catalog.schema';

const fieldClass = 'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base font-normal text-stone-900';

/** Typing a price waits for a pause before the list follows it; everything else applies at once. */
const TYPING_PAUSE_MS = 500;

const FILTERS_ID = 'product-filters';

// The phone's sheet is the shared one (focus kept inside, Escape, the backdrop), fetched when first opened.
const filterSheet = lazyWithPreload(() => import('~/components/ui/sheet').then((module) => ({ default: module.Sheet })));

/** How many of the form's filters differ from the defaults (the category has its own links). */
function activeFilterCount(query: ProductListQuery): number {
  return [
    query.minCents !== undefined,
    query.maxCents !== undefined,
    query.inStock,
    query.relief,
    query.sort !== 'featured',
  ].filter(Boolean).length;
}

/** What each field of the form shows for a query. */
function fieldValues(query: ProductListQuery) {
  const dollars = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
  return {
    min: dollars(query.minCents),
    max: dollars(query.maxCents),
    sort: query.sort,
    inStock: query.inStock,
    relief: query.relief,
  };
}

/**
 * Category links and a GET form: every filter lives in the URL, so results can be shared and
 * crawled. On a wide screen the form sits above the results. On a phone it hides behind a
 * "Filter and sort" button so products fill the first screen: with JavaScript the button opens
 * the form in a sheet whose changes apply at once; without it, the button is a link to the
 * form's anchor, which `:target` shows as a sheet, and "Show products" submits it.
 */
export function ProductFilters({ query, total }: { query: ProductListQuery; total: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const active = activeFilterCount(query);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // The fields are uncontrolled (so typing is never interrupted); when the URL changes some other
  // way (a "clear filters" link, the back button), they follow it, except the one being typed in.
  // Keyed by the values, not the object: a re-render with an equal query must not reset a field
  // the person has just changed and whose navigation is still on its way.
  const queryValues = JSON.stringify(fieldValues(query));
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(JSON.parse(queryValues) as Record<string, string | boolean>)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || field === document.activeElement)
        continue;
      if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === true;
      else if (field.value !== value && !(field.type === 'number' && Number(field.value) === Number(value) && value !== ''))
        field.value = String(value);
    }
  }, [queryValues]);

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const typed = event.target instanceof HTMLInputElement && event.target.type === 'number';
    const go = () => {
      // What the form would send, without its empty and default fields: the short address.
      const sent = new URLSearchParams();
      // The category has its own links and lives in the address: read it there, not from the
      // form's hidden field, which trails a category link by one render (a sort chosen right after
      // the link dropped the category; seen on CI).
      const category = new URLSearchParams(window.location.search).get('category');
      if (category) sent.append('category', category);
      for (const [name, value] of new FormData(form)) {
        if (name === 'category') continue;
        if (typeof value === 'string' && value !== '' && !(name === 'sort' && value === 'featured')) sent.append(name, value);
      }
      navigate(`/products${sent.size > 0 ? `?${sent}` : ''}`, { replace: true, preventScrollReset: true });
    };
    clearTimeout(typingTimer.current);
    // A choice (sort, a checkbox) goes at once, read as it was made; typing waits for a pause.
    if (typed) typingTimer.current = setTimeout(go, TYPING_PAUSE_MS);
    else go();
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
        href={`#${FILTERS_ID}`}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        aria-expanded={enhanced ? open : undefined}
        onPointerEnter={filterSheet.preload}
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

      <LazyPanel
        panel={filterSheet}
        open={open}
        onOpenChange={setOpen}
        side="bottom"
        title={t('catalog.filters.open')}
        closeLabel={t('catalog.filters.close')}
      >
        <div className="p-5 pb-8">
          <FiltersForm query={query} onChange={onChange}>
            {/* Changes already apply as they are made: this only closes the sheet. */}
            <button type="button" onClick={() => setOpen(false)} className={buttonClass('primary', 'md', 'col-span-2')}>
              {t('catalog.filters.showCount', { count: total })}
            </button>
          </FiltersForm>
        </div>
      </LazyPanel>

      {/* While the sheet holds the form, the page's copy (hidden on a phone anyway) steps aside. */}
      {!open && (
        <div
          id={FILTERS_ID}
          className={cn(
            'max-md:hidden',
            // Without JavaScript on a phone: a bottom sheet while the form is the URL's target.
            !enhanced &&
              'max-md:target:block max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-50 max-md:max-h-[85dvh] max-md:overflow-y-auto max-md:rounded-t-3xl max-md:bg-white max-md:p-5 max-md:pb-8 max-md:shadow-2xl',
          )}
        >
          {!enhanced && (
            <div className="mb-4 flex items-center justify-between md:hidden">
              <h2 className="text-lg font-semibold text-stone-900">{t('catalog.filters.open')}</h2>
              {/* Leaving the anchor closes the sheet. */}
              <a href="#main" className={buttonClass('ghost', 'icon', 'size-11')}>
                <X aria-hidden="true" className="size-6" />
                <span className="sr-only">{t('catalog.filters.close')}</span>
              </a>
            </div>
          )}
          <FiltersForm query={query} formRef={formRef} onChange={enhanced ? onChange : undefined}>
            {!enhanced && (
              <button type="submit" className={buttonClass('primary', 'md', 'col-span-2 md:col-span-1')}>
                {t('catalog.filters.apply')}
              </button>
            )}
          </FiltersForm>
        </div>
      )}
    </div>
  );
}

function FiltersForm({
  query,
  formRef,
  onChange,
  children,
}: {
  query: ProductListQuery;
  formRef?: Ref<HTMLFormElement>;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const values = fieldValues(query);
  return (
    <Form
      ref={formRef}
      method="get"
      action="/products"
      onChange={onChange}
      className="grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap"
    >
      {query.category && <input type="hidden" name="category" value={query.category} />}
      {(['min', 'max'] as const).map((name) => (
        <label key={name} className="text-sm font-semibold text-stone-800 md:w-28">
          {t(`catalog.filters.${name}`)}
          <input
            name={name}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            defaultValue={values[name]}
            className={fieldClass}
          />
        </label>
      ))}
      <label className="col-span-2 text-sm font-semibold text-stone-800 md:w-48">
        {t('catalog.filters.sort')}
        <select name="sort" defaultValue={values.sort} className={fieldClass}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalog.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {(['inStock', 'relief'] as const).map((name) => (
        <label
          key={name}
          className="col-span-2 flex min-h-11 items-center gap-2 text-sm text-stone-800 md:col-span-1 md:min-h-0 md:pb-2"
        >
          <input type="checkbox" name={name} value="1" defaultChecked={values[name]} className="size-5 accent-brand-700" />
          {t(`catalog.filters.${name}`)}
        </label>
      ))}
      {children}
    </Form>
  );
}
