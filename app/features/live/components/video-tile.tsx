import { useEffect, useRef } from 'react';
import { MicOff } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import type { MediaState } from '../live.schema';

/** One person's video (ours mirrored, unless it is a shared screen), or their initial when there is none. */
export function VideoTile({
  stream,
  label,
  name,
  media,
  isSelf,
  connection,
}: {
  connection?: RTCPeerConnectionState;
  stream: MediaStream | null;
  label: string;
  name: string;
  media: MediaState | null;
  isSelf?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  const showsVideo = Boolean(stream?.getVideoTracks().length) && media?.video !== false;
  return (
    <figure className="relative aspect-video overflow-hidden rounded-xl bg-stone-900">
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={isSelf}
        aria-label={label}
        data-remote={isSelf ? undefined : 'true'}
        data-connection={connection}
        className={`size-full object-cover ${isSelf && !media?.screen ? '-scale-x-100' : ''} ${showsVideo ? '' : 'invisible'}`}
      />
      {!showsVideo && (
        <span aria-hidden className="absolute inset-0 flex items-center justify-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-stone-700 text-2xl font-bold text-white">
            {Array.from(name || '?')[0]?.toUpperCase()}
          </span>
        </span>
      )}
      <figcaption className="absolute inset-x-2 bottom-2 flex items-center gap-1.5">
        <span dir="auto" className="truncate rounded-md bg-stone-950/70 px-2 py-0.5 text-sm font-semibold text-white">
          {name}
        </span>
        {media && !media.audio && (
          <span className="rounded-md bg-stone-950/70 p-1 text-white">
            <MicOff aria-label={t('live.people.muted')} className="size-4" />
          </span>
        )}
      </figcaption>
    </figure>
  );
}
