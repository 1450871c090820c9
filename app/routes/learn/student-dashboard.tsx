import { data, Form, Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { Award, Flame } from '~/components/ui/icons';
import { requireAccess } from '~/features/accounts/guard.server';
import { findCalendarFeedToken, issueCalendarFeedToken } from '~/features/learning/calendar-feeds.server';
import { listCertificatesOf } from '~/features/learning/certificates.server';
import { findBookingsOf } from '~/features/learning/classes.server';
import { BookingList } from '~/features/learning/components/booking-list';
import { CourseGrid } from '~/features/learning/components/course-card';
import { ProgressBar } from '~/features/learning/components/course-facts';
import { findLatestCourses } from '~/features/learning/courses.server';
import { findLearnerCourses, findLearningDays } from '~/features/learning/enrolments.server';
import { learningStreak } from '~/features/learning/progress';
import { roomWindow } from '~/features/live/room-window';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/student-dashboard';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/student-dashboard');
  const [courses, bookings, feedToken, days, certificates, latest, seo] = await Promise.all([
    findLearnerCourses({ actor: user }),
    findBookingsOf({ actor: user }),
    findCalendarFeedToken({ actor: user }),
    findLearningDays({ actor: user }),
    listCertificatesOf({ actor: user }),
    findLatestCourses({ limit: 9 }),
    pageSeo(request, { path: '/student-dashboard', pageKey: 'student-dashboard', noindex: true }),
  ]);
  const enrolled = new Set(courses.map((course) => course.courseId));
  return {
    courses: courses.map((course) => ({
      ...course,
      enrolledAt: course.enrolledAt.toISOString(),
      lastActivityAt: course.lastActivityAt.toISOString(),
      completedAt: course.completedAt?.toISOString() ?? null,
    })),
    bookings: bookings.map(({ startsAt, queuedAt, ...booking }) => ({
      ...booking,
      startsAt: startsAt.toISOString(),
      isRoomOpen:
        booking.status === 'booked' &&
        roomWindow({ startsAt, durationMinutes: booking.durationMinutes, status: booking.classStatus }).state === 'open',
    })),
    calendarFeed: feedToken ? new URL(`/calendar/${feedToken}.ics`, getSiteConfig().url).toString() : null,
    streak: learningStreak(days, new Date()),
    certificates: certificates.map((certificate) => ({
      ...certificate,
      issuedAt: certificate.issuedAt.toISOString(),
      revokedAt: certificate.revokedAt?.toISOString() ?? null,
    })),
    suggestions: latest.filter((course) => !enrolled.has(course.id)).slice(0, 3),
    seo,
  };
}

/** Make (or replace) the private calendar feed of the person's classes. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/student-dashboard');
  const read = await readForm(request);
  if (!read.ok || textField(read.form, 'intent') !== 'calendar-feed')
    return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  await issueCalendarFeedToken({ actor: user });
  return data<ActionAnswer>({ ok: true, message: 'learning.dashboard.feedReady' });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** "My learning": courses with progress and where to resume, the streak, certificates and what to take next. */
export default function StudentDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { courses, bookings, calendarFeed, streak, certificates, suggestions } = loaderData;
  const inProgress = courses.filter((course) => !course.completedAt);
  const finished = courses.filter((course) => course.completedAt);
  return (
    <AreaPage pageKey="student-dashboard" area="learn">
      <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-amber-50 px-4 py-1.5 font-semibold text-amber-900">
        <Flame aria-hidden className="size-5" />
        {streak > 0 ? t('learning.dashboard.streak', { count: streak }) : t('learning.dashboard.noStreak')}
      </p>
      <section aria-labelledby="my-courses" className="mt-8">
        <h2 id="my-courses" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.dashboard.inProgress')}
        </h2>
        {inProgress.length === 0 ? (
          <EmptyState
            className="mt-4"
            title={courses.length === 0 ? t('learning.dashboard.none') : t('learning.dashboard.allDone')}
            action={
              <Link to="/courses" className={buttonClass('primary', 'md')}>
                {t('learning.dashboard.browse')}
              </Link>
            }
          />
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {inProgress.map((course) => (
              <li key={course.id} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4">
                {course.coverImage && (
                  <img
                    src={course.coverImage}
                    alt=""
                    width={160}
                    height={90}
                    loading="lazy"
                    className="hidden h-[90px] w-[160px] shrink-0 rounded-xl object-cover sm:block"
                  />
                )}
                <div className="min-w-0 flex-1 space-y-3">
                  <h3 dir="auto" className="font-semibold text-stone-900">
                    <Link to={pathTo('/courses/:slug', { slug: course.slug })} className="underline-offset-2 hover:underline">
                      {course.title}
                    </Link>
                  </h3>
                  <ProgressBar percent={course.progress.percent} label={t('learning.progress.label')} />
                  {course.resume && (
                    <Link
                      to={pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: course.resume.slug })}
                      className={buttonClass('primary', 'sm')}
                    >
                      {course.progress.done > 0
                        ? t('learning.dashboard.resume', { title: course.resume.title })
                        : t('learning.course.start')}
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-classes" className="mt-10">
        <h2 id="my-classes" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.dashboard.classes')}
        </h2>
        {bookings.length === 0 ? (
          <p className="mt-3 text-stone-600">
            {t('learning.classes.noBookings')}{' '}
            <Link to="/coaching" className="font-semibold text-brand-800 underline">
              {t('learning.classes.seeClasses')}
            </Link>
          </p>
        ) : (
          <div className="mt-4">
            <BookingList
              bookings={bookings}
              action={(booking) =>
                booking.isRoomOpen ? (
                  <Link
                    to={pathTo('/video-session/:sessionId', { sessionId: booking.classId })}
                    className={buttonClass('primary', 'sm')}
                  >
                    {t('live.join')}
                  </Link>
                ) : (
                  <a
                    href={`${pathTo('/coaching/classes/:classId', { classId: booking.classId })}/ics`}
                    className={buttonClass('secondary', 'sm')}
                    download
                  >
                    {t('learning.classes.addToCalendar')}
                  </a>
                )
              }
            />
          </div>
        )}
      </section>
      <div className="mt-4 rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
        <p className="font-semibold text-stone-900">{t('learning.dashboard.feedTitle')}</p>
        {calendarFeed ? (
          <>
            <p className="mt-1">{t('learning.dashboard.feedHint')}</p>
            <input
              readOnly
              value={calendarFeed}
              aria-label={t('learning.dashboard.feedTitle')}
              className="mt-2 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 font-mono text-xs"
            />
          </>
        ) : (
          <p className="mt-1">{t('learning.dashboard.feedIntro')}</p>
        )}
        {actionData && (
          <p role="status" className="mt-2 font-medium text-brand-800">
            {t(actionData.message)}
          </p>
        )}
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="calendar-feed" />
          <button type="submit" className={buttonClass('secondary', 'sm')}>
            {calendarFeed ? t('learning.dashboard.feedReset') : t('learning.dashboard.feedMake')}
          </button>
        </Form>
      </div>
      <section aria-labelledby="my-certificates" className="mt-10">
        <h2 id="my-certificates" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.dashboard.certificates')}
        </h2>
        {certificates.length === 0 ? (
          <p className="mt-3 text-stone-600">{t('learning.dashboard.noCertificates')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {certificates.map((certificate) => (
              <li key={certificate.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <Award aria-hidden className="size-6 shrink-0 text-earth-700" />
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block font-medium text-stone-900">
                    {certificate.courseTitle}
                  </span>
                  <span className="text-sm text-stone-600">
                    {formatDate(certificate.issuedAt, i18n.language)} ·{' '}
                    {/* A code is read and typed as one: never broken across lines. */}
                    <span className="whitespace-nowrap font-mono">{certificate.code}</span>
                  </span>
                  {certificate.revokedAt && (
                    <span className="mt-1 block text-sm font-medium text-red-800">
                      {certificate.revokedReason
                        ? t('learning.certificateRevoked.withReason', { reason: certificate.revokedReason })
                        : t('learning.certificateRevoked.plain')}
                    </span>
                  )}
                </span>
                <Link to={pathTo('/certificates/:code', { code: certificate.code })} className={buttonClass('secondary', 'sm')}>
                  {t('learning.dashboard.viewCertificate')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {finished.length > 0 && (
          <p className="mt-3 text-sm text-stone-600">{t('learning.dashboard.finishedCount', { count: finished.length })}</p>
        )}
      </section>
      {suggestions.length > 0 && (
        <section aria-labelledby="suggested" className="mt-10">
          <h2 id="suggested" className="font-serif text-2xl font-bold text-stone-900">
            {t('learning.dashboard.suggestions')}
          </h2>
          <div className="mt-4">
            <CourseGrid courses={suggestions} label={t('learning.dashboard.suggestions')} />
          </div>
        </section>
      )}
    </AreaPage>
  );
}
