import { describe, expect, it } from 'vitest';
import { playWell } from '../../../tests/factories/pumpkin-game';
import {
  type ACTIONS,
  act,
  advanceClock,
  endWeek,
  type GameState,
  MAX_MOVES,
  MAX_SCORE,
  newGame,
  refusalOf,
  replaySeason,
  SEASON_WEEKS,
  scoreOf,
  stageOf,
  WARM_SOIL_C,
  WORK_PER_WEEK,
} from './pumpkin-patch';

const SEEDS = Array.from({ length: 400 }, (_, index) => index + 1);

/** Ends weeks until `week` (or the season's end). */
function skipTo(state: GameState, week: number): GameState {
  let current = state;
  while (!current.isOver && current.week < week) current = endWeek(current);
  return current;
}

/** Replays a move string on a state, one move at a time. */
function playMoves(state: GameState, moves: string): GameState {
  const byCode = { s: 'sow', w: 'water', m: 'mulch', d: 'weed', h: 'pollinate', b: 'bugs', l: 'leaves', x: 'harvest', c: 'cure' };
  let current = state;
  for (const code of moves)
    current = code === 'n' ? endWeek(current) : act(current, byCode[code as keyof typeof byCode] as (typeof ACTIONS)[number]);
  return current;
}

describe('a season from a seed', () => {
  it('is the same season for the same seed and moves, everywhere', () => {
    const first = playWell(42);
    const again = playWell(42);
    expect(again).toEqual(first);
    expect(playMoves(newGame(42), first.moves)).toEqual(first);
  });

  it('differs from seed to seed', () => {
    const weathers = new Set(SEEDS.slice(0, 50).map((seed) => skipTo(newGame(seed), 3).weather));
    expect(weathers.size).toBeGreaterThan(2);
    expect(playWell(1).moves).not.toBe(playWell(2).moves);
  });

  it('refuses a seed outside 1 to 2^31 - 1', () => {
    expect(() => newGame(0)).toThrow(RangeError);
    expect(() => newGame(1.5)).toThrow(RangeError);
    expect(() => newGame(2 ** 31)).toThrow(RangeError);
  });

  it('starts bare in week 1 with a week of work and this week’s weather', () => {
    const state = newGame(7);
    expect(state).toMatchObject({ week: 1, work: WORK_PER_WEEK, vines: 0, isOver: false, moves: '' });
    expect(stageOf(state)).toBe('bare');
    expect(state.log[0]).toMatchObject({ key: 'welcome', fact: 'soil-temperature' });
  });

  it('lasts at most the season, with a careful gardener finishing by curing', () => {
    for (const seed of SEEDS.slice(0, 100)) {
      const state = playWell(seed);
      expect(state.isOver).toBe(true);
      expect(state.week).toBeLessThanOrEqual(SEASON_WEEKS);
      expect(state.moves.length).toBeLessThanOrEqual(MAX_MOVES);
    }
  });
});

describe('the work of a week', () => {
  it('allows three jobs a week, then only the end of the week', () => {
    let state = newGame(3);
    for (let job = 0; job < WORK_PER_WEEK; job++) state = act(state, 'water');
    expect(state.work).toBe(0);
    expect(refusalOf(state, 'weed')).toBe('no-work');
    expect(act(state, 'weed')).toBe(state);
    state = endWeek(state);
    expect(state).toMatchObject({ week: 2, work: WORK_PER_WEEK });
  });

  it('says why a job makes no sense yet', () => {
    const state = newGame(3);
    expect(refusalOf(state, 'pollinate')).toBe('no-vines');
    expect(refusalOf(state, 'harvest')).toBe('no-fruit');
    expect(refusalOf(state, 'cure')).toBe('nothing-to-cure');
    const sown = act(state, 'sow');
    expect(refusalOf(sown, 'sow')).toBe('already-sown');
    const mulched = act(state, 'mulch');
    expect(refusalOf(mulched, 'mulch')).toBe('already-mulched');
  });

  it('records every move for the replay', () => {
    const state = endWeek(act(act(newGame(5), 'water'), 'mulch'));
    expect(state.moves).toBe('wmn');
  });

  it('warns that sowing into cold soil risks the seed, and praises warm soil', () => {
    const cold = SEEDS.map(newGame).find((state) => state.soilTempC < WARM_SOIL_C) as GameState;
    expect(act(cold, 'sow').log.at(-1)).toMatchObject({ key: 'sow-cold', tone: 'bad', fact: 'soil-temperature' });
    const warm = SEEDS.map((seed) => skipTo(newGame(seed), 5)).find((state) => state.soilTempC >= WARM_SOIL_C) as GameState;
    expect(act(warm, 'sow').log.at(-1)).toMatchObject({ key: 'sow-warm', tone: 'good' });
  });
});

describe('growing', () => {
  it('brings up most seed in warm soil and little in cold soil', () => {
    const cameUp = (week: number, isWarm: boolean) => {
      let sown = 0;
      let up = 0;
      for (const seed of SEEDS) {
        const state = { ...skipTo(newGame(seed), week), moisture: 60 };
        if (state.soilTempC >= WARM_SOIL_C !== isWarm) continue;
        sown += 3;
        up += endWeek(act(state, 'sow')).vines;
      }
      return up / sown;
    };
    expect(cameUp(5, true)).toBeGreaterThan(0.8);
    expect(cameUp(1, false)).toBeLessThan(0.4);
  });

  it('loses about half as much water from mulched soil', () => {
    // The same week (and the same rain at the start of the next), with and without mulch.
    const bare = { ...newGame(11), moisture: 40 };
    const mulched = { ...act(newGame(11), 'mulch'), moisture: 40 };
    const kept = endWeek(mulched).moisture - endWeek(bare).moisture;
    expect(kept).toBeGreaterThanOrEqual(6);
    expect(kept).toBeLessThanOrEqual(19);
  });

  it('keeps weeds down under mulch', () => {
    let bare = newGame(13);
    let mulched = act(newGame(13), 'mulch');
    for (let week = 0; week < 4; week++) {
      bare = endWeek(bare);
      mulched = endWeek(mulched);
    }
    expect(bare.weeds).toBeGreaterThan(50);
    expect(mulched.weeds).toBeLessThan(25);
  });

  it('says when watering leaves the soil soggy', () => {
    const state = act(act(act(newGame(17), 'water'), 'water'), 'water');
    expect(state.moisture).toBeGreaterThan(85);
    expect(state.log.at(-1)).toMatchObject({ key: 'water-soggy', fact: 'overwatering', tone: 'bad' });
  });

  it('sets more fruit with hand pollination than with bees alone', () => {
    const fruitOf = (pollinate: boolean) => {
      let fruit = 0;
      for (const seed of SEEDS.slice(0, 150)) {
        let state = skipTo(newGame(seed), 4);
        state = { ...state, soilTempC: 20, moisture: 60 };
        state = endWeek(act(act(state, 'sow'), 'mulch'));
        while (!state.isOver && state.week < 13) {
          if (pollinate && stageOf(state) === 'female-flowers') state = act(state, 'pollinate');
          if (state.moisture < 50) state = act(state, 'water');
          if (state.bugs > 0) state = act(state, 'bugs');
          state = endWeek(state);
        }
        fruit += state.fruits.length + state.harvested.length;
      }
      return fruit;
    };
    expect(fruitOf(true)).toBeGreaterThan(fruitOf(false) * 1.3);
  });

  it('opens male flowers before female ones, and female flowers before fruit', () => {
    const seen: string[] = [];
    let state = { ...skipTo(newGame(21), 4), soilTempC: 20, moisture: 60 };
    state = endWeek(act(act(state, 'sow'), 'mulch'));
    while (!state.isOver && state.week < 14) {
      const stage = stageOf(state);
      if (seen.at(-1) !== stage) seen.push(stage);
      if (state.moisture < 50) state = act(state, 'water');
      state = endWeek(state);
    }
    const order = ['seedling', 'vining', 'male-flowers', 'female-flowers', 'fruiting'].filter((stage) => seen.includes(stage));
    expect(order.length).toBeGreaterThanOrEqual(4);
    expect(seen.filter((stage) => order.includes(stage))).toEqual(order);
  });
});

describe('events', () => {
  it('brings squash bugs in summer, and picking them off clears them', () => {
    const withBugs = SEEDS.map((seed) => {
      let state = { ...skipTo(newGame(seed), 4), soilTempC: 20 };
      state = endWeek(act(state, 'sow'));
      return skipTo(state, 9);
    }).find((state) => state.bugs > 0 && state.vines > 0) as GameState;
    expect(withBugs).toBeDefined();
    expect(withBugs.log.some((note) => note.key === 'bugs-arrive' && note.fact === 'squash-bug-eggs')).toBe(true);
    const picked = act(withBugs, 'bugs');
    expect(picked.bugs).toBe(Math.max(0, withBugs.bugs - 2));
    expect(picked.log.at(-1)).toMatchObject({ key: 'bugs-picked' });
  });

  it('forecasts the first frost at the start of a week and spoils fruit left in the field at its end', () => {
    const fruit = { setWeek: 9, ageWeeks: 5, grams: 6000, isFrosted: false };
    // Vines in full fruit at the end of week 13; for some seeds, week 14 brings the first frost.
    const forecast = SEEDS.map((seed) => endWeek({ ...newGame(seed), week: 13, vines: 1, growth: 60 })).find(
      (state) => state.weather === 'frost',
    ) as GameState;
    expect(forecast.log.at(-1)).toMatchObject({ key: 'frost-warning', fact: 'frost' });
    const growing = { ...forecast, vines: 2, growth: 60, fruits: [fruit] };

    const leftOut = endWeek(growing);
    expect(leftOut).toMatchObject({ hasFrost: true, vines: 0 });
    expect(leftOut.fruits[0]?.isFrosted).toBe(true);
    expect(stageOf(leftOut)).toBe('dead');

    const pickedFirst = endWeek(act(growing, 'harvest'));
    expect(pickedFirst.harvested).toEqual([{ grams: 6000, isRipe: true, isFrosted: false }]);
  });

  it('ends the season after its last week', () => {
    const state = skipTo({ ...newGame(8), isSown: false }, SEASON_WEEKS);
    const atEnd = state.isOver ? state : endWeek({ ...state, vines: 1, growth: 60, week: SEASON_WEEKS });
    expect(atEnd.isOver).toBe(true);
    expect(endWeek(atEnd)).toBe(atEnd);
  });

  it('ends a season with nothing left to grow once it is too late to sow', () => {
    const state = skipTo(newGame(9), SEASON_WEEKS);
    expect(state).toMatchObject({ isOver: true, endReason: 'nothing-left' });
    expect(scoreOf(state).total).toBe(0);
  });
});

describe('the score', () => {
  const base = newGame(1);

  it('counts ripe pumpkins and their weight, unripe and frosted ones for less, and the bonuses', () => {
    const state: GameState = {
      ...base,
      harvested: [
        { grams: 6000, isRipe: true, isFrosted: false },
        { grams: 4500, isRipe: true, isFrosted: false },
        { grams: 2000, isRipe: false, isFrosted: false },
        { grams: 5000, isRipe: true, isFrosted: true },
      ],
      isCured: true,
      goodWeeks: 9,
    };
    expect(scoreOf(state)).toEqual({
      ripe: 2,
      unripe: 1,
      spoiled: 1,
      ripeGrams: 10_500,
      harvestPoints: 160 + 145 + 25 + 10,
      cureBonus: 50,
      careBonus: 45,
      total: 340 + 50 + 45,
    });
  });

  it('gives no curing bonus without curing, and nothing for fruit left in the field', () => {
    const state: GameState = {
      ...base,
      harvested: [{ grams: 6000, isRipe: true, isFrosted: false }],
      fruits: [{ setWeek: 8, ageWeeks: 6, grams: 7000, isFrosted: false }],
    };
    expect(scoreOf(state)).toMatchObject({ cureBonus: 0, total: 160 });
  });

  it('rewards care: a careful season beats doing nothing, and never exceeds the maximum', () => {
    const careful = SEEDS.slice(0, 100).map((seed) => scoreOf(playWell(seed)).total);
    const idle = SEEDS.slice(0, 100).map((seed) => scoreOf(skipTo(newGame(seed), SEASON_WEEKS)).total);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number;
    expect(median(careful)).toBeGreaterThan(700);
    expect(median(idle)).toBe(0);
    expect(Math.max(...careful)).toBeLessThan(MAX_SCORE);
  });
});

describe('replaying a season', () => {
  const season = playWell(2024);

  it('reaches the same state and score from the seed and the moves', () => {
    const replay = replaySeason(2024, season.moves);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.state).toEqual(season);
    expect(scoreOf(replay.state).total).toBe(scoreOf(season).total);
  });

  it('refuses moves that could not have been made', () => {
    // A fourth job in one week.
    expect(replaySeason(2024, 'wwww')).toEqual({ ok: false, reason: 'impossible-move' });
    // Curing with nothing harvested, harvesting with nothing grown.
    expect(replaySeason(2024, 'c')).toEqual({ ok: false, reason: 'impossible-move' });
    expect(replaySeason(2024, 'x')).toEqual({ ok: false, reason: 'impossible-move' });
    // Sowing twice.
    expect(replaySeason(2024, 'ss')).toEqual({ ok: false, reason: 'impossible-move' });
    // Anything after the season ended.
    expect(replaySeason(2024, `${season.moves}n`)).toEqual({ ok: false, reason: 'impossible-move' });
    expect(replaySeason(2024, `${season.moves}w`)).toEqual({ ok: false, reason: 'impossible-move' });
  });

  it('refuses a season that has not ended, unknown moves, too many moves and bad seeds', () => {
    expect(replaySeason(2024, season.moves.slice(0, -1))).toEqual({ ok: false, reason: 'unfinished' });
    expect(replaySeason(2024, '')).toEqual({ ok: false, reason: 'unfinished' });
    expect(replaySeason(2024, 'wq')).toEqual({ ok: false, reason: 'bad-moves' });
    expect(replaySeason(2024, 'n'.repeat(MAX_MOVES + 1))).toEqual({ ok: false, reason: 'bad-moves' });
    expect(replaySeason(0, season.moves)).toEqual({ ok: false, reason: 'bad-seed' });
    expect(replaySeason(2 ** 31, season.moves)).toEqual({ ok: false, reason: 'bad-seed' });
  });

  it('scores the season played, so a replayed seed with other moves scores differently', () => {
    const idle = replaySeason(2024, skipTo(newGame(2024), SEASON_WEEKS).moves);
    expect(idle.ok).toBe(true);
    if (idle.ok) expect(scoreOf(idle.state).total).toBeLessThan(scoreOf(season).total);
  });
});

describe('the week’s clock', () => {
  it('runs at a timed speed and ends the week when its time is up', () => {
    expect(advanceClock(0, 5_000, { speed: 'steady', isPaused: false })).toEqual({ clockMs: 5_000, isWeekUp: false });
    expect(advanceClock(11_000, 1_000, { speed: 'steady', isPaused: false })).toEqual({ clockMs: 0, isWeekUp: true });
    expect(advanceClock(6_500, 600, { speed: 'quick', isPaused: false })).toEqual({ clockMs: 0, isWeekUp: true });
  });

  it('stands still while paused, and at the relaxed speed', () => {
    expect(advanceClock(4_000, 60_000, { speed: 'steady', isPaused: true })).toEqual({ clockMs: 4_000, isWeekUp: false });
    expect(advanceClock(0, 60_000, { speed: 'relaxed', isPaused: false })).toEqual({ clockMs: 0, isWeekUp: false });
  });
});
