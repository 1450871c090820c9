import { Form, Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { requireAccess } from '~/features/accounts/guard.server';
import { findUpcomingClasses } from '~/features/learning/classes.server';
import { ClassCard } from '~/features/learning/components/class-card';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/coaching-enroll';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/coaching/enroll');
  const [classes, seo] = await Promise.all([
    findUpcomingClasses(),
    pageSeo(request, { path: '/coaching/enroll', pageKey: 'coaching-enroll' }),
  ]);
  return { classes: classes.map(({ startsAt, ...session }) => ({ ...session, startsAt: startsAt.toISOString() })), seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Choose a class and book it: each Book button posts to the class's own page, which answers. */
export default function CoachingEnrollPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey="coaching-enroll" area="learn">
      {/* The classes' cards carry h3 titles: their list has its h2, as on /coaching (no h1 to h3 skip). */}
      <section aria-labelledby="upcoming" className="mt-8">
        <h2 id="upcoming" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.classes.upcoming')}
        </h2>
        {loaderData.classes.length === 0 ? (
          <EmptyState className="mt-4" title={t('learning.classes.none')} />
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {loaderData.classes.map((session) => (
              <li key={session.id}>
                <ClassCard
                  session={session}
                  action={
                    // A paid seat is bought on the class's page, where the price, tax and refund rule are stated.
                    session.priceCents > 0 && session.seatsTaken < session.capacity ? (
                      <Link
                        to={pathTo('/coaching/classes/:classId', { classId: session.id })}
                        className={buttonClass('primary', 'sm')}
                      >
                        {t('learning.classes.bookAndPay')}
                      </Link>
                    ) : (
                      <Form method="post" action={pathTo('/coaching/classes/:classId', { classId: session.id })}>
                        <input type="hidden" name="intent" value="book" />
                        <button type="submit" className={buttonClass('primary', 'sm')}>
                          {session.seatsTaken < session.capacity ? t('learning.classes.book') : t('learning.classes.joinList')}
                        </button>
                      </Form>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AreaPage>
  );
}
