import { Link } from 'react-router';
import { Money } from '~/components/ui/money';
import { PageHeader } from '~/components/ui/page-header';
import { PeriodLinks } from '~/components/ui/period-links';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useTranslation } from '~/i18n/use-translation';
import type { loader } from './affiliates';

/** The periods the page offers, in days. */
export const PERFORMANCE_PERIODS = [30, 90, 365] as const;

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** Orders per hundred visits, to one decimal; a dash without visits. */
function conversion(orders: number, visits: number, language: string) {
  if (visits === 0) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(orders / visits);
}

/** The affiliate programme's performance for admins: the programme's totals, then each affiliate. */
export function AffiliatePerformanceView({ loaderData }: { loaderData: LoaderData }) {
  const { t, i18n } = useTranslation();
  const { days, totals, affiliates } = loaderData;
  const figures = [
    { label: t('affiliates.performance.visits'), value: totals.visits.toLocaleString(i18n.language) },
    { label: t('affiliates.performance.orders'), value: totals.orders.toLocaleString(i18n.language) },
    { label: t('affiliates.performance.conversion'), value: conversion(totals.orders, totals.visits, i18n.language) },
    { label: t('affiliates.performance.sales'), value: <Money cents={totals.salesCents} /> },
    { label: t('affiliates.performance.commission'), value: <Money cents={totals.commissionCents} /> },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader title={t('pages.creator-hub-affiliates.title')} description={t('pages.creator-hub-affiliates.description')} />
      <PeriodLinks
        label={t('affiliates.performance.period')}
        periods={PERFORMANCE_PERIODS}
        current={days}
        text={(period) => t('affiliates.performance.lastDays', { count: period })}
      />
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{figure.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-stone-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-700">
        {t('affiliates.performance.explain')}{' '}
        <Link to="/affiliate/admin" className="font-semibold text-brand-800 underline">
          {t('affiliates.performance.toAdmin')}
        </Link>
      </p>
      <h2 className="mt-8 text-lg font-semibold text-stone-900">{t('affiliates.performance.byAffiliate')}</h2>
      {affiliates.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('affiliates.performance.none')}</p>
      ) : (
        <ScrollRegion label={t('affiliates.performance.byAffiliate')} className="mt-4">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="border-b border-stone-200 text-stone-600">
              <tr>
                {(['affiliate', 'visits', 'orders', 'conversion', 'sales', 'commission'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pe-4 font-semibold">
                    {t(`affiliates.performance.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {affiliates.map((row) => (
                <tr key={row.userId}>
                  <th scope="row" className="py-3 pe-4 font-normal">
                    <span className="font-semibold text-stone-900">{row.name}</span>{' '}
                    <span className="font-mono text-xs text-stone-600">{row.code}</span>
                    {row.status === 'suspended' && (
                      <span className="ms-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                        {t('affiliates.review.status.suspended')}
                      </span>
                    )}
                  </th>
                  <td className="py-3 pe-4">{row.visits.toLocaleString(i18n.language)}</td>
                  <td className="py-3 pe-4">{row.orders.toLocaleString(i18n.language)}</td>
                  <td className="py-3 pe-4">{conversion(row.orders, row.visits, i18n.language)}</td>
                  <td className="py-3 pe-4">
                    <Money cents={row.salesCents} />
                  </td>
                  <td className="py-3 pe-4">
                    <Money cents={row.commissionCents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
