import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { Money } from '~/components/ui/money';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { CANCEL_REASON } from '~/features/payouts/payouts.schema';
import type { PayoutLineSortKey } from '~/features/payouts/runs.server';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { loader } from './payouts';

/** What the page's action answers. */
export type PayoutsAnswer = FormResult<{
  intent: 'start' | 'pay' | 'stripe-account' | 'cancel-payout' | 'cancel-run';
  count: number;
  /** The run a payment was for: its answer stays under it once it is paid and no longer open. */
  runId?: string;
}>;

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

/** Cancel one payout, or the whole open run (decision 0099): a reason is kept with who and when. */
function CancelForm({
  intent,
  idName,
  id,
  summaryLabel,
  submitLabel,
}: {
  intent: 'cancel-payout' | 'cancel-run';
  idName: 'payoutId' | 'runId';
  id: string;
  summaryLabel: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PayoutsAnswer>();
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold text-red-800 underline underline-offset-4">{summaryLabel}</summary>
      <fetcher.Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={idName} value={id} />
        <TextField
          label={t('payouts.admin.cancelReason')}
          name="reason"
          required
          minLength={CANCEL_REASON.min}
          maxLength={CANCEL_REASON.max}
          error={failed?.fieldErrors.reason ? t(failed.fieldErrors.reason) : undefined}
        />
        <button type="submit" className={buttonClass('secondary', 'sm')} disabled={fetcher.state !== 'idle'}>
          {submitLabel}
        </button>
      </fetcher.Form>
      {failed && !failed.fieldErrors.reason && <Notice answer={fetcher.data} />}
    </details>
  );
}

/** The columns of a list of payouts (owed now, or a run's), as the shared data table declares them. */
function useLineColumns({ isStripe, canCancel }: { isStripe: boolean; canCancel: boolean }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const columns: DataTableColumn<Line, PayoutLineSortKey>[] = [
    {
      id: 'party',
      labelKey: 'payouts.admin.party',
      sortKey: 'party',
      cell: (line) => (
        <>
          {line.name || line.partyId}
          <span className="block text-xs text-stone-600">{line.email}</span>
        </>
      ),
    },
    {
      id: 'account',
      labelKey: 'payouts.admin.account',
      sortKey: 'account',
      cell: (line) => (
        <>
          {t(`payouts.accounts.${line.account}`)}
          {/* An instructor's or vendor's bank account (decision 0104): the whole number is opened on their page, logged. */}
          {(line.account === 'instructor' || line.account === 'vendor') && (
            <Link
              to={
                line.account === 'instructor'
                  ? pathTo('/creator-hub/instructors/:instructorId', { instructorId: line.partyId })
                  : pathTo('/admin/vendors/stores/:vendorId', { vendorId: line.partyId })
              }
              className="block text-xs text-brand-800 underline underline-offset-4"
            >
              {line.bankAccount
                ? t('instructors.payouts.accountEnding', { last4: line.bankAccount.last4 })
                : t('instructors.payouts.noAccount')}
            </Link>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      labelKey: 'payouts.admin.amount',
      sortKey: 'amount',
      firstDir: 'desc',
      numeric: true,
      cell: (line) => <Money cents={line.amountCents} />,
    },
    {
      id: 'status',
      labelKey: 'payouts.admin.status',
      sortKey: 'status',
      cell: (line) => (
        <>
          {t(`payouts.status.${line.status}`)}
          {line.paidAt && <span className="block text-xs text-stone-600">{formatWhen(line.paidAt)}</span>}
          {line.failureReason && line.status === 'failed' && (
            <span className="block text-xs text-red-700">{line.failureReason}</span>
          )}
          {line.cancelledAt && (
            <span className="block text-xs text-stone-600">
              {formatWhen(line.cancelledAt)}: <span dir="auto">{line.cancelReason}</span>
            </span>
          )}
          {canCancel && line.id && (line.status === 'failed' || line.status === 'pending') && (
            <CancelForm
              intent="cancel-payout"
              idName="payoutId"
              id={line.id}
              summaryLabel={t('payouts.admin.cancelPayout', { name: line.name || line.partyId })}
              submitLabel={t('payouts.admin.cancelPayoutConfirm')}
            />
          )}
        </>
      ),
    },
  ];
  if (isStripe)
    columns.push({
      id: 'stripe',
      labelKey: 'payouts.admin.stripe',
      cell: (line) =>
        line.status === 'paid' ? line.providerTransferId : line.status === 'cancelled' ? null : <StripeAccountForm line={line} />,
    });
  return columns;
}

function LinesTable({
  lines,
  label,
  empty,
  isStripe,
  canCancel,
  sort,
}: {
  lines: Line[];
  label: string;
  empty: string;
  isStripe: boolean;
  canCancel: boolean;
  sort: LoaderData['sort'];
}) {
  const columns = useLineColumns({ isStripe, canCancel });
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={lines}
      rowKey={(line) => `${line.account}:${line.partyId}`}
      minWidth={isStripe ? '60rem' : '40rem'}
      sort={sort}
      empty={{ title: empty }}
    />
  );
}

type Run = LoaderData['runs'][number];

/** The runs, newest first, a page at a time. */
function RunsTable({ runs, page, pageCount }: { runs: Run[]; page: number; pageCount: number }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const columns: DataTableColumn<Run>[] = [
    { id: 'started', labelKey: 'payouts.admin.started', cell: (run) => formatWhen(run.startedAt) },
    { id: 'status', labelKey: 'payouts.admin.status', cell: (run) => t(`payouts.runStatus.${run.status}`) },
    { id: 'count', labelKey: 'payouts.admin.payouts', numeric: true, cell: (run) => run.payoutCount },
    { id: 'total', labelKey: 'payouts.admin.amount', numeric: true, cell: (run) => <Money cents={run.totalCents} /> },
    {
      id: 'csv',
      labelKey: 'payouts.admin.file',
      align: 'end',
      cell: (run) => (
        <a
          className="text-brand-800 underline"
          href={`/admin/payouts/${run.id}/export.csv`}
          download
          aria-label={t('payouts.admin.exportRun', { when: formatWhen(run.startedAt) })}
        >
          {t('payouts.admin.exportCsv')}
        </a>
      ),
    },
  ];
  return (
    <DataTable
      label={t('payouts.admin.runsHeading')}
      columns={columns}
      rows={runs}
      rowKey={(run) => run.id}
      minWidth="36rem"
      page={{ page, pageCount }}
      empty={{ title: t('payouts.admin.noRuns') }}
    />
  );
}

/** The payout screen: what is owed now, the current run with its CSV, its payment and its cancelling, and past runs. */
export function PayoutsView({ loaderData }: { loaderData: LoaderData }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const start = useFetcher<PayoutsAnswer>();
  const pay = useFetcher<PayoutsAnswer>();
  const { owed, current, runs, isStripe, refundWindowDays, sort, page, pageCount } = loaderData;
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
        {owed.length > 0 && (
          <p className="mt-2 text-stone-700">
            {t('payouts.admin.owedSummary', { count: owed.length })} <Money cents={owedTotal} />
          </p>
        )}
        <LinesTable
          lines={owed}
          label={t('payouts.admin.owedHeading')}
          empty={t('payouts.admin.nothingOwed')}
          isStripe={isStripe}
          canCancel={false}
          sort={sort}
        />
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
            {t('payouts.admin.runSummary', { count: current.payoutCount, cutoff: formatWhen(current.cutoffAt) })}{' '}
            <Money cents={current.totalCents} /> ({t(`payouts.runStatus.${current.status}`)})
          </p>
          <a className={`${buttonClass('secondary', 'sm')} mt-3`} href={`/admin/payouts/${current.id}/export.csv`} download>
            {t('payouts.admin.exportCsv')}
          </a>
          <LinesTable
            lines={current.lines}
            label={t(open ? 'payouts.admin.openHeading' : 'payouts.admin.latestHeading')}
            empty={t('payouts.admin.nothingOwed')}
            isStripe={isStripe}
            canCancel={open !== null}
            sort={sort}
          />
          {open && (
            <>
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
              {pay.data && !pay.data.ok && <Notice answer={pay.data} />}
              <CancelForm
                intent="cancel-run"
                idName="runId"
                id={open.id}
                summaryLabel={t('payouts.admin.cancelRun')}
                submitLabel={t('payouts.admin.cancelRunConfirm')}
              />
            </>
          )}
          {/* A paid run is no longer open, and its form is gone: the answer stays under the run it paid. */}
          {pay.data?.ok && pay.data.runId === current.id && <Notice answer={pay.data} />}
        </section>
      )}

      <section className="mt-10" aria-labelledby="payouts-runs">
        <h2 id="payouts-runs" className="text-lg font-semibold text-stone-900">
          {t('payouts.admin.runsHeading')}
        </h2>
        <RunsTable runs={runs} page={page} pageCount={pageCount} />
      </section>
    </div>
  );
}
