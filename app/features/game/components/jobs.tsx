import { buttonClass } from '~/components/ui/button-styles';
import {
  Bug as BugIcon,
  Droplets,
  Flower2,
  type IconComponent,
  Layers,
  Leaf,
  Scissors,
  Shovel,
  SkipForward,
  Sprout,
  Warehouse,
} from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { ACTIONS, type GameAction, type GameState, refusalOf, SPEEDS, type Speed } from '../pumpkin-patch';
import type { Command, PlayState } from './play-state';

const ACTION_ICONS: Record<GameAction, IconComponent> = {
  sow: Sprout,
  water: Droplets,
  mulch: Layers,
  weed: Shovel,
  pollinate: Flower2,
  bugs: BugIcon,
  leaves: Leaf,
  harvest: Scissors,
  cure: Warehouse,
};

/** The nine jobs, the end of the week and the pace. */
export function Jobs({ play, dispatch, paceId }: { play: PlayState; dispatch: (command: Command) => void; paceId: string }) {
  const { t } = useTranslation();
  const game = play.game as GameState;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{t('game.actionsLabel')}</h3>
        <p className="flex items-center gap-2 text-sm font-semibold text-stone-800">
          <span aria-hidden className="flex gap-1">
            {Array.from({ length: 3 }, (_, job) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed dots
                key={job}
                className={cn('inline-block size-3 rounded-full', job < game.work ? 'bg-brand-700' : 'bg-stone-300')}
              />
            ))}
          </span>
          {t('game.workLeft', { count: game.work })}
        </p>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {ACTIONS.map((action, index) => {
          const Icon = ACTION_ICONS[action];
          const refusal = refusalOf(game, action);
          const isUnavailable = play.isPaused || refusal !== null;
          return (
            <li key={action}>
              <button
                type="button"
                aria-disabled={isUnavailable || undefined}
                aria-keyshortcuts={String(index + 1)}
                title={t(`game.actionHints.${action}`)}
                onClick={() => dispatch({ type: 'act', action })}
                className={cn(
                  'flex min-h-14 w-full flex-col items-center justify-center gap-1 rounded-xl border px-1.5 py-2 text-center text-sm font-semibold leading-tight sm:flex-row sm:justify-start sm:gap-2 sm:px-3 sm:text-start',
                  'motion-safe:transition-colors',
                  isUnavailable
                    ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-500'
                    : 'border-stone-300 bg-white text-stone-900 hover:border-brand-700 hover:bg-brand-50',
                )}
              >
                <Icon aria-hidden className={cn('size-6 shrink-0', isUnavailable ? 'text-stone-400' : 'text-brand-800')} />
                <span className="min-w-0 flex-1">{t(`game.actions.${action}`)}</span>
                <kbd
                  aria-hidden
                  className="hidden rounded border border-stone-300 px-1.5 text-xs font-normal text-stone-600 sm:inline"
                >
                  {index + 1}
                </kbd>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="min-h-5 text-sm font-medium text-amber-900" aria-hidden>
        {play.refusal ? t(`game.refusals.${play.refusal}`) : ''}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          aria-disabled={play.isPaused || undefined}
          aria-keyshortcuts="N"
          onClick={() => dispatch({ type: 'end-week' })}
          className={buttonClass('primary', 'lg', cn('min-h-12', play.isPaused && 'opacity-60'))}
        >
          <SkipForward aria-hidden className="size-5" />
          {t('game.endWeek')}
          <kbd aria-hidden className="rounded border border-white/40 px-1.5 text-xs font-normal">
            N
          </kbd>
        </button>
        <div className="flex items-center gap-2">
          <label htmlFor={paceId} className="text-sm font-semibold text-stone-800">
            {t('game.speed.legend')}
          </label>
          <select
            id={paceId}
            value={play.speed}
            onChange={(event) => dispatch({ type: 'speed', speed: event.target.value as Speed })}
            className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900"
          >
            {(Object.keys(SPEEDS) as Speed[]).map((option) => (
              <option key={option} value={option}>
                {t(`game.speed.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
