import { Form, Link, useNavigation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { ResultNotice } from '~/components/ui/result-notice';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { FixAnswer, loadDirectFixes } from './direct-fix-controls.server';

type FixesPage = Awaited<ReturnType<typeof loadDirectFixes>>;
type FailedJob = FixesPage['failedJobs'][number];
type Unbalanced = FixesPage['ledger']['unbalanced'][number];

const sectionHeading = 'font-serif text-xl font-semibold text-stone-900';

/**
 * Direct fixes: the ledger's state with "Post them now", the failed jobs each with "Run again"
 * (and all at once), and the last fixes made, who by and when.
 */
export function DirectFixesView({ page, answer }: { page: FixesPage; answer: FixAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const refusal = answer?.message ?? answer?.formError;
  return (
    <AreaPage pageKey="creator-hub-direct-fix-controls">
      {refusal && <ResultNotice ok={false} message={t(refusal)} className="mt-6" />}
      <LedgerSection ledger={page.ledger} busy={busy} />
      <FailedJobsSection jobs={page.failedJobs} busy={busy} />
      <section aria-labelledby="fixes-made" className="mt-10">
        <h2 id="fixes-made" className={sectionHeading}>
          {t('fixes.log.heading')}
        </h2>
        <FixLog fixes={page.fixes} />
        <Link
          to="/creator-hub/security-logs?type=ADMIN_FIX"
          className="mt-3 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('fixes.log.all')}
        </Link>
      </section>
    </AreaPage>
  );
}

function LedgerSection({ ledger, busy }: { ledger: FixesPage['ledger']; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(cents, i18n.language);
  const columns: DataTableColumn<Unbalanced>[] = [
    {
      id: 'order',
      labelKey: 'fixes.ledger.order',
      cell: (row) => (
        <Link
          to={pathTo('/admin/orders/:orderId', { orderId: row.orderId })}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          VL-{row.number}
        </Link>
      ),
    },
    { id: 'expected', labelKey: 'fixes.ledger.expected', numeric: true, cell: (row) => money(row.expectedCents) },
    { id: 'posted', labelKey: 'fixes.ledger.posted', numeric: true, cell: (row) => money(row.postedCents) },
    {
      id: 'difference',
      labelKey: 'fixes.ledger.difference',
      numeric: true,
      className: 'text-red-800',
      cell: (row) => money(row.postedCents - row.expectedCents),
    },
  ];
  return (
    <section aria-labelledby="fixes-ledger" className="mt-8">
      <h2 id="fixes-ledger" className={sectionHeading}>
        {t('fixes.ledger.heading')}
      </h2>
      {ledger.unposted === 0 ? (
        <p className="mt-3 text-stone-800">{t('fixes.ledger.allPosted')}</p>
      ) : (
        <Form method="post" className="mt-3 max-w-prose">
          <p className="text-stone-800">
            {ledger.isMoreUnposted
              ? t('fixes.ledger.unpostedMore', { number: ledger.unposted })
              : t('fixes.ledger.unposted', { count: ledger.unposted })}
          </p>
          <p className="mt-1 text-sm text-stone-600">{t('fixes.ledger.unpostedHelp')}</p>
          <button
            type="submit"
            name="intent"
            value="post-ledger"
            className={buttonClass('primary', 'sm', 'mt-3')}
            disabled={busy}
          >
            {t('fixes.ledger.post')}
          </button>
        </Form>
      )}
      {ledger.unbalancedCount === 0 ? (
        <p className="mt-3 text-stone-800">{t('fixes.ledger.balanced')}</p>
      ) : (
        <>
          <p role="alert" className="mt-4 max-w-prose rounded-xl bg-red-50 p-3 text-red-900">
            {t('fixes.ledger.unbalanced', { count: ledger.unbalancedCount })}
          </p>
          <DataTable
            label={t('fixes.ledger.unbalancedTable')}
            columns={columns}
            rows={ledger.unbalanced}
            rowKey={(row) => row.orderId}
            minWidth="36rem"
            empty={{ title: t('fixes.ledger.balanced') }}
          />
        </>
      )}
    </section>
  );
}

function FailedJobsSection({ jobs, busy }: { jobs: FailedJob[]; busy: boolean }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const columns: DataTableColumn<FailedJob>[] = [
    { id: 'job', labelKey: 'systemConsole.job', cell: (row) => <span className="font-mono">{row.name}</span> },
    {
      id: 'failedAt',
      labelKey: 'systemConsole.failedAt',
      className: 'whitespace-nowrap',
      cell: (row) => (row.failedAt ? when(row.failedAt) : ''),
    },
    { id: 'attempts', labelKey: 'fixes.jobs.attempts', numeric: true, cell: (row) => row.attempts + 1 },
    {
      id: 'message',
      labelKey: 'systemConsole.message',
      cell: (row) => <span className="font-mono text-xs break-all">{row.message}</span>,
    },
    {
      id: 'action',
      labelKey: 'fixes.jobs.action',
      cell: (row) => (
        <Form method="post">
          <input type="hidden" name="jobId" value={row.id} />
          <button
            type="submit"
            name="intent"
            value="retry-job"
            className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
            aria-label={t('fixes.jobs.retryNamed', { name: row.name })}
            disabled={busy}
          >
            {t('fixes.jobs.retry')}
          </button>
        </Form>
      ),
    },
  ];
  return (
    <section aria-labelledby="fixes-jobs" className="mt-10">
      <h2 id="fixes-jobs" className={sectionHeading}>
        {t('fixes.jobs.heading')}
      </h2>
      <p className="mt-3 max-w-prose text-stone-700">{t('fixes.jobs.lead')}</p>
      {jobs.length > 0 && (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="retry-all" className={buttonClass('primary', 'sm')} disabled={busy}>
            {t('fixes.jobs.retryAll')}
          </button>
        </Form>
      )}
      <DataTable
        label={t('fixes.jobs.table')}
        columns={columns}
        rows={jobs}
        rowKey={(row) => row.id}
        minWidth="48rem"
        empty={{ title: t('fixes.jobs.none') }}
      />
    </section>
  );
}

function FixLog({ fixes }: { fixes: FixesPage['fixes'] }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  if (fixes.length === 0) return <p className="mt-3 text-stone-600">{t('fixes.log.none')}</p>;
  return (
    <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {fixes.map((fix) => (
        <li key={fix.id} className="px-5 py-3">
          <p className="text-stone-900">{t(`fixes.log.kinds.${fix.fix}`, { count: fix.count })}</p>
          <p className="text-sm text-stone-600">
            {t('fixes.log.byWhen', { by: fix.by ?? t('fixes.log.formerAdmin'), when: when(fix.createdAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
