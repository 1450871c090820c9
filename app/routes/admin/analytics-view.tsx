import type { ReactNode } from 'react';
import { FigureCard, FigureGrid } from '~/components/ui/figure-card';
import { Money } from '~/components/ui/money';
import { PageHeader } from '~/components/ui/page-header';
import { PeriodLinks } from '~/components/ui/period-links';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { ANALYTICS_PERIODS, changeFrom } from '~/features/analytics/period';
import { LANGUAGES } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate, formatDateTime } from '~/utils/format-date';
import { formatPrice } from '~/utils/money';
import type { AnalyticsData } from './analytics.server';

/*
 * The analytics screen (decision 0109): the period's headline figures against the period before,
 * the days as bars (with the same figures as a table for everyone), what was read and where from,
 * what sold, and what members did. Shared by /analytics and /creator-hub/analytics.
 */

/** How a figure moved from the previous period, in words. */
function useChange() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  return (previous: number, current: number, days: number) => {
    const change = changeFrom(previous, current);
    if (change === null) return t('analytics.noComparison', { count: days });
    return t('analytics.change', { change: percent.format(change), count: days });
  };
}

/** A UTC day (YYYY-MM-DD) in the page's language. */
const formatDay = (day: string, language: string) => formatDate(`${day}T00:00:00Z`, language);

/**
 * Bars for the days of the period, named by the busiest day (or saying there is nothing yet); the
 * table under the charts has the same figures. `values` are one a day, in `days`' order.
 */
function DayBars({
  label,
  days,
  values,
  format,
}: {
  label: string;
  days: readonly string[];
  values: readonly number[];
  format: (value: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const top = Math.max(0, ...values);
  const summary =
    top === 0
      ? t('analytics.noneYet')
      : t('analytics.peak', { figure: format(top), day: formatDay(days[values.indexOf(top)] ?? '', i18n.language) });
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-stone-800">{label}</figcaption>
      {top === 0 ? (
        <p className="mt-2 flex h-32 items-center justify-center rounded-xl border border-dashed border-stone-300 text-sm text-stone-600">
          {summary}
        </p>
      ) : (
        <div
          role="img"
          aria-label={summary}
          className={`mt-2 flex h-32 items-end border-b border-stone-300 ${values.length <= 90 ? 'gap-px' : ''}`}
        >
          {values.map((value, index) => (
            <div
              // The days are fixed for the period: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="min-w-0 flex-1 rounded-t-sm bg-brand-600"
              style={{ height: value === 0 ? 0 : `${Math.max(2, (value / top) * 100)}%` }}
            />
          ))}
        </div>
      )}
    </figure>
  );
}

/** A ranked list of what was counted (pages, sources, languages, products) with each one's share. */
function Ranking({
  id,
  title,
  empty,
  columns,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  columns: [string, string];
  rows: { key: string; label: ReactNode; figure: ReactNode; share?: number }[];
}) {
  const { i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={id} className="font-serif text-xl font-bold text-stone-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-700">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-1 pe-3 font-medium">
                {columns[0]}
              </th>
              <th scope="col" className="w-28 py-1 text-end font-medium">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-stone-100">
                <td className="py-2 pe-3">
                  <span className="block truncate">{row.label}</span>
                  {row.share !== undefined && (
                    <span className="mt-1 block h-1.5 rounded-full bg-brand-100" aria-hidden="true">
                      <span className="block h-1.5 rounded-full bg-brand-600" style={{ width: `${row.share * 100}%` }} />
                    </span>
                  )}
                </td>
                <td className="py-2 text-end tabular-nums">
                  {row.figure}
                  {row.share !== undefined && <span className="block text-xs text-stone-600">{percent.format(row.share)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function AnalyticsView({ data }: { data: AnalyticsData }) {
  const { t, i18n } = useTranslation();
  const change = useChange();
  const { days, traffic, sales, members, learning, forum, byDay } = data;
  const number = (value: number) => value.toLocaleString(i18n.language);
  const dayName = (day: string) => formatDay(day, i18n.language);
  const dayList = byDay.map((row) => row.day);
  const share = (views: number) => (traffic.views === 0 ? 0 : views / traffic.views);
  const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code;
  const money = (cents: number) => formatPrice(cents, i18n.language);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader title={t(`pages.${data.pageKey}.title`)} description={t(`pages.${data.pageKey}.description`)} />
      <PeriodLinks
        label={t('analytics.period')}
        periods={ANALYTICS_PERIODS}
        current={days}
        text={(period) => t('analytics.lastDays', { count: period })}
      />

      <FigureGrid className="mt-6" columns={3}>
        <FigureCard
          label={t('analytics.views')}
          value={number(traffic.views)}
          note={change(traffic.previousViews, traffic.views, days)}
        />
        <FigureCard
          label={t('analytics.orders')}
          value={number(sales.orders)}
          note={change(sales.previousOrders, sales.orders, days)}
          to="/admin/orders"
          action={t('analytics.toOrders')}
        />
        <FigureCard
          label={t('analytics.net')}
          value={<Money cents={sales.netCents} />}
          note={change(sales.previousNetCents, sales.netCents, days)}
        />
        <FigureCard
          label={t('analytics.average')}
          value={sales.orders === 0 ? '—' : <Money cents={Math.round(sales.netCents / sales.orders)} />}
          note={t('analytics.refunded', { amount: money(sales.refundedCents) })}
        />
        <FigureCard
          label={t('analytics.members')}
          value={number(members.members)}
          note={change(members.previousMembers, members.members, days)}
        />
        <FigureCard
          label={t('analytics.relief')}
          value={<Money cents={sales.reliefCents} />}
          note={t('analytics.reliefNote')}
          to="/creator-hub/foundation"
          action={t('analytics.toRelief')}
          tone="brand"
        />
      </FigureGrid>

      <section aria-labelledby="analytics-days" className="mt-8 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="analytics-days" className="font-serif text-xl font-bold text-stone-900">
          {t('analytics.byDay')}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <DayBars label={t('analytics.views')} days={dayList} values={byDay.map((row) => row.views)} format={number} />
          {/* A day whose refunds outweigh its sales draws no bar; the table shows its figure. */}
          <DayBars
            label={t('analytics.net')}
            days={dayList}
            values={byDay.map((row) => Math.max(0, row.netCents))}
            format={money}
          />
        </div>
        {byDay.length > 0 && (
          <p className="mt-1 flex justify-between text-xs text-stone-600">
            <span>{dayName(byDay[0]?.day ?? '')}</span>
            <span>{dayName(byDay[byDay.length - 1]?.day ?? '')}</span>
          </p>
        )}
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('analytics.showTable')}</summary>
          <ScrollRegion label={t('analytics.dayTable')} className="mt-3 max-h-96">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead className="border-b border-stone-200 text-stone-600">
                <tr>
                  <th scope="col" className="py-2 pe-4 font-semibold">
                    {t('analytics.day')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end font-semibold">
                    {t('analytics.views')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end font-semibold">
                    {t('analytics.orders')}
                  </th>
                  <th scope="col" className="py-2 text-end font-semibold">
                    {t('analytics.net')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {[...byDay].reverse().map((row) => (
                  <tr key={row.day}>
                    <th scope="row" className="py-2 pe-4 font-normal">
                      {dayName(row.day)}
                    </th>
                    <td className="py-2 pe-4 text-end tabular-nums">{number(row.views)}</td>
                    <td className="py-2 pe-4 text-end tabular-nums">{number(row.orders)}</td>
                    <td className="py-2 text-end tabular-nums">
                      <Money cents={row.netCents} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </details>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Ranking
          id="analytics-pages"
          title={t('analytics.pages')}
          empty={t('analytics.noViews')}
          columns={[t('analytics.page'), t('analytics.views')]}
          rows={traffic.pages.map((row) => ({
            key: row.value,
            label: <code className="font-mono text-xs text-stone-800">{row.value}</code>,
            figure: number(row.views),
            share: share(row.views),
          }))}
        />
        <Ranking
          id="analytics-sources"
          title={t('analytics.sources')}
          empty={t('analytics.noViews')}
          columns={[t('analytics.source'), t('analytics.views')]}
          rows={traffic.sources.map((row) => ({
            key: row.value,
            label: row.value === '' ? t('analytics.direct') : row.value,
            figure: number(row.views),
            share: share(row.views),
          }))}
        />
        <Ranking
          id="analytics-products"
          title={t('analytics.products')}
          empty={t('analytics.noSales')}
          columns={[t('analytics.product'), t('analytics.sales')]}
          rows={sales.products.map((row) => ({
            key: row.productId,
            label: (
              <>
                {row.name} <span className="text-stone-600">· {t('analytics.units', { count: row.units })}</span>
              </>
            ),
            figure: <Money cents={row.salesCents} />,
          }))}
        />
        <Ranking
          id="analytics-languages"
          title={t('analytics.languages')}
          empty={t('analytics.noViews')}
          columns={[t('analytics.language'), t('analytics.views')]}
          rows={traffic.languages.map((row) => ({
            key: row.value,
            label: languageName(row.value),
            figure: number(row.views),
            share: share(row.views),
          }))}
        />
      </div>

      <section aria-labelledby="analytics-community" className="mt-8">
        <h2 id="analytics-community" className="font-serif text-xl font-bold text-stone-900">
          {t('analytics.community')}
        </h2>
        <FigureGrid className="mt-4">
          <FigureCard
            label={t('analytics.enrolments')}
            value={number(learning.enrolments)}
            to="/creator-hub/students"
            action={t('analytics.toStudents')}
          />
          <FigureCard label={t('analytics.completions')} value={number(learning.completions)} />
          <FigureCard label={t('analytics.threads')} value={number(forum.threads)} to="/forum" action={t('analytics.toForum')} />
          <FigureCard label={t('analytics.replies')} value={number(forum.replies)} />
        </FigureGrid>
      </section>

      <p className="mt-8 max-w-3xl text-sm text-stone-700">
        {t('analytics.explain')}{' '}
        {traffic.countedUntil
          ? t('analytics.countedUntil', { time: formatDateTime(traffic.countedUntil, i18n.language) })
          : t('analytics.notCounted')}
      </p>
    </div>
  );
}
