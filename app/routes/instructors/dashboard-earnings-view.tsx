import { Money } from '~/components/ui/money';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { PayoutFigures } from '~/features/payouts/components/payouts-summary';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import type { InstructorDashboard } from './dashboard.server';

/**
 * What the instructor earned and was paid (decision 0104), from the money ledger: paid, being
 * paid, the next payout and what is still in the refund window, month by month, then the payouts.
 */
export function EarningsSection({
  earnings,
  payouts,
  recorded,
  refundWindowDays,
}: Pick<InstructorDashboard, 'earnings' | 'payouts' | 'recorded' | 'refundWindowDays'>) {
  const { t } = useTranslation();
  const { sharePercent, reliefPercent, months } = earnings;
  return (
    <section aria-labelledby="my-earnings" className="mt-10">
      <h2 id="my-earnings" className="font-serif text-2xl font-bold text-stone-900">
        {t('learning.earnings.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">
        {t('learning.earnings.howWorkedOut', { sharePercent, reliefPercent, days: refundWindowDays })}
      </p>
      <PayoutFigures payouts={payouts} refundWindowDays={refundWindowDays} />
      {months.length === 0 ? (
        <p className="mt-4 max-w-3xl text-stone-700">{t('learning.earnings.none')}</p>
      ) : (
        <ScrollRegion label={t('learning.earnings.tableLabel')} className="mt-4 rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[20rem] text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('learning.earnings.month')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  {t('learning.earnings.share')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="px-4 py-3 text-start font-mono font-normal">
                    {month.month}
                  </th>
                  <td className="px-4 py-3 text-end tabular-nums">
                    <Money cents={month.cents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <PayoutsReceived payouts={payouts} recorded={recorded} />
    </section>
  );
}

/** The payouts of runs, and the transfers recorded before them (decision 0057), newest first. */
function PayoutsReceived({ payouts, recorded }: Pick<InstructorDashboard, 'payouts' | 'recorded'>) {
  const { t, i18n } = useTranslation();
  const rows = [
    ...payouts.recent.map((payout) => ({
      id: payout.id,
      day: (payout.paidAt ?? payout.createdAt).slice(0, 10),
      amountCents: payout.amountCents,
      detail: t(`payouts.status.${payout.status}`),
    })),
    ...recorded.map((payout) => ({
      id: payout.id,
      day: payout.paidOn,
      amountCents: payout.amountCents,
      detail: payout.reference,
    })),
  ].sort((a, b) => b.day.localeCompare(a.day));
  return (
    <div className="mt-6">
      <h3 className="font-serif text-xl font-bold text-stone-900">{t('learning.earnings.payoutsTitle')}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 max-w-3xl text-stone-700">{t('learning.earnings.payoutsNone')}</p>
      ) : (
        <ScrollRegion label={t('learning.earnings.payoutsLabel')} className="mt-3 rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[28rem] text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('learning.earnings.payoutDate')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  {t('learning.earnings.payoutAmount')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('learning.earnings.payoutReference')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3">{formatDate(row.day, i18n.language)}</td>
                  <td className="px-4 py-3 text-end tabular-nums">
                    <Money cents={row.amountCents} />
                  </td>
                  <td className="px-4 py-3" dir="auto">
                    {row.detail}
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
