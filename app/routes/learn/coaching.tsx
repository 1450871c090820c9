import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { EmptyState } from '~/components/ui/empty-state';
import { requireAccess } from '~/features/accounts/guard.server';
import { findUpcomingClasses } from '~/features/learning/classes.server';
import { ClassCard } from '~/features/learning/components/class-card';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/coaching';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/coaching');
  const [classes, seo] = await Promise.all([findUpcomingClasses(), pageSeo(request, { path: '/coaching', pageKey: 'coaching' })]);
  return { classes: classes.map(({ startsAt, ...session }) => ({ ...session, startsAt: startsAt.toISOString() })), seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Upcoming live classes, soonest first, each with its time in the visitor's own time zone. */
export default function CoachingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { classes } = loaderData;
  return (
    <AreaPage pageKey="coaching" area="learn">
      <section aria-labelledby="upcoming" className="mt-8">
        <h2 id="upcoming" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.classes.upcoming')}
        </h2>
        {classes.length === 0 ? (
          <EmptyState className="mt-4" title={t('learning.classes.none')} />
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {classes.map((session) => (
              <li key={session.id}>
                <ClassCard session={session} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 text-sm text-stone-600">
          {t('learning.classes.timesNote')}{' '}
          <Link to="/class-enrollment" className="font-semibold text-brand-800 underline">
            {t('pages.class-enrollment.title')}
          </Link>
        </p>
      </section>
    </AreaPage>
  );
}
