import { type RefObject, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import {
  Bug as BugIcon,
  Droplets,
  Flower2,
  type IconComponent,
  Layers,
  Leaf,
  Pause,
  Play,
  Scissors,
  Shovel,
  SkipForward,
  Sprout,
  Sun,
  Warehouse,
} from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import {
  ACTIONS,
  act,
  advanceClock,
  endWeek,
  type GameAction,
  type GameState,
  MAX_SEED,
  newGame,
  type Refusal,
  refusalOf,
  SEASON_WEEKS,
  SPEEDS,
  type Speed,
  scoreOf,
  stageOf,
} from '../pumpkin-patch';
import { FieldNotes, FruitList, Gauges, moistureWord, noteText, WeatherAndSoil, weedsWord } from './game-panels';
import { PatchView } from './patch-view';

/** What the page's action answers a save. */
export type SaveAnswer = { ok: boolean; message: string; messageVars?: Record<string, string>; signInHref?: string };

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

/** A finished season a visitor played, kept in this tab while they sign in to save it. */
const UNSAVED_KEY = 'verde:pumpkin-game:unsaved';
type Unsaved = { seed: number; moves: string; score: number };

// --- The play: a reducer over the pure rules, plus pause, pace and the week's clock ---

/** What to say in the live region after a change; `seq` makes a repeat of the same words new. */
type News =
  | { kind: 'notes'; from: number; weekChanged: boolean }
  | { kind: 'paused' }
  | { kind: 'resumed' }
  | { kind: 'refusal'; refusal: Refusal }
  | null;

type PlayState = {
  game: GameState | null;
  isPaused: boolean;
  speed: Speed;
  clockMs: number;
  refusal: Refusal | null;
  news: News;
  seq: number;
};

type Command =
  | { type: 'start'; seed: number }
  | { type: 'act'; action: GameAction }
  | { type: 'end-week' }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'pause'; isPaused: boolean }
  | { type: 'speed'; speed: Speed };

function afterWeek(play: PlayState, game: GameState): PlayState {
  const next = endWeek(game);
  return {
    ...play,
    game: next,
    clockMs: 0,
    refusal: null,
    news: { kind: 'notes', from: game.log.length, weekChanged: next.week !== game.week },
    seq: play.seq + 1,
  };
}

function reduce(play: PlayState, command: Command): PlayState {
  const { game } = play;
  switch (command.type) {
    case 'start':
      return {
        ...play,
        game: newGame(command.seed),
        isPaused: false,
        clockMs: 0,
        refusal: null,
        news: { kind: 'notes', from: 0, weekChanged: true },
        seq: play.seq + 1,
      };
    case 'speed':
      return { ...play, speed: command.speed, clockMs: 0 };
    case 'pause':
      if (!game || game.isOver || play.isPaused === command.isPaused) return play;
      return {
        ...play,
        isPaused: command.isPaused,
        news: command.isPaused ? { kind: 'paused' } : { kind: 'resumed' },
        seq: play.seq + 1,
      };
    case 'act': {
      if (!game || play.isPaused) return play;
      const refusal = refusalOf(game, command.action);
      if (refusal) return { ...play, refusal, news: { kind: 'refusal', refusal }, seq: play.seq + 1 };
      const next = act(game, command.action);
      return {
        ...play,
        game: next,
        refusal: null,
        news: { kind: 'notes', from: game.log.length, weekChanged: false },
        seq: play.seq + 1,
      };
    }
    case 'end-week':
      if (!game || game.isOver || play.isPaused) return play;
      return afterWeek(play, game);
    case 'tick': {
      if (!game || game.isOver) return play;
      const clock = advanceClock(play.clockMs, command.elapsedMs, { speed: play.speed, isPaused: play.isPaused });
      return clock.isWeekUp ? afterWeek(play, game) : { ...play, clockMs: clock.clockMs };
    }
  }
}

const INITIAL: PlayState = { game: null, isPaused: false, speed: 'steady', clockMs: 0, refusal: null, news: null, seq: 0 };

/** A seed from the address (`?seed=123`, to play a season again), else a fresh random one. */
function seedFrom(param: string | null): number {
  if (param && /^\d{1,10}$/.test(param)) {
    const seed = Number(param);
    if (seed >= 1 && seed <= MAX_SEED) return seed;
  }
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return (random % MAX_SEED) + 1;
}

/** Keys that belong to the page's own controls: the game leaves them alone. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function isActivatable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && Boolean(target.closest('button, a, summary, [role="button"]'));
}

// --- The game ---

/**
 * The pumpkin patch game: one season, played with the keyboard (1 to 9, N, P, Space, Esc), a
 * mouse or touch. Time runs only at a timed pace and only while not paused; hiding the tab
 * pauses. Events, refusals and the final score are spoken through a polite live region.
 */
export function PumpkinGame({ isSignedIn, signInHref }: { isSignedIn: boolean; signInHref: string }) {
  const { t } = useTranslation();
  const [play, dispatch] = useReducer(reduce, INITIAL);
  const [searchParams] = useSearchParams();
  const { game, isPaused, speed } = play;
  const isPlaying = game !== null && !game.isOver;
  const statusRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const paceId = useId();

  // A new season brings the week's heading to the top of the screen, with the focus.
  const start = useCallback((seed: number) => {
    dispatch({ type: 'start', seed });
    requestAnimationFrame(() => {
      const heading = statusRef.current;
      if (!heading) return;
      const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'start', behavior: isReduced ? 'auto' : 'smooth' });
      heading.focus({ preventScroll: true });
    });
  }, []);

  // The week's clock, at a timed pace, while playing and not paused.
  useEffect(() => {
    if (!isPlaying || isPaused || SPEEDS[speed] === null) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'tick', elapsedMs: now - last });
      last = now;
    }, 250);
    return () => window.clearInterval(timer);
  }, [isPlaying, isPaused, speed]);

  // Leaving the tab pauses the game: the weeks should not run on unseen.
  useEffect(() => {
    if (!isPlaying) return;
    const onVisibility = () => {
      if (document.hidden) dispatch({ type: 'pause', isPaused: true });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [isPlaying]);

  // The keys: 1 to 9 for the jobs, N ends the week, P, Space and Esc pause and carry on.
  useEffect(() => {
    if (!isPlaying) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const key = event.key;
      if (key === 'p' || key === 'P' || key === 'Escape' || (key === ' ' && !isActivatable(event.target))) {
        event.preventDefault();
        if (!event.repeat) dispatch({ type: 'pause', isPaused: !isPaused });
        return;
      }
      if (event.repeat) return;
      if (key === 'n' || key === 'N') {
        event.preventDefault();
        dispatch({ type: 'end-week' });
        return;
      }
      const index = Number(key) - 1;
      const action = ACTIONS[index];
      if (/^[1-9]$/.test(key) && action) {
        event.preventDefault();
        dispatch({ type: 'act', action });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isPlaying, isPaused]);

  // The end of a season: the result takes the focus, and a visitor's score waits in this tab.
  const isOver = game?.isOver ?? false;
  useEffect(() => {
    if (!isOver || !game) return;
    resultRef.current?.focus();
    if (!isSignedIn)
      sessionStorage.setItem(
        UNSAVED_KEY,
        JSON.stringify({ seed: game.seed, moves: game.moves, score: scoreOf(game).total } satisfies Unsaved),
      );
  }, [isOver, game, isSignedIn]);

  const announcement = useAnnouncement(play);

  return (
    <section aria-labelledby="game-title" className="mt-8">
      <h2 id="game-title" className="sr-only">
        {t('pages.pumpkin-game.title')}
      </h2>
      <p role="status" className="sr-only" data-testid="game-announcer">
        {announcement}
      </p>
      {isSignedIn && <PendingSave />}
      {!game ? (
        <div className="rounded-2xl border border-stone-200 bg-earth-50 p-5 sm:p-6">
          <p className="max-w-2xl text-stone-800">{t('game.intro')}</p>
          <fieldset className="mt-5">
            <legend className="font-semibold text-stone-900">{t('game.speed.legend')}</legend>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {(Object.keys(SPEEDS) as Speed[]).map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="pace"
                    value={option}
                    checked={speed === option}
                    onChange={() => dispatch({ type: 'speed', speed: option })}
                    className="size-5 accent-brand-700"
                  />
                  <span className="text-stone-900">{t(`game.speed.${option}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            onClick={() => start(seedFrom(searchParams.get('seed')))}
            className={buttonClass('primary', 'lg', 'mt-6 min-h-12')}
          >
            <Play aria-hidden className="size-5" />
            {t('game.start')}
          </button>
        </div>
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

/** The words for the live region: what just happened, a refusal, pause, or the final score. */
function useAnnouncement(play: PlayState): string {
  const { t } = useTranslation();
  const { game, news } = play;
  if (!game || !news) return '';
  if (news.kind === 'paused') return t('game.announce.paused');
  if (news.kind === 'resumed') return t('game.announce.resumed');
  if (news.kind === 'refusal') return t(`game.refusals.${news.refusal}`);
  const parts = game.log.slice(news.from).map((note) => noteText(t, note));
  if (news.weekChanged && !game.isOver) parts.unshift(t('game.announce.week', { week: game.week }));
  if (game.isOver) parts.push(t('game.announce.over', { score: scoreOf(game).total }));
  // The sequence number makes the same words, said twice in a row, a change the reader hears.
  return `${parts.join(' ')}${play.seq % 2 === 0 ? '' : '\u00a0'}`;
}

/** How much of the week is left at a timed pace; at the relaxed pace, that it waits. */
function WeekClock({ play }: { play: PlayState }) {
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

/** The nine jobs, the end of the week and the pace. */
function Jobs({ play, dispatch, paceId }: { play: PlayState; dispatch: (command: Command) => void; paceId: string }) {
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

/** The score, how it adds up, saving it (or signing in to), and another season. */
function SeasonResult({
  game,
  headingRef,
  isSignedIn,
  signInHref,
  onPlayAgain,
}: {
  game: GameState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  isSignedIn: boolean;
  signInHref: string;
  onPlayAgain: (seed?: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const score = scoreOf(game);
  const kilograms = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const points = (value: number) => t('game.result.points', { points: value });
  const harvest = [
    t('game.result.ripe', { count: score.ripe, kg: kilograms.format(score.ripeGrams / 1000) }),
    ...(score.unripe > 0 ? [t('game.result.unripe', { count: score.unripe })] : []),
    ...(score.spoiled > 0 ? [t('game.result.spoiled', { count: score.spoiled })] : []),
  ];
  return (
    <div className="rounded-2xl border-2 border-brand-700 bg-brand-50 p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-bold text-stone-900 outline-none">
        {t('game.result.title')}
      </h3>
      <p className="mt-1 text-stone-700">{t(`game.result.why.${game.endReason ?? 'season'}`)}</p>
      <p className="mt-3 flex items-center gap-2 font-serif text-3xl font-bold text-brand-900" data-testid="season-score">
        <Sun aria-hidden className="size-7 text-amber-600" />
        {t('game.result.score', { score: score.total })}
      </p>
      <h4 className="mt-4 text-sm font-semibold text-stone-900">{t('game.result.breakdown')}</h4>
      <dl className="mt-2 divide-y divide-brand-100 text-sm">
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-800">
            {t('game.result.harvest')}
            {harvest.map((line) => (
              <span key={line} className="block text-stone-600">
                {line}
              </span>
            ))}
          </dt>
          <dd className="shrink-0 font-semibold tabular-nums text-stone-900">{points(score.harvestPoints)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-800">{t('game.result.cureBonus')}</dt>
          <dd className="shrink-0 font-semibold tabular-nums text-stone-900">{points(score.cureBonus)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-800">{t('game.result.careBonus')}</dt>
          <dd className="shrink-0 font-semibold tabular-nums text-stone-900">{points(score.careBonus)}</dd>
        </div>
      </dl>
      <div className="mt-5">
        {isSignedIn ? (
          <SaveScore season={{ seed: game.seed, moves: game.moves, score: score.total }} />
        ) : (
          <div className="space-y-1">
            <Link to={signInHref} className={buttonClass('primary', 'md', 'min-h-11')}>
              {t('game.save.signInLink')}
            </Link>
            <p className="text-sm text-stone-700">{t('game.save.kept')}</p>
          </div>
        )}
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => onPlayAgain()} className={buttonClass('secondary', 'md', 'min-h-11')}>
          <Play aria-hidden className="size-5" />
          {t('game.playAgain')}
        </button>
        <button type="button" onClick={() => onPlayAgain(game.seed)} className={buttonClass('ghost', 'md', 'min-h-11')}>
          {t('game.replaySeason')}
        </button>
      </div>
    </div>
  );
}

/** Posts a finished season to the page's action, which replays it before saving its score. */
function SaveScore({ season, onSaved }: { season: Unsaved; onSaved?: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SaveAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const isSaved = answer?.ok === true;
  const after = useRef(onSaved);
  after.current = onSaved;
  useEffect(() => {
    if (!isSaved) return;
    sessionStorage.removeItem(UNSAVED_KEY);
    after.current?.();
  }, [isSaved]);
  return (
    <fetcher.Form method="post" action="/pumpkin/game" className="space-y-2">
      <input type="hidden" name="seed" value={season.seed} />
      <input type="hidden" name="moves" value={season.moves} />
      <input type="hidden" name="score" value={season.score} />
      {!isSaved && (
        <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass('primary', 'md', 'min-h-11')}>
          {fetcher.state === 'idle' ? t('game.save.button') : t('game.save.saving')}
        </button>
      )}
      <p role="status" className={cn('text-sm font-semibold', answer?.ok === false ? 'text-red-700' : 'text-brand-900')}>
        {answer ? t(answer.message, answer.messageVars ?? {}) : ''}
      </p>
      {answer?.signInHref && (
        <Link to={answer.signInHref} className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          {t('game.save.signInLink')}
        </Link>
      )}
    </fetcher.Form>
  );
}

/** A season a visitor finished before signing in, offered for saving once they have. */
function PendingSave() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Unsaved | null>(null);
  const [isDone, setIsDone] = useState(false);
  useEffect(() => {
    try {
      const stored = JSON.parse(sessionStorage.getItem(UNSAVED_KEY) ?? 'null') as Unsaved | null;
      if (stored && Number.isInteger(stored.seed) && typeof stored.moves === 'string' && Number.isInteger(stored.score))
        setPending(stored);
    } catch {
      sessionStorage.removeItem(UNSAVED_KEY);
    }
  }, []);
  if (!pending) return null;
  return (
    <div className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      {!isDone && <p className="font-semibold text-stone-900">{t('game.save.pending', { score: pending.score })}</p>}
      <div className="mt-2">
        <SaveScore season={pending} onSaved={() => setIsDone(true)} />
      </div>
    </div>
  );
}

/** The keys and how to play, always on the page. */
export function GameHelp() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="game-keys" className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="game-keys" className="font-serif text-xl font-bold text-stone-900">
          {t('game.keys.title')}
        </h2>
        <ul className="mt-3 space-y-1.5 text-stone-800">
          <li>{t('game.keys.actions')}</li>
          <li>{t('game.keys.endWeek')}</li>
          <li>{t('game.keys.pause')}</li>
          <li>{t('game.keys.pointer')}</li>
        </ul>
        <ol className="mt-3 grid grid-cols-1 gap-1 text-sm text-stone-700 sm:grid-cols-2">
          {ACTIONS.map((action, index) => (
            <li key={action}>
              <kbd className="me-1.5 rounded border border-stone-300 px-1.5 text-xs">{index + 1}</kbd>
              <span className="font-semibold text-stone-900">{t(`game.actions.${action}`)}</span>:{' '}
              {t(`game.actionHints.${action}`)}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="game-how" className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="game-how" className="font-serif text-xl font-bold text-stone-900">
          {t('game.howTo.title')}
        </h2>
        <p className="mt-3 text-stone-800">{t('game.howTo.goal')}</p>
        <p className="mt-3 text-stone-800">{t('game.howTo.score')}</p>
      </section>
    </div>
  );
}
