import { Form } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { Pager } from '~/components/ui/pager';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { parseSecurityLogQuery } from '~/features/security/security-log.server';
import { SEVERITIES } from '~/features/security/severity';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import type { Route } from './+types/security-logs';
import { listSecurityEvents } from './security-log.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/security-logs');
  const filters = parseSecurityLogQuery(new URL(request.url));
  return {
    ...(await listSecurityEvents(filters)),
    filters,
    seo: await pageSeo(request, { path: '/creator-hub/security-logs', pageKey: 'creator-hub-security-logs', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

const severityStyle: Record<string, string> = {
  low: 'bg-stone-100 text-stone-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-100 text-red-900',
};

function detailsText(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

export default function CreatorHubSecurityLogsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { events, filters, total, pageCount, types } = loaderData;
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    if (filters.severity) params.set('severity', filters.severity);
    if (filters.type) params.set('type', filters.type);
    if (page > 1) params.set('page', String(page));
    return `?${params}`;
  };
  return (
    <AreaPage pageKey="creator-hub-security-logs">
      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold text-stone-800">
          {t('security.log.severity')}
          <select
            name="severity"
            defaultValue={filters.severity ?? ''}
            className="mt-1 block rounded-xl border border-stone-300 bg-white px-3 py-2 text-base font-normal"
          >
            <option value="">{t('security.log.any')}</option>
            {SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {t(`security.severity.${severity}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-stone-800">
          {t('security.log.type')}
          <select
            name="type"
            defaultValue={filters.type ?? ''}
            className="mt-1 block max-w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base font-normal"
          >
            <option value="">{t('security.log.any')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('secondary')}>
          {t('security.log.filter')}
        </button>
      </Form>
      <p className="mt-4 text-sm text-stone-600">{t('security.log.count', { count: total })}</p>
      {events.length === 0 ? (
        <EmptyState className="mt-6" title={t('security.log.empty')} />
      ) : (
        <ol className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {events.map((event) => (
            <li key={event.id} className="px-4 py-3 sm:px-5">
              <div className="flex flex-wrap items-center gap-2">
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', severityStyle[event.severity])}>
                  {t(`security.severity.${event.severity}`)}
                </span>
                <span className="font-mono text-sm font-semibold text-stone-900">{event.type}</span>
                <span className="text-sm text-stone-600">{formatWhen(event.createdAt)}</span>
              </div>
              <p className="mt-1 text-sm break-words text-stone-700">
                {[event.userEmail, event.ipAddress, event.url].filter(Boolean).join(' · ')}
              </p>
              {detailsText(event.details) && (
                <p className="mt-1 font-mono text-xs break-all text-stone-600">{detailsText(event.details)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pager page={filters.page} pageCount={pageCount} hrefFor={pageLink} />
    </AreaPage>
  );
}
