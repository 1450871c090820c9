import { FigureCard, FigureGrid } from '~/components/ui/figure-card';
import { Money } from '~/components/ui/money';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import type { PartyPayouts } from '../party-payouts';

/**
 * The four figures of a party's payouts (paid, in a run, the next run, in the refund window), and
 * how far ahead they were paid when a refund came after a payout: the vendor's and affiliate's
 * summary and the instructor's earnings show the same.
 */
export function PayoutFigures({
  payouts,
  refundWindowDays,
}: {
  payouts: Pick<PartyPayouts, 'paidCents' | 'inRunCents' | 'nextEstimateCents' | 'inWindowCents' | 'aheadCents'>;
  refundWindowDays: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FigureGrid className="mt-4">
        <FigureCard label={t('payouts.mine.paid')} value={<Money cents={payouts.paidCents} />} />
        <FigureCard
          label={t('payouts.mine.inRun')}
          value={<Money cents={payouts.inRunCents} />}
          note={t('payouts.mine.inRunNote')}
        />
        <FigureCard
          tone="brand"
          label={t('payouts.mine.next')}
          value={<Money cents={payouts.nextEstimateCents} />}
          note={t('payouts.mine.nextNote', { days: refundWindowDays })}
        />
        <FigureCard
          label={t('payouts.mine.inWindow')}
          value={<Money cents={payouts.inWindowCents} />}
          note={t('payouts.mine.inWindowNote', { days: refundWindowDays })}
        />
      </FigureGrid>
      {/* Paid more than earned (a refund after the payout): new earnings make it up first (`settle`). */}
      {payouts.aheadCents > 0 && (
        <p className="mt-3 max-w-3xl text-stone-700">
          {t('payouts.mine.ahead')} <Money cents={payouts.aheadCents} />
        </p>
      )}
    </>
  );
}

/**
 * A vendor's or an affiliate's payouts on their own dashboard (decision 0096): paid so far, held
 * by a run and still to be paid, what the next run would pay, and the last payouts.
 */
export function PayoutsSummary({ payouts, refundWindowDays }: { payouts: PartyPayouts; refundWindowDays: number }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="mt-8 rounded-2xl border border-stone-200 bg-white p-6" aria-labelledby="my-payouts">
      <h2 id="my-payouts" className="font-serif text-xl font-bold text-stone-900">
        {t('payouts.mine.heading')}
      </h2>
      <PayoutFigures payouts={payouts} refundWindowDays={refundWindowDays} />
      {payouts.recent.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('payouts.mine.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100 text-sm">
          {payouts.recent.map((payout) => (
            <li key={payout.id} className="flex flex-wrap gap-x-4 py-2">
              <span>{formatDate(payout.paidAt ?? payout.createdAt, i18n.language)}</span>
              <Money cents={payout.amountCents} />
              <span>{t(`payouts.status.${payout.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
