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
  type Speed,
} from '../pumpkin-patch';

/*
 * The page's play, as a reducer over the pure rules (pumpkin-patch.ts): the season itself, plus
 * what only the screen needs (pause, pace, the week's clock, the last refusal and what to say
 * in the live region). Pure, so every key, click and tick can be tested without a browser.
 */

/** What to say in the live region after a change; `seq` makes a repeat of the same words new. */
export type News =
  | { kind: 'notes'; from: number; weekChanged: boolean }
  | { kind: 'paused' }
  | { kind: 'resumed' }
  | { kind: 'refusal'; refusal: Refusal }
  | null;

export type PlayState = {
  game: GameState | null;
  isPaused: boolean;
  speed: Speed;
  clockMs: number;
  refusal: Refusal | null;
  news: News;
  seq: number;
};

export type Command =
  | { type: 'start'; seed: number }
  | { type: 'act'; action: GameAction }
  | { type: 'end-week' }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'pause'; isPaused: boolean }
  | { type: 'speed'; speed: Speed };

export const INITIAL_PLAY: PlayState = {
  game: null,
  isPaused: false,
  speed: 'steady',
  clockMs: 0,
  refusal: null,
  news: null,
  seq: 0,
};

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

export function reducePlay(play: PlayState, command: Command): PlayState {
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

/** A key as the game sees it: whether it was held down, and whether it landed on a button or link. */
export type KeyPress = { key: string; isRepeat: boolean; isOnControl: boolean };

/**
 * What a key asks of the game: null when the key is not the game's (the browser keeps it),
 * otherwise the command, or none for a held pause key (taken, so Space does not scroll, but a
 * held key must not flicker the pause). Space on a button or link is that control's own.
 */
export function commandOfKey({ key, isRepeat, isOnControl }: KeyPress, isPaused: boolean): { command: Command | null } | null {
  if (key === 'p' || key === 'P' || key === 'Escape' || (key === ' ' && !isOnControl))
    return { command: isRepeat ? null : { type: 'pause', isPaused: !isPaused } };
  if (isRepeat) return null;
  if (key === 'n' || key === 'N') return { command: { type: 'end-week' } };
  const action = ACTIONS[Number(key) - 1];
  if (/^[1-9]$/.test(key) && action) return { command: { type: 'act', action } };
  return null;
}

/** A seed from the address (`?seed=123`, to play a season again), else a fresh random one. */
export function seedFrom(param: string | null): number {
  if (param && /^\d{1,10}$/.test(param)) {
    const seed = Number(param);
    if (seed >= 1 && seed <= MAX_SEED) return seed;
  }
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return (random % MAX_SEED) + 1;
}
