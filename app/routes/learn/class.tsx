import { CalendarPlus, Clock, Users, Video } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { SeatsLeft } from '~/features/learning/components/class-card';
import { CoursePrice, Duration } from '~/features/learning/components/course-facts';
import { pageMeta } from '~/features/seo/seo';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/class';
import { classPageAction, loadClassPage } from './class-page.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/coaching/classes/:classId');
  return loadClassPage(request, { classId: params.classId, user });
}

/** Book a seat or a place in line, or cancel (also without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/coaching/classes/:classId');
  return classPageAction(request, { classId: params.classId, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ClassPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const { session, booking, hasStarted } = loaderData;
  const busy = navigation.state !== 'idle';
  const cancelled = session.status === 'cancelled';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('learning.breadcrumb')} className="text-sm">
        <Link to="/coaching" className="font-semibold text-brand-800 underline">
          {t('pages.coaching.title')}
        </Link>
      </nav>
      <h1 dir="auto" className="mt-4 font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {session.title}
      </h1>
      <p dir="auto" className="mt-3 text-lg leading-8 text-stone-600">
        {session.summary}
      </p>
      <ul className="mt-4 space-y-2 text-stone-800">
        <li className="inline-flex items-center gap-2 font-semibold text-brand-800">
          <Clock aria-hidden className="size-5" />
          <time dateTime={session.startsAt}>{formatWhen(session.startsAt)}</time>
          <span className="font-normal text-stone-700">
            (<Duration minutes={session.durationMinutes} />)
          </span>
        </li>
        <li>{t('learning.course.instructor', { name: session.instructorName })}</li>
        <li className="flex items-center gap-2">
          <Users aria-hidden className="size-5" />
          <SeatsLeft capacity={session.capacity} seatsTaken={session.seatsTaken} />
        </li>
        <li>
          <CoursePrice cents={session.priceCents} className="font-bold" />
        </li>
      </ul>
      {actionData && (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={
            actionData.ok
              ? 'mt-6 rounded-xl bg-brand-50 p-3 font-medium text-brand-900'
              : 'mt-6 rounded-xl bg-red-50 p-3 font-medium text-red-800'
          }
        >
          {t(actionData.message)}
        </p>
      )}
      {loaderData.liveRoom && loaderData.liveRoom.state !== 'closed' && (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <Video aria-hidden className="size-6 text-brand-800" />
          <p className="flex-1 font-semibold text-brand-900">
            {loaderData.liveRoom.state === 'open'
              ? t('live.roomOpen')
              : t('live.waiting.opensAt', { time: formatWhen(loaderData.liveRoom.opensAt) })}
          </p>
          <Link
            to={loaderData.liveRoom.href}
            className={buttonClass(loaderData.liveRoom.state === 'open' ? 'primary' : 'secondary', 'md')}
          >
            {t('live.join')}
          </Link>
        </div>
      )}
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
        {cancelled ? (
          <p className="font-semibold text-red-800">{t('learning.classes.classCancelled')}</p>
        ) : booking ? (
          <>
            <p className="font-semibold text-stone-900">
              {booking.status === 'booked'
                ? t('learning.classes.youHaveSeat')
                : t('learning.classes.youAreWaiting', { position: booking.position ?? 1 })}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a href={`/coaching/classes/${session.id}/ics`} className={buttonClass('secondary', 'md')} download>
                <CalendarPlus aria-hidden className="size-5" />
                {t('learning.classes.addToCalendar')}
              </a>
              {!hasStarted && (
                <Form method="post">
                  <input type="hidden" name="intent" value="cancel" />
                  <button type="submit" className={buttonClass('ghost', 'md')} disabled={busy}>
                    {booking.status === 'booked' ? t('learning.classes.cancelSeat') : t('learning.classes.leaveList')}
                  </button>
                </Form>
              )}
            </div>
          </>
        ) : hasStarted ? (
          <p className="text-stone-700">{t('learning.classes.errors.closed')}</p>
        ) : session.priceCents > 0 ? (
          <p className="text-stone-700">{t('learning.classes.errors.paid')}</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="book" />
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
              {session.seatsTaken < session.capacity ? t('learning.classes.book') : t('learning.classes.joinList')}
            </button>
            {!loaderData.isSignedIn && <p className="mt-2 text-sm text-stone-600">{t('learning.course.signInToEnrol')}</p>}
          </Form>
        )}
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from markdown, raw HTML dropped, safe links only */}
      <div dir="auto" className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: session.descriptionHtml }} />
    </div>
  );
}
