import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { PageHeader } from '~/components/ui/page-header';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadIssueList } from './newsletter-issue.server';

type ListData = Awaited<ReturnType<typeof loadIssueList>>;

const STATUSES = ['draft', 'sending', 'sent'] as const;

/** /admin/communications: the newsletter's issues, how many of each status, and a link to write one. */
export function CommunicationsView({ page }: { page: ListData }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={page.seo.title} description={t('newsletter.issues.intro')}>
        <p className="mt-4">
          <Link to="/admin/communications/new" className={buttonClass('primary', 'md')}>
            {t('newsletter.issues.new')}
          </Link>
        </p>
      </PageHeader>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-2xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{t('newsletter.issues.confirmedSubscribers')}</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-900">{page.confirmedSubscribers}</dd>
        </div>
        {STATUSES.map((status) => (
          <div key={status} className="rounded-2xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{t(`newsletter.issues.statusPlural.${status}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900">{page.counts[status]}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 font-serif text-2xl font-bold text-stone-900">{t('newsletter.issues.listHeading')}</h2>
      {page.issues.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
          {t('newsletter.issues.empty')}
        </p>
      ) : (
        <ScrollRegion label={t('newsletter.issues.listHeading')} className="mt-4 rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t('newsletter.issues.listHeading')}</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('newsletter.issues.columns.subject')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('newsletter.issues.columns.status')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  {t('newsletter.issues.columns.recipients')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('newsletter.issues.columns.updated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.issues.map((issue) => (
                <tr key={issue.id} className="border-b border-stone-100 last:border-0">
                  <td className="px-4 py-3">
                    <Link
                      to={pathTo('/admin/communications/:issueId', { issueId: issue.id })}
                      className="font-semibold text-brand-800 underline"
                      dir="auto"
                    >
                      {issue.subject}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{t(`newsletter.issues.status.${issue.status}`)}</td>
                  <td className="px-4 py-3 text-end tabular-nums">{issue.status === 'draft' ? '–' : issue.recipients}</td>
                  <td className="px-4 py-3 text-stone-700">{when(issue.sentAt ?? issue.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
