import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Pause, Play } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { SEASON_WEEKS, stageOf } from '../pumpkin-patch';
import { announcementOf } from './announcement';
import { FieldNotes, FruitList, Gauges, moistureWord, WeatherAndSoil, weedsWord } from './game-panels';
import { Jobs } from './jobs';
import { PatchView } from './patch-view';
import { seedFrom } from './play-state';
import { PendingSave } from './save-score';
import { SeasonResult } from './season-result';
import { SeasonStart } from './season-start';
import { usePumpkinPlay } from './use-pumpkin-play';
import { WeekClock } from './week-clock';

/*
 * The game's screen, composed: the play's state and its keys, clock and focus live in
 * usePumpkinPlay (over the pure reducer in play-state.ts); each part of the screen is its own view.
 */

/**
 * The pumpkin patch game: one season, played with the keyboard (1 to 9, N, P, Space, Esc), a
 * mouse or touch. Time runs only at a timed pace and only while not paused; hiding the tab
 * pauses. Events, refusals and the final score are spoken through a polite live region.
 */
export function PumpkinGame({ isSignedIn, signInHref }: { isSignedIn: boolean; signInHref: string }) {
  const { t } = useTranslation();
  const { play, dispatch, start, statusRef, resultRef } = usePumpkinPlay({ isSignedIn });
  const [searchParams] = useSearchParams();
  const { game, isPaused, speed } = play;
  const paceId = useId();

  return (
    <section aria-labelledby="game-title" className="mt-8">
      <h2 id="game-title" className="sr-only">
        {t('pages.pumpkin-game.title')}
      </h2>
      <p role="status" className="sr-only" data-testid="game-announcer">
        {announcementOf(t, play)}
      </p>
      {isSignedIn && <PendingSave />}
      {!game ? (
        <SeasonStart
          speed={speed}
          onSpeed={(option) => dispatch({ type: 'speed', speed: option })}
          onStart={() => start(seedFrom(searchParams.get('seed')))}
        />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <h3 ref={statusRef} tabIndex={-1} className="font-serif text-2xl font-bold text-stone-900 outline-none">
                  {t('game.week', { week: game.week, total: SEASON_WEEKS })}
                </h3>
                <WeatherAndSoil game={game} isSowingTime={game.vines === 0 && !game.isSown && !game.isOver} />
              </div>
              {!game.isOver && (
                <button
                  type="button"
                  aria-pressed={isPaused}
                  aria-keyshortcuts="P Escape"
                  onClick={() => dispatch({ type: 'pause', isPaused: !isPaused })}
                  className={cn(
                    buttonClass(isPaused ? 'primary' : 'secondary', 'md', 'min-h-11 min-w-11'),
                    isPaused && 'ring-2 ring-brand-300',
                  )}
                >
                  {isPaused ? <Play aria-hidden className="size-5" /> : <Pause aria-hidden className="size-5" />}
                  {t('game.pause')}
                  <kbd aria-hidden className="rounded border border-current/30 px-1.5 text-xs font-normal">
                    P
                  </kbd>
                </button>
              )}
            </div>
            {!game.isOver && <WeekClock play={play} />}
            <div className="relative">
              <PatchView
                game={game}
                label={t('game.patch', {
                  week: game.week,
                  stage: t(`game.stage.${stageOf(game)}`),
                  moisture: t(`game.moisture.${moistureWord(game.moisture)}`),
                  weeds: t(`game.weeds.${weedsWord(game.weeds)}`),
                })}
              />
              {isPaused && (
                <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-stone-900/60 p-4">
                  <p className="flex max-w-sm items-center gap-3 rounded-xl bg-white px-4 py-3 font-semibold text-stone-900 shadow-lg">
                    <Pause aria-hidden className="size-6 shrink-0 text-brand-800" />
                    {t('game.paused')}
                  </p>
                </div>
              )}
            </div>
            <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-800">
              <span>
                <span className="font-semibold text-stone-900">{t('game.stage.label')}: </span>
                {t(`game.stage.${stageOf(game)}`)}
              </span>
              <span>
                <span className="font-semibold text-stone-900">{t('game.meters.moisture')}: </span>
                {t(`game.moisture.${moistureWord(game.moisture)}`)}
              </span>
            </p>
            {/* The jobs come straight after the patch, so they are on screen with it; the gauges and pumpkins follow. */}
            <div className="order-last space-y-4">
              <Gauges game={game} />
              <FruitList game={game} />
            </div>
            {game.isOver ? (
              <SeasonResult
                game={game}
                headingRef={resultRef}
                isSignedIn={isSignedIn}
                signInHref={signInHref}
                onPlayAgain={(seed) => start(seed ?? seedFrom(null))}
              />
            ) : (
              <Jobs play={play} dispatch={dispatch} paceId={paceId} />
            )}
          </div>
          <FieldNotes log={game.log} />
        </div>
      )}
    </section>
  );
}
