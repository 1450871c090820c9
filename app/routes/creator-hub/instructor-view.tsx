import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { FigureCard, FigureGrid } from '~/components/ui/figure-card';
import { Money } from '~/components/ui/money';
import { ResultNotice } from '~/components/ui/result-notice';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { PayoutAccountPanel } from '~/features/payouts/components/payout-account-panel';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import type { instructorPayoutAction, loadInstructorPayouts } from './instructor-payouts.server';

type LoaderData = NonNullable<Awaited<ReturnType<typeof loadInstructorPayouts>>>;
type ActionData = Awaited<ReturnType<typeof instructorPayoutAction>>['data'];

/**
 * One instructor for administrators (decision 0104): the ledger's figures, the payout account
 * (the whole of it on request, logged), the payouts of runs and the transfers recorded before runs.
 */
export function InstructorPayoutView({ loaderData, actionData }: { loaderData: LoaderData; actionData?: ActionData }) {
  const { t, i18n } = useTranslation();
  const { balance, runPayouts, recorded, refundWindowDays } = loaderData;
  const revealed = actionData?.ok && actionData.intent === 'reveal' ? actionData.account : null;
  const refusal = actionData && !actionData.ok ? actionData : null;

  return (
    <AreaPage pageKey="creator-hub-instructor">
      <p className="mt-4">
        <Link to={pathTo('/creator-hub/instructors')} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('instructors.payouts.backToList')}
        </Link>
      </p>
      <h2 dir="auto" className="mt-6 font-serif text-2xl font-bold text-stone-900">
        {balance.name}
        <span className="block text-base font-normal text-stone-600">{balance.email}</span>
      </h2>

      <FigureGrid className="mt-6">
        <FigureCard label={t('instructors.payouts.earned')} value={<Money cents={balance.earnedCents} />} />
        <FigureCard
          label={t('instructors.payouts.paid')}
          value={<Money cents={balance.paidCents} />}
          note={
            balance.recordedCents > 0 ? (
              <>
                {t('instructors.payouts.ofWhichRecorded')} <Money cents={balance.recordedCents} />
              </>
            ) : undefined
          }
        />
        <FigureCard
          tone="brand"
          label={t('instructors.payouts.owed')}
          value={<Money cents={balance.nextEstimateCents} />}
          note={t('instructors.payouts.owedNote', { days: refundWindowDays })}
          to={pathTo('/admin/payouts')}
          action={t('instructors.payouts.toRuns')}
        />
        <FigureCard
          label={t('instructors.payouts.inWindow')}
          value={<Money cents={balance.inWindowCents} />}
          note={t('instructors.payouts.inWindowNote', { days: refundWindowDays })}
        />
      </FigureGrid>
      {balance.inRunCents > 0 && (
        <p className="mt-3 max-w-3xl text-stone-700">
          {t('instructors.payouts.inRunLine')} <Money cents={balance.inRunCents} />
        </p>
      )}
      {balance.aheadCents > 0 && (
        <p className="mt-3 max-w-3xl text-stone-700">
          {t('instructors.payouts.ahead')} <Money cents={balance.aheadCents} />
        </p>
      )}
      {refusal?.formError && refusal.intent !== 'reveal' && (
        <ResultNotice ok={false} message={t(refusal.formError)} className="mt-4" />
      )}

      <PayoutAccountPanel
        account={balance.payout}
        revealed={revealed}
        refusal={refusal?.formError && refusal.intent === 'reveal' ? refusal.formError : null}
        missing="instructors.payouts.noAccountLong"
      />

      <section aria-labelledby="run-payouts" className="mt-10">
        <h2 id="run-payouts" className="font-serif text-xl font-bold text-stone-900">
          {t('instructors.payouts.runsTitle')}
        </h2>
        {runPayouts.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('instructors.payouts.noRunPayouts')}</p>
        ) : (
          <ScrollRegion label={t('instructors.payouts.runsTitle')} className="mt-4 rounded-2xl border border-stone-200 bg-white">
            <table className="w-full min-w-[28rem] text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('instructors.payouts.date')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {t('instructors.payouts.amount')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('instructors.payouts.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {runPayouts.map((payout) => (
                  <tr key={payout.id}>
                    <td className="px-4 py-3">{formatDate(payout.paidAt ?? payout.createdAt, i18n.language)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">
                      <Money cents={payout.amountCents} />
                    </td>
                    <td className="px-4 py-3">{t(`payouts.status.${payout.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>

      {recorded.length > 0 && (
        <section aria-labelledby="payout-history" className="mt-10">
          <h2 id="payout-history" className="font-serif text-xl font-bold text-stone-900">
            {t('instructors.payouts.historyTitle')}
          </h2>
          <p className="mt-2 max-w-3xl text-stone-700">{t('instructors.payouts.historyBody')}</p>
          <ScrollRegion
            label={t('instructors.payouts.historyTitle')}
            className="mt-4 rounded-2xl border border-stone-200 bg-white"
          >
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('instructors.payouts.date')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {t('instructors.payouts.amount')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('instructors.payouts.reference')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('instructors.payouts.recordedBy')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {recorded.map((payout) => (
                  <tr key={payout.id}>
                    <td className="px-4 py-3">{formatDate(payout.paidOn, i18n.language)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">
                      <Money cents={payout.amountCents} />
                    </td>
                    <td className="px-4 py-3" dir="auto">
                      {payout.reference}
                      {payout.accountLast4 && (
                        <span className="block text-xs text-stone-600">
                          {t('instructors.payouts.accountEnding', { last4: payout.accountLast4 })}
                        </span>
                      )}
                      {payout.note && <span className="block text-xs text-stone-600">{payout.note}</span>}
                    </td>
                    <td className="px-4 py-3" dir="auto">
                      {payout.recordedBy ?? t('instructors.payouts.deletedAdmin')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
    </AreaPage>
  );
}
