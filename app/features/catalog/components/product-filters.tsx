import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { CATEGORIES, type ProductListQuery, productListHref, SORTS } from '../catalog.schema';

const fieldClass = 'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base font-normal text-stone-900';

/** Category links and a GET form: every filter lives in the URL, so results can be shared and crawled. */
export function ProductFilters({ query }: { query: ProductListQuery }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <nav aria-label={t('catalog.filters.categories')}>
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...CATEGORIES].map((category) => (
            <li key={category ?? 'all'}>
              <Link
                to={productListHref({ ...query, category, page: 1 })}
                aria-current={query.category === category ? 'page' : undefined}
                className={cn(
                  'block rounded-full border px-3 py-1.5 text-sm font-medium',
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
      <Form method="get" action="/products" className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        {query.category && <input type="hidden" name="category" value={query.category} />}
        <label className="text-sm font-semibold text-stone-800 sm:w-28">
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
        <label className="text-sm font-semibold text-stone-800 sm:w-28">
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
        <label className="col-span-2 text-sm font-semibold text-stone-800 sm:w-48">
          {t('catalog.filters.sort')}
          <select name="sort" defaultValue={query.sort} className={fieldClass}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm text-stone-800">
          <input type="checkbox" name="inStock" value="1" defaultChecked={query.inStock} className="size-4 accent-brand-700" />
          {t('catalog.filters.inStock')}
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm text-stone-800">
          <input type="checkbox" name="relief" value="1" defaultChecked={query.relief} className="size-4 accent-brand-700" />
          {t('catalog.filters.relief')}
        </label>
        <button type="submit" className={buttonClass('secondary', 'md', 'col-span-2 sm:col-span-1')}>
          {t('catalog.filters.apply')}
        </button>
      </Form>
    </div>
  );
}
