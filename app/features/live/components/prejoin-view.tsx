import { buttonClass } from '~/components/ui/button-styles';
import { Video } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import type { MediaState, SeatRole } from '../live.schema';
import { VideoTile } from './video-tile';

/**
 * Before joining: our camera, and a click to join (which is also what lets the browser play the
 * others' sound). The button waits for the camera and microphone question to be answered.
 */
export function PrejoinView({
  preview,
  media,
  name,
  seat,
  notice,
  isMediaReady,
  onJoin,
}: {
  preview: MediaStream | null;
  media: MediaState;
  name: string;
  seat: SeatRole;
  notice: string | null;
  isMediaReady: boolean;
  onJoin: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="prejoin-heading" className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <VideoTile stream={preview} label={t('live.video.yours')} name={name} media={media} isSelf />
      <div>
        <h2 id="prejoin-heading" className="font-serif text-xl font-bold text-stone-900">
          {t('live.prejoin.title')}
        </h2>
        <p className="mt-2 text-stone-700">{t(seat === 'instructor' ? 'live.prejoin.instructor' : 'live.prejoin.learner')}</p>
        {notice && (
          <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t(notice)}
          </p>
        )}
        <button
          type="button"
          onClick={onJoin}
          disabled={!isMediaReady}
          className={buttonClass('primary', 'lg', 'mt-5 w-full sm:w-auto')}
        >
          <Video aria-hidden className="size-5" />
          {t(isMediaReady ? 'live.prejoin.join' : 'live.prejoin.checking')}
        </button>
      </div>
    </section>
  );
}
