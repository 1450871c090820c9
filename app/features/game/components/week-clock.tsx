import { useTranslation } from '~/i18n/use-translation';
import { SPEEDS } from '../pumpkin-patch';
import type { PlayState } from './play-state';

/** How much of the week is left at a timed pace; at the relaxed pace, that it waits. */
export function WeekClock({ play }: { play: PlayState }) {
  const { t } = useTranslation();
  const seconds = SPEEDS[play.speed];
  if (seconds === null) return <p className="text-sm text-stone-600">{t('game.relaxedClock')}</p>;
  const left = Math.max(0, Math.ceil(seconds - play.clockMs / 1000));
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden className="block h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
        <span
          className="block h-full rounded-full bg-amber-500"
          style={{ width: `${100 - Math.min(100, (play.clockMs / (seconds * 1000)) * 100)}%` }}
        />
      </span>
      <span className="text-sm tabular-nums text-stone-700" data-testid="week-clock">
        {t('game.timeLeft', { seconds: left })}
      </span>
    </div>
  );
}
