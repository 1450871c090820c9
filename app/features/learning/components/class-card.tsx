import { Link } from 'react-router';
import { CalendarClock, Users } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import { CoursePrice, Duration } from './course-facts';

export type ClassCardData = {
  id: string;
  title: string;
  summary: string;
  instructorName: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  seatsTaken: number;
  priceCents: number;
};

/**
 * Seats left, or "full, waiting list open". A person who already has a place (a seat, a seat held
 * for them, a place in line) is told the class is full, never offered the waiting list again.
 */
export function SeatsLeft({
  capacity,
  seatsTaken,
  hasPlace = false,
}: {
  capacity: number;
  seatsTaken: number;
  hasPlace?: boolean;
}) {
  const { t } = useTranslation();
  const left = Math.max(0, capacity - seatsTaken);
  if (left > 0) return <span className="text-stone-700">{t('learning.classes.seatsLeft', { count: left, capacity })}</span>;
  return (
    <span className={hasPlace ? 'text-stone-700' : 'font-semibold text-amber-800'}>
      {hasPlace ? t('learning.classes.fullTaken') : t('learning.classes.full')}
    </span>
  );
}

/** One upcoming live class: when (in the visitor's own time zone), how long, with whom, seats and price. */
export function ClassCard({ session, action }: { session: ClassCardData; action?: React.ReactNode }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5">
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
        <CalendarClock aria-hidden className="size-4" />
        <time dateTime={session.startsAt}>{formatWhen(session.startsAt)}</time>
      </p>
      <h3 dir="auto" className="mt-2 text-lg font-semibold text-stone-900">
        <Link to={pathTo('/coaching/classes/:classId', { classId: session.id })} className="underline-offset-2 hover:underline">
          {session.title}
        </Link>
      </h3>
      <p dir="auto" className="mt-1 text-sm text-stone-600">
        {session.summary}
      </p>
      <ul className="mt-3 space-y-1 text-sm text-stone-700">
        <li>{t('learning.course.instructor', { name: session.instructorName })}</li>
        <li>
          <Duration minutes={session.durationMinutes} />
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Users aria-hidden className="size-4" />
          <SeatsLeft capacity={session.capacity} seatsTaken={session.seatsTaken} />
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
        <CoursePrice cents={session.priceCents} className="text-lg font-bold text-stone-900" />
        {action}
      </div>
    </article>
  );
}
