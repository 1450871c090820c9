import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { Money } from '~/components/ui/money';
import { Pager } from '~/components/ui/pager';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { findReliefSummary, listReliefEntries, RELIEF_ENTRIES_PAGE_SIZE } from '~/features/relief/relief.server';
import { RELIEF_ENTRY_KINDS } from '~/features/relief/relief-kinds';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { pageCountOf } from '~/utils/pagination';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/foundation';

/** The relief ledger for administrators: what has been set aside, from where, entry by entry. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/foundation');
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get('page')) || 1));
  const [summary, ledger, seo] = await Promise.all([
    findReliefSummary(),
    listReliefEntries({ page }),
    pageSeo(request, { path: '/creator-hub/foundation', pageKey: 'creator-hub-foundation', noindex: true }),
  ]);
  return { summary, ...ledger, page, pageCount: pageCountOf(ledger.total, RELIEF_ENTRIES_PAGE_SIZE), seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubFoundationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { summary, entries, total, page, pageCount } = loaderData;
  return (
    <AreaPage pageKey="creator-hub-foundation">
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div className="rounded-2xl bg-brand-800 p-5 text-white">
          <dt className="text-sm text-brand-50">{t('foundation.total')}</dt>
          <dd className="mt-1 font-serif text-3xl font-bold">
            <Money cents={summary.totalCents} />
          </dd>
        </div>
        {RELIEF_ENTRY_KINDS.map((kind) => (
          <div key={kind} className="rounded-2xl border border-stone-200 bg-white p-5">
            <dt className="text-sm text-stone-600">{t(`foundation.kinds.${kind}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold text-stone-900">
              <Money cents={summary.byKind[kind].cents} />
            </dd>
            <dd className="text-sm text-stone-600">{t('foundation.entries', { count: summary.byKind[kind].count })}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 text-xl font-semibold text-stone-900">{t('foundation.ledger')}</h2>
      <p className="mt-1 text-sm text-stone-600">{t('foundation.ledgerNote')}</p>
      {entries.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center text-stone-600">
          {t('foundation.empty')}
        </p>
      ) : (
        <ScrollRegion label={t('foundation.ledger')} className="mt-4">
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('foundation.when')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('foundation.kind')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('foundation.source')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('foundation.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-100">
                  <td className="py-2 text-stone-700">{formatWhen(entry.createdAt)}</td>
                  <td className="py-2 text-stone-900">{t(`foundation.kinds.${entry.kind}`)}</td>
                  <td className="py-2">
                    {entry.orderId ? (
                      <Link
                        to={pathTo('/admin/orders/:orderId', { orderId: entry.orderId })}
                        className="font-semibold text-brand-800 underline"
                      >
                        {entry.note}
                      </Link>
                    ) : (
                      <span className="text-stone-700">{entry.note}</span>
                    )}
                  </td>
                  <td className={cn('py-2 text-end font-semibold', entry.amountCents < 0 ? 'text-red-800' : 'text-stone-900')}>
                    <Money cents={entry.amountCents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="mt-3 text-sm text-stone-600">{t('foundation.count', { count: total })}</p>
      <Pager page={page} pageCount={pageCount} hrefFor={(target) => (target > 1 ? `?page=${target}` : '?')} />
    </AreaPage>
  );
}
