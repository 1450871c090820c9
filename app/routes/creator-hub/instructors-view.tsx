import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { Money } from '~/components/ui/money';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import type { loadPayoutsOverview } from './instructor-payouts.server';

type Overview = Awaited<ReturnType<typeof loadPayoutsOverview>>;

/**
 * Every instructor who earned or was paid (decision 0104): what the ledger says they earned, what
 * was paid (by runs and by the transfers recorded before them), what a run holds, what the next
 * run would pay and what is still in the refund window. Paying is done on /admin/payouts.
 */
export function InstructorEarningsView({ rows, totalOwedCents, refundWindowDays }: Overview) {
  const { t, i18n } = useTranslation();
  const th = 'px-4 py-3 font-semibold';
  const td = 'px-4 py-3 text-end tabular-nums';
  return (
    <AreaPage pageKey="creator-hub-instructors">
      <p className="mt-6 max-w-3xl text-stone-700">{t('instructors.payouts.howItWorks', { days: refundWindowDays })}</p>
      <p className="mt-2">
        <Link to={pathTo('/admin/payouts')} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('instructors.payouts.toRuns')}
        </Link>
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 text-stone-700">{t('instructors.payouts.noneEarned')}</p>
      ) : (
        <>
          <p className="mt-6 text-lg font-semibold text-stone-900">
            {t('instructors.payouts.totalOwed')} <Money cents={totalOwedCents} />
          </p>
          <ScrollRegion label={t('instructors.payouts.tableLabel')} className="mt-4 rounded-2xl border border-stone-200 bg-white">
            <table className="w-full min-w-[56rem] text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className={`${th} text-start`}>
                    {t('instructors.payouts.instructor')}
                  </th>
                  <th scope="col" className={`${th} text-start`}>
                    {t('instructors.payouts.account')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('instructors.payouts.earned')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('instructors.payouts.paid')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('instructors.payouts.inRun')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('instructors.payouts.owed')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('instructors.payouts.inWindow')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((row) => (
                  <tr key={row.instructorId}>
                    <th scope="row" className="px-4 py-3 text-start font-normal">
                      <Link
                        to={pathTo('/creator-hub/instructors/:instructorId', { instructorId: row.instructorId })}
                        dir="auto"
                        className="font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {row.name}
                      </Link>
                      <span className="block text-xs text-stone-600">{row.email}</span>
                    </th>
                    <td className="px-4 py-3 text-stone-700">
                      {row.payout ? (
                        <span dir="auto">{t('instructors.payouts.accountEnding', { last4: row.payout.last4 })}</span>
                      ) : (
                        <span className="text-amber-800">{t('instructors.payouts.noAccount')}</span>
                      )}
                      {row.lastPaidOn && (
                        <span className="block text-xs text-stone-600">
                          {t('instructors.payouts.lastRecorded', { date: formatDate(row.lastPaidOn, i18n.language) })}
                        </span>
                      )}
                    </td>
                    <td className={td}>
                      <Money cents={row.earnedCents} />
                    </td>
                    <td className={td}>
                      <Money cents={row.paidCents} />
                      {row.aheadCents > 0 && (
                        <span className="block text-xs text-stone-600">
                          {t('instructors.payouts.aheadShort')} <Money cents={row.aheadCents} />
                        </span>
                      )}
                    </td>
                    <td className={td}>
                      <Money cents={row.inRunCents} />
                    </td>
                    <td className={`${td} font-semibold text-stone-900`}>
                      <Money cents={row.nextEstimateCents} />
                    </td>
                    <td className={td}>
                      <Money cents={row.inWindowCents} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </AreaPage>
  );
}
