import { Money } from '~/components/ui/money';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import type { InstructorDashboard } from './dashboard.server';

/** What the instructor's courses earned: per course, then the total, with how it is worked out. */
export function EarningsSection({
  earnings,
  payouts,
}: {
  earnings: InstructorDashboard['earnings'];
  payouts: InstructorDashboard['payouts'];
}) {
  const { t } = useTranslation();
  const { rows, total, sharePercent, reliefPercent } = earnings;
  const th = 'px-4 py-3 font-semibold';
  const td = 'px-4 py-3 text-end tabular-nums';
  return (
    <section aria-labelledby="my-earnings" className="mt-10">
      <h2 id="my-earnings" className="font-serif text-2xl font-bold text-stone-900">
        {t('learning.earnings.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">{t('learning.earnings.howWorkedOut', { sharePercent, reliefPercent })}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('learning.earnings.none')}</p>
      ) : (
        <ScrollRegion label={t('learning.earnings.tableLabel')} className="mt-4 rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className={`${th} text-start`}>
                  {t('learning.earnings.course')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('learning.earnings.orders')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('learning.earnings.net')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('learning.earnings.relief')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('learning.earnings.share')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" dir="auto" className="px-4 py-3 text-start font-semibold text-stone-900">
                    {row.title}
                    {row.kind === 'class' && (
                      <span className="block text-xs font-normal text-stone-600">{t('learning.earnings.liveClass')}</span>
                    )}
                  </th>
                  <td className={td}>{row.orderCount}</td>
                  <td className={td}>
                    <Money cents={row.netCents} />
                    {row.refundedCents > 0 && (
                      <span className="block text-xs text-stone-600">
                        {t('learning.earnings.refunded')} <Money cents={row.refundedCents} />
                      </span>
                    )}
                  </td>
                  <td className={td}>
                    <Money cents={row.reliefCents} />
                  </td>
                  <td className={`${td} font-semibold text-stone-900`}>
                    <Money cents={row.shareCents} />
                  </td>
                </tr>
              ))}
            </tbody>
            {rows.length > 1 && (
              <tfoot className="border-t-2 border-stone-200 font-semibold text-stone-900">
                <tr>
                  <th scope="row" colSpan={2} className="px-4 py-3 text-start">
                    {t('learning.earnings.total')}
                  </th>
                  <td className={td}>
                    <Money cents={total.netCents} />
                  </td>
                  <td className={td}>
                    <Money cents={total.reliefCents} />
                  </td>
                  <td className={td}>
                    <Money cents={total.shareCents} />
                  </td>
                </tr>
              </tfoot>
            )}
          </table>
        </ScrollRegion>
      )}
      <PayoutsReceived payouts={payouts} />
    </section>
  );
}

/** What was paid out to the instructor, and what is still due (decision 0057). */
function PayoutsReceived({ payouts }: { payouts: InstructorDashboard['payouts'] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-6">
      <h3 className="font-serif text-xl font-bold text-stone-900">{t('learning.earnings.payoutsTitle')}</h3>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-stone-600">{t('learning.earnings.paidOut')}</dt>
          <dd className="text-lg font-semibold tabular-nums text-stone-900">
            <Money cents={payouts.paidCents} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('learning.earnings.stillDue')}</dt>
          <dd className="text-lg font-semibold tabular-nums text-stone-900">
            <Money cents={Math.max(0, payouts.dueCents)} />
          </dd>
        </div>
      </dl>
      {payouts.recent.length === 0 ? (
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
              {payouts.recent.map((payout) => (
                <tr key={payout.id}>
                  <td className="px-4 py-3">{formatDate(payout.paidOn, i18n.language)}</td>
                  <td className="px-4 py-3 text-end tabular-nums">
                    <Money cents={payout.amountCents} />
                  </td>
                  <td className="px-4 py-3" dir="auto">
                    {payout.reference}
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
