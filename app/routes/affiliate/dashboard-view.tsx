import { useId, useState } from 'react';
import { AreaPage } from '~/components/page/area-page';
import { FigureCard, FigureGrid } from '~/components/ui/figure-card';
import { Money } from '~/components/ui/money';
import { CategoryRatesNote } from '~/features/affiliates/components/category-rates-note';
import { PayoutsSummary } from '~/features/payouts/components/payouts-summary';
import { useTranslation } from '~/i18n/use-translation';
import type { loadAffiliateDashboard } from './dashboard.server';

type Dashboard = Awaited<ReturnType<typeof loadAffiliateDashboard>>;

/** A link to any page of the site with the affiliate's code on it. */
function LinkBuilder({ origin, code }: { origin: string; code: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [path, setPath] = useState('/products');
  const [copied, setCopied] = useState(false);
  const clean = path.trim().startsWith('/') ? path.trim() : `/${path.trim()}`;
  const url = new URL(clean, origin);
  url.searchParams.set('ref', code);
  const link = url.origin === origin ? url.toString() : `${origin}/?ref=${code}`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold text-stone-900">
        {t('affiliates.dashboard.linkTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('affiliates.dashboard.linkHint', { code })}</p>
      <label htmlFor={`${id}-path`} className="mt-4 block font-semibold text-stone-900">
        {t('affiliates.dashboard.linkPage')}
      </label>
      <input
        id={`${id}-path`}
        className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2"
        value={path}
        onChange={(event) => {
          setPath(event.target.value);
          setCopied(false);
        }}
        spellCheck={false}
        autoComplete="off"
      />
      <p className="mt-3 break-all rounded-xl bg-stone-100 px-3 py-2 font-mono text-sm text-stone-900" aria-live="polite">
        {link}
      </p>
      <button
        type="button"
        className="mt-3 rounded-full bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? t('affiliates.dashboard.copied') : t('affiliates.dashboard.copy')}
      </button>
    </section>
  );
}

/** Earnings month by month: bars for the eye, the table for everyone. */
function EarningsByMonth({ months }: { months: Dashboard['earnings']['months'] }) {
  const { t } = useTranslation();
  if (months.length === 0) return <p className="mt-3 text-stone-700">{t('affiliates.dashboard.noEarnings')}</p>;
  const top = Math.max(1, ...months.map((month) => month.cents));
  return (
    <table className="mt-3 w-full text-left text-sm">
      <thead>
        <tr className="text-stone-600">
          <th scope="col" className="py-1 pe-3 font-medium">
            {t('affiliates.dashboard.month')}
          </th>
          <th scope="col" className="py-1 pe-3 font-medium">
            {t('affiliates.dashboard.earned')}
          </th>
          <th scope="col" className="w-1/2 py-1">
            <span className="sr-only">{t('affiliates.dashboard.bar')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month} className="border-t border-stone-100">
            <td className="py-2 pe-3 font-mono">{month.month}</td>
            <td className="py-2 pe-3">
              <Money cents={month.cents} />
            </td>
            <td className="py-2" aria-hidden="true">
              <div className="h-3 rounded-full bg-brand-600" style={{ width: `${Math.max(2, (month.cents / top) * 100)}%` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An affiliate's own dashboard: their link, what it brought, and what it earned. */
export function AffiliateDashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { tracking, earnings } = dashboard;
  const rate = dashboard.conversionRate === null ? '—' : `${(dashboard.conversionRate * 100).toFixed(1)}%`;
  return (
    <AreaPage pageKey="affiliate" area="affiliate">
      <p className="mt-4 text-stone-700">
        {t('affiliates.dashboard.terms', { percent: dashboard.ratePercent, days: dashboard.refundWindowDays })}
        {dashboard.isLeader && ` ${t('affiliates.dashboard.leader', { percent: dashboard.leaderOverridePercent })}`}
      </p>
      <CategoryRatesNote rates={dashboard.categoryRates} percent={dashboard.ratePercent} className="mt-1 text-stone-700" />
      <FigureGrid className="mt-6">
        <FigureCard label={t('affiliates.dashboard.visits')} value={tracking.visits} note={t('affiliates.dashboard.last90')} />
        <FigureCard
          label={t('affiliates.dashboard.orders')}
          value={earnings.orders}
          note={t('affiliates.dashboard.rate', { rate })}
        />
        <FigureCard
          label={t('affiliates.dashboard.pending')}
          value={<Money cents={earnings.pendingCents} />}
          note={t('affiliates.dashboard.pendingNote', { days: dashboard.refundWindowDays })}
        />
        <FigureCard
          tone="brand"
          label={t('affiliates.dashboard.payable')}
          value={<Money cents={earnings.payableCents} />}
          note={t('affiliates.dashboard.payableNote')}
        />
      </FigureGrid>
      <LinkBuilder origin={dashboard.origin} code={dashboard.code} />
      <section className="mt-8 rounded-2xl border border-stone-200 bg-white p-6" aria-labelledby="affiliate-months">
        <h2 id="affiliate-months" className="font-serif text-xl font-bold text-stone-900">
          {t('affiliates.dashboard.byMonth')}
        </h2>
        <EarningsByMonth months={earnings.months} />
      </section>
      <PayoutsSummary payouts={dashboard.payouts} refundWindowDays={dashboard.refundWindowDays} />
    </AreaPage>
  );
}
