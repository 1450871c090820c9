import { Link } from 'react-router';
import { EmptyState } from '~/components/ui/empty-state';
import { Pager } from '~/components/ui/pager';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';

export type EmailRow = {
  id: string;
  template: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string | Date;
};

export const EMAIL_STATUSES = ['queued', 'sent', 'outbox', 'failed'] as const;

const statusStyle: Record<string, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-brand-50 text-brand-900',
  outbox: 'bg-sky-100 text-sky-900',
  failed: 'bg-red-100 text-red-900',
};

export function EmailStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', statusStyle[status])}>
      {t(`messaging.status.${status}`)}
    </span>
  );
}

/** Outgoing email, newest first, with status filters and pages; rows link to `${basePath}/{id}`. */
export function EmailList({
  emails,
  basePath,
  status,
  page,
  pageCount,
  total,
}: {
  emails: EmailRow[];
  basePath: string;
  status?: string;
  page: number;
  pageCount: number;
  total: number;
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const query = (next: { status?: string; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    const search = params.toString();
    return search ? `${basePath}?${search}` : basePath;
  };
  return (
    <div className="mt-8">
      <nav aria-label={t('messaging.filterLabel')} className="flex flex-wrap gap-2">
        {[undefined, ...EMAIL_STATUSES].map((value) => (
          <Link
            key={value ?? 'all'}
            to={query({ status: value })}
            aria-current={status === value ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium',
              status === value
                ? 'border-brand-700 bg-brand-50 text-brand-900'
                : 'border-stone-300 text-stone-700 hover:bg-stone-50',
            )}
          >
            {value ? t(`messaging.status.${value}`) : t('messaging.all')}
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-sm text-stone-600">{t('messaging.count', { count: total })}</p>
      {emails.length === 0 ? (
        <EmptyState className="mt-6" title={t('messaging.empty')} />
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {emails.map((email) => (
            <li key={email.id}>
              <Link to={`${basePath}/${email.id}`} className="block px-4 py-3 hover:bg-stone-50 sm:px-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-stone-900">{email.subject}</span>
                  <EmailStatusBadge status={email.status} />
                </div>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
                  <span>{t('messaging.to', { address: email.to })}</span>
                  <span>{formatWhen(email.createdAt)}</span>
                  <span className="font-mono text-xs">{email.template}</span>
                </div>
                {email.lastError && <p className="mt-1 text-sm text-red-800">{email.lastError}</p>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={(next) => query({ status, page: next })} />
    </div>
  );
}
