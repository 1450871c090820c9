import { MicOff } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import type { MediaState, RoomPeer } from '../live.schema';

/** Who is here: ourselves first, the instructor marked, a muted microphone shown. */
export function PeopleList({
  me,
  others,
  media,
  nameOf,
}: {
  me: RoomPeer | null;
  others: RoomPeer[];
  /** Our own media as we have it now (the room's copy of ours lags behind a click). */
  media: MediaState;
  nameOf: (name: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-heading" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="people-heading" className="font-serif text-lg font-bold text-stone-900">
        {t('live.people.heading', { count: others.length + 1 })}
      </h2>
      <ul className="mt-2 space-y-1.5">
        {[...(me ? [me] : []), ...others].map((peer) => (
          <li key={peer.peerId} className="flex items-center gap-2 text-stone-800">
            <span dir="auto" className="truncate">
              {peer.peerId === me?.peerId ? t('live.people.you', { name: nameOf(peer.name) }) : nameOf(peer.name)}
            </span>
            {peer.role === 'instructor' && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('live.people.instructor')}
              </span>
            )}
            {!(peer.peerId === me?.peerId ? media : peer.media).audio && (
              <MicOff aria-label={t('live.people.muted')} className="ms-auto size-4 text-stone-500" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
