import { useState } from 'react';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { isSameSort } from '~/components/ui/data-table-params';
import { Money } from '~/components/ui/money';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { DISCOUNT_LIMITS } from '~/features/discounts/code.schema';
import type { DiscountSortKey } from '~/features/discounts/manage-codes.server';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { formatDate } from '~/utils/format-date';
import type { loader } from './discounts';

/** What the page's action answers. */
export type DiscountAdminAnswer = FormResult<{ intent: 'create' | 'archive' | 'restore'; code?: string }>;

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Code = LoaderData['codes'][number];

/** A new code: what it takes off, on what, when and how often, and whose it is. */
function NewCodeForm({ categories }: { categories: LoaderData['categories'] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DiscountAdminAnswer>();
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : null;
  const error = (field: string) => {
    const key = failed?.fieldErrors[field];
    return key ? t(key, { max: DISCOUNT_LIMITS.products }) : undefined;
  };
  return (
    <fetcher.Form
      method="post"
      noValidate
      aria-labelledby="new-code-heading"
      className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2"
    >
      <h2 id="new-code-heading" className="text-lg font-semibold text-stone-900 sm:col-span-2">
        {t('discounts.admin.newHeading')}
      </h2>
      <input type="hidden" name="intent" value="create" />
      {failed?.formError && (
        <ResultNotice ok={false} message={t(failed.formError, failed.formErrorVars ?? {})} className="sm:col-span-2" />
      )}
      {answer?.ok && answer.intent === 'create' && (
        <ResultNotice ok message={t('discounts.admin.created', { code: answer.code ?? '' })} className="sm:col-span-2" />
      )}
      <TextField
        label={t('discounts.admin.code')}
        hint={t('discounts.admin.codeHint')}
        name="code"
        required
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        error={error('code')}
      />
      <TextField label={t('discounts.admin.note')} name="note" maxLength={DISCOUNT_LIMITS.note} error={error('note')} />
      <SelectField
        label={t('discounts.admin.kind')}
        name="kind"
        value={kind}
        onChange={(event) => setKind(event.target.value === 'amount' ? 'amount' : 'percent')}
        error={error('kind')}
      >
        <option value="percent">{t('discounts.admin.kinds.percent')}</option>
        <option value="amount">{t('discounts.admin.kinds.amount')}</option>
      </SelectField>
      {kind === 'percent' ? (
        <TextField
          label={t('discounts.admin.percentOff')}
          name="percentOff"
          inputMode="numeric"
          required
          error={error('percentOff')}
        />
      ) : (
        <TextField
          label={t('discounts.admin.amountOff')}
          name="amountOff"
          inputMode="decimal"
          required
          error={error('amountOff')}
        />
      )}
      <TextField
        label={t('discounts.admin.minimumOrder')}
        hint={t('discounts.admin.minimumOrderHint')}
        name="minimumOrder"
        inputMode="decimal"
        error={error('minimumOrder')}
      />
      <TextField
        label={t('discounts.admin.affiliateCode')}
        hint={t('discounts.admin.affiliateCodeHint')}
        name="affiliateCode"
        autoComplete="off"
        error={error('affiliateCode')}
      />
      <TextField
        label={t('discounts.admin.startsOn')}
        hint={t('discounts.admin.datesHint')}
        name="startsOn"
        type="date"
        error={error('startsOn')}
      />
      <TextField label={t('discounts.admin.endsOn')} name="endsOn" type="date" error={error('endsOn')} />
      <TextField
        label={t('discounts.admin.totalLimit')}
        hint={t('discounts.admin.limitHint')}
        name="totalLimit"
        inputMode="numeric"
        error={error('totalLimit')}
      />
      <TextField
        label={t('discounts.admin.perPersonLimit')}
        hint={t('discounts.admin.limitHint')}
        name="perPersonLimit"
        inputMode="numeric"
        error={error('perPersonLimit')}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t('discounts.admin.products')}
        hint={t('discounts.admin.productsHint')}
        name="products"
        rows={2}
        spellCheck={false}
        error={error('products')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold text-stone-900">{t('discounts.admin.categories')}</legend>
        <p className="text-sm text-stone-600">{t('discounts.admin.categoriesHint')}</p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {categories.map((category) => (
            <label key={category} className="flex items-center gap-2 text-stone-800">
              <input type="checkbox" name="categories" value={category} className="size-4 accent-brand-700" />
              {t(`catalog.categories.${category}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'md')} disabled={fetcher.state !== 'idle'}>
          {t('discounts.admin.create')}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** Switch a code off, or on again. */
function ArchiveButton({ code }: { code: Code }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DiscountAdminAnswer>();
  const archived = code.archivedAt !== null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="codeId" value={code.id} />
      <button
        type="submit"
        name="intent"
        value={archived ? 'restore' : 'archive'}
        className={buttonClass('secondary', 'sm')}
        disabled={fetcher.state !== 'idle'}
        aria-label={t(archived ? 'discounts.admin.restoreCode' : 'discounts.admin.archiveCode', { code: code.code })}
      >
        {t(archived ? 'discounts.admin.restore' : 'discounts.admin.archive')}
      </button>
    </fetcher.Form>
  );
}

/** What a code takes off, in words. */
function Offer({ code }: { code: Code }) {
  const { t } = useTranslation();
  const covered = [
    ...(code.productCount > 0 ? [t('discounts.admin.scopeProducts', { count: code.productCount })] : []),
    ...code.categories.map((category) => t(`catalog.categories.${category}`)),
  ];
  const scope = covered.length > 0 ? covered.join(', ') : t('discounts.admin.scopeAll');
  return (
    <>
      {code.kind === 'percent' ? `${code.percentOff}%` : <Money cents={code.amountOffCents ?? 0} />}
      <span className="block text-xs text-stone-600">{scope}</span>
      {code.minimumOrderCents > 0 && (
        <span className="block text-xs text-stone-600">
          {t('discounts.admin.minimumShort')} <Money cents={code.minimumOrderCents} />
        </span>
      )}
    </>
  );
}

/** The store's discount codes: a new one, and every one made, with its uses. */
export function DiscountsView({ loaderData }: { loaderData: LoaderData }) {
  const { t, i18n } = useTranslation();
  // A code's days are whole days in UTC (code.schema.ts), shown as such.
  const day = (value: string | Date) => formatDate(value, i18n.language, 'UTC');
  const { codes, categories, sort, defaultSort, page, pageCount, total } = loaderData;
  const columns: DataTableColumn<Code, DiscountSortKey>[] = [
    {
      id: 'code',
      labelKey: 'discounts.admin.code',
      sortKey: 'code',
      cell: (code) => (
        <>
          <span className="font-mono font-semibold text-stone-900">{code.code}</span>
          {code.note && (
            <span dir="auto" className="block text-xs text-stone-600">
              {code.note}
            </span>
          )}
          {code.affiliateName && (
            <span className="block text-xs text-stone-600">{t('discounts.admin.affiliateOf', { name: code.affiliateName })}</span>
          )}
        </>
      ),
    },
    { id: 'offer', labelKey: 'discounts.admin.offer', cell: (code) => <Offer code={code} /> },
    {
      id: 'when',
      labelKey: 'discounts.admin.when',
      sortKey: 'starts',
      firstDir: 'desc',
      cell: (code) => (
        <>
          {day(code.startsAt)} – {code.endsAt ? day(new Date(new Date(code.endsAt).getTime() - 1)) : t('discounts.admin.noEnd')}
        </>
      ),
    },
    {
      id: 'uses',
      labelKey: 'discounts.admin.uses',
      sortKey: 'used',
      firstDir: 'desc',
      cell: (code) => (
        <>
          {code.totalLimit === null
            ? code.timesUsed
            : t('discounts.admin.usesOf', { used: code.timesUsed, limit: code.totalLimit })}
          {code.perPersonLimit !== null && (
            <span className="block text-xs text-stone-600">
              {t('discounts.admin.perPersonShort', { count: code.perPersonLimit })}
            </span>
          )}
        </>
      ),
    },
    { id: 'state', labelKey: 'discounts.admin.state', cell: (code) => t(`discounts.admin.states.${code.state}`) },
    { id: 'actions', labelKey: 'discounts.admin.actions', align: 'end', cell: (code) => <ArchiveButton code={code} /> },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader title={t('pages.discounts-admin.title')} description={t('pages.discounts-admin.description')} />
      <NewCodeForm categories={categories} />
      <h2 className="mt-10 text-lg font-semibold text-stone-900">{t('discounts.admin.listHeading')}</h2>
      <DataTable
        // Named after its order only when that is the usual one: "newest first" would be wrong otherwise.
        label={t(isSameSort(sort, defaultSort) ? 'discounts.admin.table' : 'discounts.admin.tableSorted')}
        columns={columns}
        rows={codes}
        rowKey={(code) => code.id}
        minWidth="48rem"
        sort={sort}
        page={{ page, pageCount }}
        summary={t('discounts.admin.count', { count: total })}
        empty={{ title: t('discounts.admin.none') }}
      />
    </div>
  );
}
