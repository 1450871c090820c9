import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';

export type BookingRow = {
  classId: string;
  title: string;
  startsAt: string;
  status: 'booked' | 'waitlisted' | 'cancelled' | 'held';
  classStatus: 'scheduled' | 'cancelled';
};

/**
 * A person's seats and places in line, soonest first: each class with its time (in the reader's
 * zone) and state, and what the page offers beside it (`action`: cancel, the calendar file).
 */
export function BookingList<Row extends BookingRow>({
  bookings,
  action,
}: {
  bookings: readonly Row[];
  action: (booking: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {bookings.map((booking) => (
        <li key={booking.classId} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <CalendarClock aria-hidden className="size-6 shrink-0 text-brand-800" />
          <span className="min-w-0 flex-1">
            <Link
              to={pathTo('/coaching/classes/:classId', { classId: booking.classId })}
              dir="auto"
              className="block font-semibold text-stone-900 underline-offset-2 hover:underline"
            >
              {booking.title}
            </Link>
            <span className="text-sm text-stone-600">
              <time dateTime={booking.startsAt}>{formatWhen(booking.startsAt)}</time> ·{' '}
              {booking.classStatus === 'cancelled'
                ? t('learning.classes.classCancelled')
                : booking.status === 'booked'
                  ? t('learning.classes.seat')
                  : booking.status === 'held'
                    ? t('learning.classes.seatHeld')
                    : t('learning.classes.waiting')}
            </span>
          </span>
          {action(booking)}
        </li>
      ))}
    </ul>
  );
}
