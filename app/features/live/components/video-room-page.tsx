import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Clock, Video } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import type { SeatRole } from '../live.schema';
import type { RoomState } from '../room-window';
import type { JoinDetails } from '../video-provider';
import { LiveRoom } from './live-room';

export type VideoRoomPageData = {
  room: {
    classId: string;
    title: string;
    instructorName: string;
    startsAt: string;
    durationMinutes: number;
    opensAt: string;
    closesAt: string;
    state: RoomState;
    classHref: string;
  };
  seat: SeatRole;
  self: { userId: string; name: string };
  socketPath: string;
  join: JoinDetails | null;
};

/** Reloads the page's data when the room opens, so a person waiting is let in without a click. */
function useOpenAt(opensAt: string, isWaiting: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!isWaiting) return;
    const delay = new Date(opensAt).getTime() - Date.now();
    const timer = setTimeout(() => revalidate(), Math.max(1000, Math.min(delay + 500, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [opensAt, isWaiting, revalidate]);
}

export function VideoRoomPage({ page }: { page: VideoRoomPageData }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { room } = page;
  useOpenAt(room.opensAt, room.state === 'waiting');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <nav aria-label={t('learning.breadcrumb')} className="text-sm">
        <Link to={room.classHref} className="font-semibold text-brand-800 underline">
          {t('live.backToClass')}
        </Link>
      </nav>
      <h1 dir="auto" className="mt-3 font-serif text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {room.title}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-700">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-5" />
          <time dateTime={room.startsAt}>{formatWhen(room.startsAt)}</time>
        </span>
        <span>{t('learning.course.instructor', { name: room.instructorName })}</span>
      </p>
      {room.state === 'open' && page.join ? (
        <LiveRoom
          key={room.classId}
          classHref={room.classHref}
          socketPath={page.socketPath}
          join={page.join}
          self={page.self}
          seat={page.seat}
        />
      ) : (
        <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Video aria-hidden className="size-7" />
          </span>
          {room.state === 'waiting' ? (
            <>
              <h2 className="mt-4 font-serif text-xl font-bold text-stone-900">{t('live.waiting.title')}</h2>
              <p className="mt-2 text-stone-700">{t('live.waiting.opensAt', { time: formatWhen(room.opensAt) })}</p>
              <p className="mt-1 text-sm text-stone-600">{t('live.waiting.hint')}</p>
            </>
          ) : (
            <>
              <h2 className="mt-4 font-serif text-xl font-bold text-stone-900">{t('live.closed.title')}</h2>
              <p className="mt-2 text-stone-700">{t('live.closed.description')}</p>
            </>
          )}
          <Link to={room.classHref} className={buttonClass('secondary', 'md', 'mt-6')}>
            {t('live.backToClass')}
          </Link>
        </div>
      )}
    </div>
  );
}
