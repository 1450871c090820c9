import { Form } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { FigureCard, FigureGrid } from '~/components/ui/figure-card';
import { Money } from '~/components/ui/money';
import { TextField } from '~/components/ui/text-field';
import { changeFrom } from '~/features/analytics/period';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import type { BusinessValuation } from './business-valuation.server';

type Month = BusinessValuation['year']['months'][number];

const sectionHeading = 'font-serif text-xl font-semibold text-stone-900';

/**
 * Business figures for planning (decision 0113): the year's sales and what the business kept
 * against the year before, the months as a table with a bar for each, the recurring revenue, the
 * buyers, and an estimate at the admin's own multiples with what it leaves out.
 */
export function BusinessValuationView({ data }: { data: BusinessValuation }) {
  const { t, i18n } = useTranslation();
  const { year, recurring, customers, multiples, estimate } = data;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const share = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(i18n.language);
  const money = (cents: number) => formatPrice(cents, i18n.language);
  const change = (previous: number, current: number) => {
    const moved = changeFrom(previous, current);
    return moved === null ? t('valuation.noPreviousYear') : t('valuation.change', { change: percent.format(moved) });
  };
  const top = Math.max(0, ...year.months.map((month) => month.salesCents));
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const columns: DataTableColumn<Month>[] = [
    {
      id: 'month',
      labelKey: 'valuation.month',
      className: 'whitespace-nowrap',
      cell: (row) => monthName.format(new Date(`${row.month}-01T00:00:00Z`)),
    },
    { id: 'sales', labelKey: 'valuation.sales', numeric: true, cell: (row) => money(row.salesCents) },
    { id: 'kept', labelKey: 'valuation.kept', numeric: true, cell: (row) => money(row.keptCents) },
    {
      id: 'bar',
      labelKey: 'valuation.bar',
      className: 'w-1/3',
      cell: (row) => (
        <div aria-hidden="true" className="h-3 rounded-sm bg-stone-100">
          <div
            className="h-3 rounded-sm bg-brand-600"
            style={{ width: top > 0 && row.salesCents > 0 ? `${Math.max(1, (row.salesCents / top) * 100)}%` : 0 }}
          />
        </div>
      ),
    },
  ];
  return (
    <AreaPage pageKey="creator-hub-business-valuation">
      <section aria-labelledby="valuation-year" className="mt-8">
        <h2 id="valuation-year" className={sectionHeading}>
          {t('valuation.yearHeading')}
        </h2>
        <p className="mt-2 max-w-prose text-sm text-stone-600">{t('valuation.yearLead')}</p>
        <FigureGrid className="mt-4">
          <FigureCard
            label={t('valuation.sales')}
            value={<Money cents={year.salesCents} />}
            note={change(year.previousSalesCents, year.salesCents)}
          />
          <FigureCard
            label={t('valuation.kept')}
            value={<Money cents={year.keptCents} />}
            note={change(year.previousKeptCents, year.keptCents)}
            tone="brand"
          />
          <FigureCard label={t('valuation.relief')} value={<Money cents={year.reliefCents} />} />
          <FigureCard label={t('valuation.partners')} value={<Money cents={year.partnersCents} />} />
        </FigureGrid>
        <DataTable
          label={t('valuation.monthsTable')}
          columns={columns}
          rows={year.months}
          rowKey={(row) => row.month}
          minWidth="36rem"
          className="mt-6"
          empty={{ title: t('valuation.noSales') }}
        />
      </section>

      <section aria-labelledby="valuation-recurring" className="mt-10">
        <h2 id="valuation-recurring" className={sectionHeading}>
          {t('valuation.recurringHeading')}
        </h2>
        <FigureGrid className="mt-4" columns={3}>
          <FigureCard label={t('valuation.activeSubscriptions')} value={number.format(recurring.active)} />
          <FigureCard label={t('valuation.monthly')} value={<Money cents={recurring.monthlyCents} />} />
          <FigureCard
            label={t('valuation.yearly')}
            value={<Money cents={recurring.monthlyCents * 12} />}
            note={t('valuation.yearlyNote')}
          />
        </FigureGrid>
      </section>

      <section aria-labelledby="valuation-buyers" className="mt-10">
        <h2 id="valuation-buyers" className={sectionHeading}>
          {t('valuation.buyersHeading')}
        </h2>
        <FigureGrid className="mt-4" columns={3}>
          <FigureCard
            label={t('valuation.buyers')}
            value={number.format(customers.buyers)}
            note={t('valuation.orders', { count: customers.orders })}
          />
          <FigureCard
            label={t('valuation.repeat')}
            value={customers.buyers > 0 ? share.format(customers.repeatBuyers / customers.buyers) : '–'}
            note={t('valuation.repeatNote', { count: customers.repeatBuyers })}
          />
          <FigureCard label={t('valuation.averageOrder')} value={<Money cents={customers.averageOrderCents} />} />
        </FigureGrid>
      </section>

      <section aria-labelledby="valuation-estimate" className="mt-10 max-w-3xl">
        <h2 id="valuation-estimate" className={sectionHeading}>
          {t('valuation.estimateHeading')}
        </h2>
        <p className="mt-2 text-stone-700">{t('valuation.estimateLead')}</p>
        <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <TextField
            label={t('valuation.low')}
            name="low"
            inputMode="decimal"
            defaultValue={multiples.low}
            error={multiples.lowError ? t(multiples.lowError) : undefined}
          />
          <TextField
            label={t('valuation.high')}
            name="high"
            inputMode="decimal"
            defaultValue={multiples.high}
            error={multiples.highError ? t(multiples.highError) : undefined}
          />
          <button type="submit" className={buttonClass('primary', 'md', 'sm:mt-7')}>
            {t('valuation.estimate')}
          </button>
        </Form>
        {estimate && (
          <p role="status" className="mt-5 rounded-2xl bg-brand-50 p-5 text-lg text-brand-900">
            {t('valuation.estimateResult', {
              low: number.format(estimate.low),
              high: number.format(estimate.high),
              kept: money(year.keptCents),
              lowValue: money(estimate.lowCents),
              highValue: money(estimate.highCents),
            })}
          </p>
        )}
        <p className="mt-4 text-sm text-stone-600">{t('valuation.caveat')}</p>
      </section>
    </AreaPage>
  );
}
