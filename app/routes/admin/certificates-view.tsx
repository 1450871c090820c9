import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn, SortFields } from '~/components/ui/data-table';
import type { SortState } from '~/components/ui/data-table-params';
import { ListSearch } from '~/components/ui/list-search';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { CertificateSortKey } from '~/features/learning/certificates.server';
import { CERTIFICATE_REASON_MAX_LENGTH } from '~/features/learning/learning.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

/** The revoke and re-issue buttons' answer, with the certificate it is about (its row shows it). */
export type CertificateAnswer = ActionAnswer & { id?: string };

type CertificateRow = {
  id: string;
  code: string;
  learnerName: string;
  email: string;
  courseTitle: string;
  issuedAt: Date | string;
  revokedAt: Date | string | null;
  revokedReason: string | null;
  reissueReason: string | null;
  /** A later certificate re-issues this one (so it cannot be re-issued again). */
  isReplaced: boolean;
};

/** /admin/certificates: the search, then every certificate with its state, revoked or re-issued from its row. */
export function AdminCertificatesView({
  certificates,
  total,
  q,
  sort,
  defaultSort,
  page,
  pageCount,
  answer,
}: {
  certificates: readonly CertificateRow[];
  total: number;
  q: string;
  sort: SortState<CertificateSortKey>;
  defaultSort: SortState<CertificateSortKey>;
  page: number;
  pageCount: number;
  answer: CertificateAnswer | undefined;
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const columns: DataTableColumn<CertificateRow, CertificateSortKey>[] = [
    {
      id: 'code',
      labelKey: 'certificates.page.code',
      sortKey: 'code',
      cell: (certificate) => (
        <Link
          to={pathTo('/certificates/:code', { code: certificate.code })}
          className="whitespace-nowrap font-mono font-semibold text-brand-800 underline"
        >
          {certificate.code}
        </Link>
      ),
    },
    {
      id: 'learner',
      labelKey: 'certificates.page.learner',
      sortKey: 'learner',
      cell: (certificate) => (
        <>
          <span dir="auto" className="block font-medium text-stone-900">
            {certificate.learnerName}
          </span>
          <span className="text-stone-600">{certificate.email}</span>
        </>
      ),
    },
    {
      id: 'course',
      labelKey: 'certificates.page.course',
      sortKey: 'course',
      cell: (certificate) => <span dir="auto">{certificate.courseTitle}</span>,
    },
    {
      id: 'issued',
      labelKey: 'certificates.page.issued',
      sortKey: 'issued',
      firstDir: 'desc',
      className: 'text-stone-600',
      cell: (certificate) => formatWhen(certificate.issuedAt),
    },
    {
      id: 'state',
      labelKey: 'certificates.admin.state',
      cell: (certificate) => <CertificateState certificate={certificate} answer={answer} />,
    },
  ];
  return (
    <>
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={answer.ok ? 'mt-6 font-semibold text-brand-800' : 'mt-6 font-semibold text-red-800'}
        >
          {t(answer.message, answer.messageVars ?? {})}
        </p>
      )}
      <ListSearch label={t('certificates.admin.search')} submitLabel={t('certificates.admin.find')} defaultValue={q}>
        <SortFields sort={sort} defaultSort={defaultSort} />
      </ListSearch>
      <DataTable
        label={t('certificates.admin.table')}
        columns={columns}
        rows={certificates}
        rowKey={(certificate) => certificate.id}
        minWidth="48rem"
        sort={sort}
        page={{ page, pageCount }}
        exportPath="/admin/certificates/export.csv"
        summary={t('certificates.admin.count', { count: total })}
        empty={{ title: t('certificates.admin.none') }}
      />
    </>
  );
}

/** Whether a certificate stands, and (when it does) the form that revokes or re-issues it, with the reason. */
function CertificateState({ certificate, answer }: { certificate: CertificateRow; answer: CertificateAnswer | undefined }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  return (
    <>
      {certificate.revokedAt ? (
        <>
          <span className="text-red-800">
            {t('certificates.admin.revokedOn', { date: formatWhen(certificate.revokedAt) })}
            <span className="block text-stone-600">{certificate.revokedReason}</span>
          </span>
          {/* A revocation can be undone by a new certificate (issue 35, point 13), unless one replaced it already. */}
          {!certificate.isReplaced && (
            <details className="mt-1">
              <summary className="cursor-pointer font-semibold text-brand-800">{t('certificates.admin.revokedRestore')}</summary>
              <Form method="post" className="mt-2 w-64 max-w-full space-y-2">
                <input type="hidden" name="id" value={certificate.id} />
                <ReasonField />
                {answer && !answer.ok && answer.id === certificate.id && (
                  <p className="text-sm font-medium text-red-800">{t(answer.message)}</p>
                )}
                <button
                  type="submit"
                  name="intent"
                  value="reissue"
                  className={buttonClass('secondary', 'sm')}
                  disabled={navigation.state !== 'idle'}
                >
                  {t('certificates.admin.restore')}
                </button>
              </Form>
            </details>
          )}
        </>
      ) : (
        <details>
          <summary className="cursor-pointer font-semibold text-brand-800">{t('certificates.admin.valid')}</summary>
          <Form method="post" className="mt-2 w-64 max-w-full space-y-2">
            <input type="hidden" name="id" value={certificate.id} />
            <ReasonField />
            {answer && !answer.ok && answer.id === certificate.id && (
              <p className="text-sm font-medium text-red-800">{t(answer.message)}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                name="intent"
                value="reissue"
                className={buttonClass('secondary', 'sm')}
                disabled={navigation.state !== 'idle'}
              >
                {t('certificates.admin.reissue')}
              </button>
            </div>
            {/* A confirm step that needs no script (issue 35, point 15): revoking is one more, deliberate, click. */}
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-red-800">{t('certificates.admin.revoke')}</summary>
              <p className="mt-1 text-sm text-stone-700">{t('certificates.admin.revokeWarning', { code: certificate.code })}</p>
              <button
                type="submit"
                name="intent"
                value="revoke"
                className={buttonClass('secondary', 'sm', 'mt-2 text-red-800')}
                disabled={navigation.state !== 'idle'}
              >
                {t('certificates.admin.revokeConfirm', { code: certificate.code })}
              </button>
            </details>
          </Form>
        </details>
      )}
      {certificate.reissueReason && (
        <span className="mt-1 block text-stone-600">
          {t('certificates.admin.reissueOf', { reason: certificate.reissueReason })}
        </span>
      )}
    </>
  );
}

/** Why (kept with the record): revoking and re-issuing both ask for it. */
function ReasonField() {
  const { t } = useTranslation();
  return (
    <label className="block text-sm font-semibold text-stone-800">
      {t('certificates.admin.reason')}
      <textarea
        name="reason"
        required
        minLength={3}
        maxLength={CERTIFICATE_REASON_MAX_LENGTH}
        rows={2}
        className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 font-normal"
      />
    </label>
  );
}
