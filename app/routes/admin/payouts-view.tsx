import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Money } from '~/components/ui/money';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { formatDateTime } from '~/utils/format-date';
import type { loader } from './payouts';

/** What the page's action answers. */
export type PayoutsAnswer = FormResult<{ intent: 'start' | 'pay' | 'stripe-account'; count: number }>;

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Line = LoaderData['owed'][number];

function Notice({ answer }: { answer: PayoutsAnswer | undefined }) {
  const { t } = useTranslation();
  if (!answer) return null;
  if (!answer.ok) {
    const key = answer.formError ?? Object.values(answer.fieldErrors)[0] ?? 'errors.badForm';
    return <ResultNotice ok={false} message={t(key, answer.formErrorVars ?? {})} className="mt-4" />;
  }
  return <ResultNotice ok message={t(`payouts.admin.done.${answer.intent}`, { count: answer.count })} className="mt-4" />;
}

/** A party's Stripe Connect account, set in place (only where Stripe pays). */
function StripeAccountForm({ line }: { line: Line }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PayoutsAnswer>();
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <fetcher.Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value="stripe-account" />
      <input type="hidden" name="account" value={line.account} />
      <input type="hidden" name="partyId" value={line.partyId} />
      <TextField
        label={t('payouts.admin.stripeAccount', { name: line.name || line.partyId })}
        name="stripeAccountId"
        defaultValue={line.stripeAccountId ?? ''}
        autoComplete="off"
        spellCheck={false}
        error={failed?.fieldErrors.stripeAccountId ? t(failed.fieldErrors.stripeAccountId) : undefined}
      />
      <button type="submit" className={buttonClass('secondary', 'sm')} disabled={fetcher.state !== 'idle'}>
        {t('payouts.admin.save')}
      </button>
    </fetcher.Form>
  );
}

function LinesTable({ lines, label, isStripe }: { lines: Line[]; label: string; isStripe: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollRegion label={label} className="mt-4">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            <th scope="col" className="py-2 pe-4 font-semibold">
              {t('payouts.admin.party')}
            </th>
            <th scope="col" className="py-2 pe-4 font-semibold">
              {t('payouts.admin.account')}
            </th>
            <th scope="col" className="py-2 pe-4 font-semibold">
              {t('payouts.admin.amount')}
            </th>
            <th scope="col" className="py-2 pe-4 font-semibold">
              {t('payouts.admin.status')}
            </th>
            {isStripe && (
              <th scope="col" className="py-2 pe-4 font-semibold">
                {t('payouts.admin.stripe')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.account}:${line.partyId}`} className="border-b border-stone-100 align-top">
              <td className="py-2 pe-4">
                {line.name || line.partyId}
                <span className="block text-xs text-stone-600">{line.email}</span>
              </td>
              <td className="py-2 pe-4">{t(`payouts.accounts.${line.account}`)}</td>
              <td className="py-2 pe-4">
                <Money cents={line.amountCents} />
              </td>
              <td className="py-2 pe-4">
                {t(`payouts.status.${line.status}`)}
                {line.paidAt && (
                  <span className="block text-xs text-stone-600">{formatDateTime(line.paidAt, i18n.language)}</span>
                )}
                {line.failureReason && <span className="block text-xs text-red-700">{line.failureReason}</span>}
              </td>
              {isStripe && (
                <td className="py-2 pe-4">
                  {line.status === 'paid' ? line.providerTransferId : <StripeAccountForm line={line} />}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The payout screen: what is owed now, the current run with its CSV and its payment, and past runs. */
export function PayoutsView({ loaderData }: { loaderData: LoaderData }) {
  const { t, i18n } = useTranslation();
  const start = useFetcher<PayoutsAnswer>();
  const pay = useFetcher<PayoutsAnswer>();
  const { owed, current, runs, isStripe, refundWindowDays } = loaderData;
  const open = current?.status === 'open' ? current : null;
  const owedTotal = owed.reduce((sum, line) => sum + line.amountCents, 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader title={t('pages.payouts-admin.title')} description={t('pages.payouts-admin.description')} />
      <p className="mt-4 text-stone-700">
        {t(isStripe ? 'payouts.admin.viaStripe' : 'payouts.admin.viaBank', { days: refundWindowDays })}
      </p>

      <section className="mt-8" aria-labelledby="payouts-owed">
        <h2 id="payouts-owed" className="text-lg font-semibold text-stone-900">
          {t('payouts.admin.owedHeading')}
        </h2>
        {owed.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('payouts.admin.nothingOwed')}</p>
        ) : (
          <>
            <p className="mt-2 text-stone-700">
              {t('payouts.admin.owedSummary', { count: owed.length })} <Money cents={owedTotal} />
            </p>
            <LinesTable lines={owed} label={t('payouts.admin.owedHeading')} isStripe={isStripe} />
          </>
        )}
        <start.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="start" />
          <button
            type="submit"
            className={buttonClass('primary', 'md')}
            disabled={start.state !== 'idle' || open !== null || owed.length === 0}
          >
            {t('payouts.admin.start')}
          </button>
        </start.Form>
        <Notice answer={start.data} />
      </section>

      {current && (
        <section className="mt-10" aria-labelledby="payouts-current">
          <h2 id="payouts-current" className="text-lg font-semibold text-stone-900">
            {t(open ? 'payouts.admin.openHeading' : 'payouts.admin.latestHeading')}
          </h2>
          <p className="mt-2 text-stone-700">
            {t('payouts.admin.runSummary', {
              count: current.payoutCount,
              cutoff: formatDateTime(current.cutoffAt, i18n.language),
            })}{' '}
            <Money cents={current.totalCents} />
          </p>
          <a className={`${buttonClass('secondary', 'sm')} mt-3`} href={`/admin/payouts/${current.id}/export.csv`} download>
            {t('payouts.admin.exportCsv')}
          </a>
          <LinesTable lines={current.lines} label={t('payouts.admin.openHeading')} isStripe={isStripe} />
          {open && (
            <pay.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="runId" value={open.id} />
              {!isStripe && (
                <TextField
                  label={t('payouts.admin.reference')}
                  name="reference"
                  maxLength={120}
                  error={
                    pay.data && !pay.data.ok && pay.data.fieldErrors.reference ? t(pay.data.fieldErrors.reference) : undefined
                  }
                />
              )}
              <button type="submit" className={buttonClass('primary', 'md')} disabled={pay.state !== 'idle'}>
                {t(isStripe ? 'payouts.admin.payStripe' : 'payouts.admin.markPaid')}
              </button>
            </pay.Form>
          )}
          <Notice answer={pay.data} />
        </section>
      )}

      {runs.length > 0 && (
        <section className="mt-10" aria-labelledby="payouts-runs">
          <h2 id="payouts-runs" className="text-lg font-semibold text-stone-900">
            {t('payouts.admin.runsHeading')}
          </h2>
          <ul className="mt-3 divide-y divide-stone-100 text-sm">
            {runs.map((run) => (
              <li key={run.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <span>{formatDateTime(run.startedAt, i18n.language)}</span>
                <span>{t(`payouts.runStatus.${run.status}`)}</span>
                <span>{t('payouts.admin.payoutCount', { count: run.payoutCount })}</span>
                <Money cents={run.totalCents} />
                <a className="text-brand-800 underline" href={`/admin/payouts/${run.id}/export.csv`} download>
                  {t('payouts.admin.exportCsv')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
