import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { JOB_STATES } from '~/features/jobs/job-report';
import { reportJobs } from '~/features/jobs/job-report.server';
import { activeProviderId } from '~/features/payments/payments.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { getEnv } from '~/utils/env.server';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/system-console';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How this server is set up (never a secret, only which service each part uses) and what its background jobs did. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/system-console');
  const env = getEnv();
  const [jobs, seo] = await Promise.all([
    reportJobs({ since: new Date(Date.now() - DAY_MS) }),
    pageSeo(request, { path: '/creator-hub/system-console', pageKey: 'creator-hub-system-console', noindex: true }),
  ]);
  return {
    setup: {
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      email: env.SMTP_URL ? 'smtp' : 'outbox',
      payments: activeProviderId(),
      limits: env.REDIS_URL ? 'redis' : 'database',
      video: env.LIVEKIT_URL ? 'livekit' : 'webrtc',
    } as const,
    siteUrl: getSiteConfig().url,
    pageCacheSeconds: env.PAGE_CACHE_TTL_SECONDS,
    node: process.version,
    upSinceMs: Date.now() - Math.round(process.uptime() * 1000),
    jobs,
    seo,
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubSystemConsolePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { setup, siteUrl, pageCacheSeconds, node, upSinceMs, jobs } = loaderData;
  const rows: Array<[string, string]> = [
    [t('systemConsole.site'), siteUrl],
    [t('systemConsole.database'), t(`systemConsole.values.database.${setup.database}`)],
    [t('systemConsole.email'), t(`systemConsole.values.email.${setup.email}`)],
    [t('systemConsole.payments'), t(`systemConsole.values.payments.${setup.payments}`)],
    [t('systemConsole.limits'), t(`systemConsole.values.limits.${setup.limits}`)],
    [t('systemConsole.video'), t(`systemConsole.values.video.${setup.video}`)],
    [t('systemConsole.pageCache'), t('systemConsole.seconds', { count: pageCacheSeconds })],
    [t('systemConsole.runtime'), t('systemConsole.runtimeValue', { node, since: formatWhen(new Date(upSinceMs)) })],
  ];
  return (
    <AreaPage pageKey="creator-hub-system-console">
      <section aria-labelledby="console-setup" className="mt-8">
        <h2 id="console-setup" className="text-xl font-semibold text-stone-900">
          {t('systemConsole.setup')}
        </h2>
        <dl className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[14rem_1fr]">
              <dt className="text-sm font-semibold text-stone-700">{label}</dt>
              <dd className="break-words text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-stone-600">{t('systemConsole.setupNote')}</p>
      </section>
      <section aria-labelledby="console-jobs" className="mt-10">
        <h2 id="console-jobs" className="text-xl font-semibold text-stone-900">
          {t('systemConsole.jobs')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {JOB_STATES.map((state) => (
            <div key={state} className="rounded-2xl border border-stone-200 bg-white p-4">
              <dt className="text-sm text-stone-600">{t(`systemConsole.states.${state}`)}</dt>
              <dd
                className={
                  state === 'failed' && jobs.byState.failed > 0
                    ? 'text-2xl font-semibold text-red-800'
                    : 'text-2xl font-semibold text-stone-900'
                }
              >
                {jobs.byState[state]}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-stone-700">
          {jobs.isInstalled ? t('systemConsole.due', { count: jobs.due }) : t('systemConsole.notInstalled')}
        </p>
        <h3 className="mt-6 font-semibold text-stone-900">{t('systemConsole.failures')}</h3>
        {jobs.failures.length === 0 ? (
          <p className="mt-2 text-stone-600">{t('systemConsole.noFailures')}</p>
        ) : (
          <ScrollRegion label={t('systemConsole.failures')} className="mt-2">
            <table className="w-full min-w-[40rem] text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('systemConsole.job')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('systemConsole.failedAt')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('systemConsole.message')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {jobs.failures.map((failure) => (
                  <tr key={failure.id} className="border-b border-stone-100 align-top">
                    <td className="py-2 pe-3 font-mono text-stone-900">{failure.name}</td>
                    <td className="py-2 pe-3 text-stone-700">{failure.failedAt ? formatWhen(failure.failedAt) : ''}</td>
                    <td className="py-2 font-mono text-xs break-all text-stone-700">{failure.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {jobs.failures.length > 0 && (
          <Link
            to="/creator-hub/direct-fix-controls"
            className="mt-3 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            {t('systemConsole.fixLink')}
          </Link>
        )}
      </section>
    </AreaPage>
  );
}
