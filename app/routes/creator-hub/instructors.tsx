import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { Money } from '~/components/ui/money';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/instructors';
import { loadPayoutsOverview } from './instructor-payouts.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/instructors');
  const [overview, seo] = await Promise.all([
    loadPayoutsOverview(),
    pageSeo(request, { path: '/creator-hub/instructors', pageKey: 'creator-hub-instructors', noindex: true }),
  ]);
  return { ...overview, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Every instructor with a share earned or a payout made: what they earned, were paid, and are due. */
export default function InstructorPayoutsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { rows, totalDueCents } = loaderData;
  const th = 'px-4 py-3 font-semibold';
  const td = 'px-4 py-3 text-end tabular-nums';
  return (
    <AreaPage pageKey="creator-hub-instructors">
      <p className="mt-6 max-w-3xl text-stone-700">{t('instructors.payouts.howItWorks')}</p>
      {rows.length === 0 ? (
        <p className="mt-6 text-stone-700">{t('instructors.payouts.noneEarned')}</p>
      ) : (
        <>
          <p className="mt-6 text-lg font-semibold text-stone-900">
            {t('instructors.payouts.totalDue')} <Money cents={totalDueCents} />
          </p>
          <ScrollRegion label={t('instructors.payouts.tableLabel')} className="mt-4 rounded-2xl border border-stone-200 bg-white">
            <table className="w-full min-w-[44rem] text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className={`${th} text-start`}>
                    {t('instructors.payouts.instructor')}
                  </th>
                  <th scope="col" className={`${th} text-start`}>
                    {t('instructors.payouts.account')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('instructors.payouts.earned')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('instructors.payouts.paid')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('instructors.payouts.due')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((row) => (
                  <tr key={row.instructorId}>
                    <th scope="row" className="px-4 py-3 text-start font-normal">
                      <Link
                        to={pathTo('/creator-hub/instructors/:instructorId', { instructorId: row.instructorId })}
                        dir="auto"
                        className="font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {row.name}
                      </Link>
                      <span className="block text-xs text-stone-600">{row.email}</span>
                    </th>
                    <td className="px-4 py-3 text-stone-700">
                      {row.payout ? (
                        <span dir="auto">{t('instructors.payouts.accountEnding', { last4: row.payout.last4 })}</span>
                      ) : (
                        <span className="text-amber-800">{t('instructors.payouts.noAccount')}</span>
                      )}
                      {row.lastPaidOn && (
                        <span className="block text-xs text-stone-600">
                          {t('instructors.payouts.lastPaid', { date: formatDate(row.lastPaidOn, i18n.language) })}
                        </span>
                      )}
                    </td>
                    <td className={td}>
                      <Money cents={row.earnedCents} />
                    </td>
                    <td className={td}>
                      <Money cents={row.paidCents} />
                    </td>
                    <td className={`${td} font-semibold text-stone-900`}>
                      <Money cents={row.dueCents} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </AreaPage>
  );
}
