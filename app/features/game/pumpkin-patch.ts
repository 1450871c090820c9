/*
 * The pumpkin patch game (issue 13, /pumpkin/game): one season of a small patch, week by week.
 * Pure rules, no I/O: the browser plays them and the server replays them from the seed and the
 * list of moves to check a score before it is saved (scores.server.ts), so both must reach the
 * same state from the same input. Everything is integers and one seeded generator kept in the
 * state; nothing reads the clock or Math.random.
 *
 * The numbers are a game's, but the direction of every effect follows the pumpkin courses: seed
 * rots in cold soil and germinates once it is above about 16 °C; about 2.5 cm of water a week;
 * mulch holds moisture and smothers weeds (and keeps cold soil cold); female flowers open after
 * the first male ones and need pollen moved to them on the morning they open; squash bugs and
 * powdery mildew drain the vines; a pumpkin is ripe when its rind resists a fingernail and its
 * stem turns corky; frost ruins fruit left in the field; curing makes ripe fruit keep.
 */

/** Weeks in a season, from late spring to the first frosts. */
export const SEASON_WEEKS = 16;
/** Jobs a gardener can do in one week. */
export const WORK_PER_WEEK = 3;
/** Hills sown at once; each grows one vine. */
export const HILLS = 3;
/** A vine ripens about two good pumpkins. */
export const FRUIT_PER_VINE = 2;
/** The last week a sowing still has a chance of ripening before frost. */
export const LAST_SOWING_WEEK = 10;
/** Weeks from a flower's pollination to a ripe pumpkin (hard rind, corky stem). */
export const WEEKS_TO_RIPEN = 5;
/** Soil temperature (°C) above which pumpkin seed germinates well. */
export const WARM_SOIL_C = 16;
/** No season can score more; the database refuses anything above it too. */
export const MAX_SCORE = 5000;
/** The name stored with each score, so another game can share the table. */
export const GAME_ID = 'pumpkin-patch';

/** What the player can do, in the order of the keys 1 to 9. */
export const ACTIONS = ['sow', 'water', 'mulch', 'weed', 'pollinate', 'bugs', 'leaves', 'harvest', 'cure'] as const;
export type GameAction = (typeof ACTIONS)[number];

/** One letter per move in a replay; `n` ends the week. */
export const MOVE_CODES: Record<GameAction, string> = {
  sow: 's',
  water: 'w',
  mulch: 'm',
  weed: 'd',
  pollinate: 'h',
  bugs: 'b',
  leaves: 'l',
  harvest: 'x',
  cure: 'c',
};
export const END_WEEK_CODE = 'n';
/** The longest possible season: every week's work and its end. */
export const MAX_MOVES = SEASON_WEEKS * (WORK_PER_WEEK + 1);
export const MOVES_PATTERN = /^[swmdhblxcn]*$/;
export const MAX_SEED = 2_147_483_647;

export type Weather = 'sunny' | 'hot' | 'rain' | 'storm' | 'cool' | 'humid' | 'frost';

/** Where the vines are, from their accumulated growth. */
export type Stage = 'bare' | 'sown' | 'seedling' | 'vining' | 'male-flowers' | 'female-flowers' | 'fruiting' | 'dead';

/** A pumpkin on the vine. Weights are grams. */
export type Fruit = { setWeek: number; ageWeeks: number; grams: number; isFrosted: boolean };
export type HarvestedFruit = { grams: number; isRipe: boolean; isFrosted: boolean };

/**
 * Something that happened: its message (`game.notes.<key>`) and, for most, a true growing fact
 * (`game.facts.<fact>`), with values for the message's placeholders.
 */
export type Note = { week: number; key: string; fact?: string; tone: 'good' | 'bad' | 'info'; vars?: Record<string, number> };

export type GameState = {
  seed: number;
  /** The generator's state: the next random number comes from it. */
  rng: number;
  week: number;
  weather: Weather;
  soilTempC: number;
  /** Jobs left this week. */
  work: number;
  /** Soil moisture, 0 (dust) to 100 (waterlogged); 30 to 85 is comfortable. */
  moisture: number;
  /** Weed cover, 0 to 100. */
  weeds: number;
  isMulched: boolean;
  /** Mulch laid on cold soil keeps it cold for a while. */
  isMulchedCold: boolean;
  /** Seed in the ground that has not come up yet. */
  isSown: boolean;
  /** Living vines. */
  vines: number;
  /** Growth in tenths of a good week. */
  growth: number;
  /** Vine health, 0 to 100. */
  health: number;
  /** Squash bugs, 0 (none) to 3 (a plague). */
  bugs: number;
  /** Powdery mildew, 0 to 3. */
  mildew: number;
  isHandPollinated: boolean;
  /** The last week the leaves were tended (mildew is less likely the week after). */
  leafCareWeek: number;
  fruits: Fruit[];
  harvested: HarvestedFruit[];
  isCured: boolean;
  hasFrost: boolean;
  /** Weeks the vines ended with the soil neither dry nor soggy: the care bonus. */
  goodWeeks: number;
  isOver: boolean;
  endReason: 'season' | 'cured' | 'nothing-left' | null;
  /** Every move so far, for the replay. */
  moves: string;
  log: Note[];
};

// --- The seeded generator (mulberry32): the same seed gives the same season everywhere ---

type Random = { next(): number; state(): number };

function generator(seed: number): Random {
  let current = seed | 0;
  return {
    next() {
      current = (current + 0x6d2b79f5) | 0;
      let t = current;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
    state: () => current,
  };
}

/** True `percent` times in a hundred. */
const chance = (random: Random, percent: number) => random.next() * 100 < percent;

function pick<T extends string>(random: Random, weights: ReadonlyArray<readonly [T, number]>): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (weights[weights.length - 1] as readonly [T, number])[0];
}

const clamp = (value: number, low = 0, high = 100) => Math.max(low, Math.min(high, value));

// --- The weather ---

/** Soil temperature by week on a calm day: a cool spring, a warm summer, an autumn cooling off. */
const SOIL_BASE_C = [11, 13, 15, 17, 18, 20, 21, 22, 23, 23, 22, 21, 19, 17, 15, 13] as const;
const SOIL_SHIFT_C: Record<Weather, number> = { sunny: 1, hot: 3, rain: -1, storm: -2, cool: -3, humid: 0, frost: -5 };

function weatherFor(week: number, random: Random): Weather {
  if (week <= 4)
    return pick(random, [
      ['sunny', 35],
      ['cool', 30],
      ['rain', 25],
      ['storm', 5],
      ['hot', 5],
    ]);
  if (week <= 12)
    return pick(random, [
      ['sunny', 35],
      ['hot', 20],
      ['rain', 15],
      ['storm', 8],
      ['humid', 17],
      ['cool', 5],
    ]);
  return pick(random, [
    ['sunny', 30],
    ['cool', 35],
    ['rain', 20],
    ['storm', 5],
    ['humid', 10],
  ]);
}

/** The chance of the first frost arriving in a week, once autumn comes. */
const FROST_PERCENT: Record<number, number> = { 14: 15, 15: 35, 16: 70 };
/** Rain falling at the start of a week, in moisture points (30 is about 3 cm). */
const RAIN: Partial<Record<Weather, number>> = { rain: 30, storm: 50, humid: 3 };
/** How often bees visit an open flower in a week of this weather, in percent. */
const BEE_VISITS: Record<Weather, number> = { sunny: 60, hot: 45, humid: 45, cool: 15, rain: 10, storm: 5, frost: 0 };

// --- Where the vines are ---

const GROWTH_VINING = 8;
const GROWTH_MALE_FLOWERS = 16;
const GROWTH_FEMALE_FLOWERS = 24;
const GROWTH_FRUITING = 50;

export function stageOf(state: GameState): Stage {
  if (state.isSown) return 'sown';
  if (state.vines === 0) return state.growth > 0 ? 'dead' : 'bare';
  if (state.growth < GROWTH_VINING) return 'seedling';
  if (state.growth < GROWTH_MALE_FLOWERS) return 'vining';
  if (state.growth < GROWTH_FEMALE_FLOWERS) return 'male-flowers';
  if (state.growth < GROWTH_FRUITING) return 'female-flowers';
  return 'fruiting';
}

/** Whether a pumpkin on the vine is ripe: a hard rind and a corky stem. */
export const isRipe = (fruit: Fruit) => !fruit.isFrosted && fruit.ageWeeks >= WEEKS_TO_RIPEN;

/** How a pumpkin looks: green and soft, colouring with the rind hardening, or ripe. */
export function ripenessOf(fruit: Fruit): 'green' | 'colouring' | 'ripe' | 'frosted' {
  if (fruit.isFrosted) return 'frosted';
  if (fruit.ageWeeks >= WEEKS_TO_RIPEN) return 'ripe';
  return fruit.ageWeeks >= 3 ? 'colouring' : 'green';
}

// --- A new season ---

/** A fresh season for a seed (1 to MAX_SEED): week 1, bare soil, this week's weather drawn. */
export function newGame(seed: number): GameState {
  if (!Number.isInteger(seed) || seed < 1 || seed > MAX_SEED) throw new RangeError(`seed must be 1 to ${MAX_SEED}`);
  const state: GameState = {
    seed,
    rng: seed,
    week: 1,
    weather: 'sunny',
    soilTempC: SOIL_BASE_C[0],
    work: WORK_PER_WEEK,
    moisture: 50,
    weeds: 10,
    isMulched: false,
    isMulchedCold: false,
    isSown: false,
    vines: 0,
    growth: 0,
    health: 100,
    bugs: 0,
    mildew: 0,
    isHandPollinated: false,
    leafCareWeek: 0,
    fruits: [],
    harvested: [],
    isCured: false,
    hasFrost: false,
    goodWeeks: 0,
    isOver: false,
    endReason: null,
    moves: '',
    log: [],
  };
  return startWeek(state, [{ week: 1, key: 'welcome', fact: 'soil-temperature', tone: 'info' }]);
}

/** Draws the week's weather and what it brings (rain, frost, pests), before the player acts. */
function startWeek(previous: GameState, notes: Note[]): GameState {
  const random = generator(previous.rng);
  const state = { ...previous, fruits: previous.fruits.map((fruit) => ({ ...fruit })) };
  const { week } = state;
  // The first frost is forecast at the start of its week and comes at the week's end.
  const isFrost = !state.hasFrost && chance(random, FROST_PERCENT[week] ?? 0);
  state.weather = isFrost ? 'frost' : weatherFor(week, random);
  const coldMulch = state.isMulchedCold && week <= 6 ? -2 : 0;
  state.soilTempC = (SOIL_BASE_C[week - 1] ?? 13) + SOIL_SHIFT_C[state.weather] + coldMulch;
  state.work = WORK_PER_WEEK;
  state.isHandPollinated = false;
  const rain = RAIN[state.weather] ?? 0;
  state.moisture = clamp(state.moisture + rain);
  if (isFrost) notes.push({ week, key: 'frost-warning', fact: 'frost', tone: 'bad' });
  else if (state.weather === 'storm') notes.push({ week, key: 'weather-storm', fact: 'storm', tone: 'bad' });
  else if (state.weather === 'rain') notes.push({ week, key: 'weather-rain', fact: 'rain', tone: 'info' });
  else if (state.weather === 'hot') notes.push({ week, key: 'weather-hot', fact: 'heat', tone: 'info' });
  else if (state.weather === 'humid') notes.push({ week, key: 'weather-humid', fact: 'humidity', tone: 'info' });
  else if (state.weather === 'cool') notes.push({ week, key: 'weather-cool', fact: 'cool', tone: 'info' });
  else notes.push({ week, key: 'weather-sunny', tone: 'info' });

  if (state.vines > 0) {
    // Squash bugs arrive in early summer and multiply if nobody picks them off.
    if (week >= 6 && state.bugs === 0 && chance(random, 30)) {
      state.bugs = 1;
      notes.push({ week, key: 'bugs-arrive', fact: 'squash-bug-eggs', tone: 'bad' });
    } else if (state.bugs > 0 && state.bugs < 3 && chance(random, 45)) {
      state.bugs += 1;
      notes.push({ week, key: 'bugs-spread', fact: 'squash-bugs', tone: 'bad' });
    }
    // Powdery mildew comes with big leaves, humid air and crowding, most of all late in summer.
    if (state.growth >= GROWTH_MALE_FLOWERS && state.mildew < 3) {
      const risk =
        8 +
        (state.weather === 'humid' ? 30 : 0) +
        (state.weather === 'rain' || state.weather === 'storm' ? 10 : 0) +
        (state.moisture > 80 ? 15 : 0) +
        (week >= 11 ? 10 : 0) +
        (state.mildew > 0 ? 25 : 0) -
        (state.leafCareWeek >= week - 1 ? 15 : 0);
      if (chance(random, risk)) {
        state.mildew += 1;
        notes.push({
          week,
          key: state.mildew === 1 ? 'mildew-appears' : 'mildew-spreads',
          fact: 'powdery-mildew',
          tone: 'bad',
        });
      }
    }
  }
  if (state.fruits.some(isRipe) && state.fruits.some((fruit) => fruit.ageWeeks === WEEKS_TO_RIPEN))
    notes.push({ week, key: 'ripe', fact: 'ripeness', tone: 'good' });
  return { ...state, rng: random.state(), log: [...state.log, ...notes] };
}

// --- What the player may do ---

/** Why a move cannot be made now (translation keys `game.refusals.<reason>`). */
export type Refusal =
  | 'game-over'
  | 'no-work'
  | 'already-sown'
  | 'too-late-to-sow'
  | 'already-mulched'
  | 'no-vines'
  | 'already-pollinated'
  | 'no-fruit'
  | 'nothing-to-cure';

export function refusalOf(state: GameState, action: GameAction): Refusal | null {
  if (state.isOver) return 'game-over';
  if (state.work <= 0) return 'no-work';
  switch (action) {
    case 'sow':
      if (state.isSown || state.vines > 0) return 'already-sown';
      if (state.week > LAST_SOWING_WEEK || state.hasFrost) return 'too-late-to-sow';
      return null;
    case 'mulch':
      return state.isMulched ? 'already-mulched' : null;
    case 'pollinate':
      if (state.vines === 0) return 'no-vines';
      return state.isHandPollinated ? 'already-pollinated' : null;
    case 'bugs':
    case 'leaves':
      return state.vines === 0 ? 'no-vines' : null;
    case 'harvest':
      return state.fruits.length === 0 ? 'no-fruit' : null;
    case 'cure':
      return state.harvested.length === 0 || state.isCured ? 'nothing-to-cure' : null;
    default:
      return null;
  }
}

/** Whether the week can end now (not once the season is over). */
export const canEndWeek = (state: GameState) => !state.isOver;

/** Does a job. A refused move changes nothing (check refusalOf first to say why). */
export function act(previous: GameState, action: GameAction): GameState {
  if (refusalOf(previous, action)) return previous;
  const { week } = previous;
  const state: GameState = {
    ...previous,
    work: previous.work - 1,
    moves: previous.moves + MOVE_CODES[action],
    fruits: previous.fruits.map((fruit) => ({ ...fruit })),
  };
  const notes: Note[] = [];
  const stage = stageOf(previous);
  switch (action) {
    case 'sow': {
      state.isSown = true;
      state.growth = 0;
      const isWarm = state.soilTempC >= WARM_SOIL_C;
      notes.push({ week, key: isWarm ? 'sow-warm' : 'sow-cold', fact: 'soil-temperature', tone: isWarm ? 'good' : 'bad' });
      break;
    }
    case 'water': {
      state.moisture = clamp(state.moisture + 25);
      const isSoggy = state.moisture > 85;
      notes.push({
        week,
        key: isSoggy ? 'water-soggy' : 'water',
        fact: isSoggy ? 'overwatering' : 'water-weekly',
        tone: isSoggy ? 'bad' : 'good',
      });
      break;
    }
    case 'mulch': {
      state.isMulched = true;
      state.weeds = clamp(state.weeds - 20);
      const isCold = state.soilTempC < WARM_SOIL_C;
      state.isMulchedCold = isCold;
      notes.push({ week, key: isCold ? 'mulch-cold' : 'mulch', fact: isCold ? 'mulch-cold-soil' : 'mulch', tone: 'good' });
      break;
    }
    case 'weed':
      state.weeds = clamp(state.weeds - 50);
      notes.push({ week, key: 'weed', fact: 'shallow-roots', tone: 'good' });
      break;
    case 'pollinate':
      state.isHandPollinated = true;
      if (stage === 'female-flowers') notes.push({ week, key: 'pollinate', fact: 'hand-pollination', tone: 'good' });
      else if (stage === 'fruiting') notes.push({ week, key: 'pollinate-late', fact: 'flowers-open-once', tone: 'info' });
      else notes.push({ week, key: 'pollinate-early', fact: 'male-flowers-first', tone: 'info' });
      break;
    case 'bugs': {
      const found = state.bugs;
      state.bugs = Math.max(0, state.bugs - 2);
      notes.push({
        week,
        key: found > 0 ? 'bugs-picked' : 'bugs-none',
        fact: found > 0 ? 'squash-bug-board' : 'squash-bug-eggs',
        tone: found > 0 ? 'good' : 'info',
      });
      break;
    }
    case 'leaves': {
      const had = state.mildew;
      state.mildew = Math.max(0, state.mildew - 1);
      state.leafCareWeek = week;
      notes.push({ week, key: had > 0 ? 'leaves-mildew' : 'leaves', fact: 'airflow', tone: 'good' });
      break;
    }
    case 'harvest': {
      const picked = state.fruits.map((fruit) => ({ grams: fruit.grams, isRipe: isRipe(fruit), isFrosted: fruit.isFrosted }));
      state.harvested = [...state.harvested, ...picked];
      state.fruits = [];
      const ripe = picked.filter((fruit) => fruit.isRipe).length;
      const unripe = picked.length - ripe;
      notes.push({
        week,
        key: unripe === 0 ? 'harvest-ripe' : ripe === 0 ? 'harvest-unripe' : 'harvest-mixed',
        fact: unripe === 0 ? 'harvest-stem' : 'ripeness',
        tone: unripe === 0 ? 'good' : 'bad',
        vars: { count: picked.length, ripe, unripe },
      });
      break;
    }
    case 'cure':
      state.isCured = true;
      state.isOver = true;
      state.endReason = 'cured';
      notes.push({ week, key: 'cure', fact: 'curing', tone: 'good' });
      break;
  }
  return finishIfNothingLeft({ ...state, log: [...state.log, ...notes] });
}

/**
 * Ends the week: seed comes up (or not), the vines grow as the soil, weeds, pests and mildew
 * allow, flowers are pollinated and fruit swells and ripens; then next week's weather is drawn.
 */
export function endWeek(previous: GameState): GameState {
  if (!canEndWeek(previous)) return previous;
  const random = generator(previous.rng);
  const state: GameState = {
    ...previous,
    moves: previous.moves + END_WEEK_CODE,
    fruits: previous.fruits.map((fruit) => ({ ...fruit })),
  };
  const { week } = state;
  const notes: Note[] = [];
  const stage = stageOf(previous);

  // Water leaves the soil: more in heat and sun and from big leaves, half as much under mulch.
  const thirst =
    20 +
    (state.weather === 'hot' ? 12 : 0) +
    (state.weather === 'sunny' ? 5 : 0) -
    (state.weather === 'cool' || state.weather === 'frost' ? 8 : 0) -
    (state.weather === 'humid' ? 5 : 0) +
    (state.vines > 0 && state.growth >= GROWTH_VINING ? 5 : 0);
  state.moisture = clamp(state.moisture - (state.isMulched ? Math.round(thirst / 2) : thirst));
  // Weeds grow fast in bare soil, slowly through mulch, and slower still under a leafy canopy.
  const weedGrowth = state.isMulched ? 3 : 14;
  state.weeds = clamp(state.weeds + (state.growth >= GROWTH_MALE_FLOWERS ? Math.ceil(weedGrowth / 2) : weedGrowth));

  if (state.isSown) {
    // Seed in cold or dry soil often rots or sits; in warm, moist soil nearly every seed comes up.
    const percent = (state.soilTempC >= WARM_SOIL_C ? 90 : state.soilTempC >= 13 ? 45 : 15) / (state.moisture < 20 ? 2 : 1);
    let up = 0;
    for (let hill = 0; hill < HILLS; hill++) if (chance(random, percent)) up += 1;
    state.isSown = false;
    state.vines = up;
    state.health = 100;
    notes.push(
      up > 0
        ? { week, key: 'germinated', fact: up === HILLS ? 'germination' : 'soil-temperature', tone: 'good', vars: { count: up } }
        : { week, key: 'no-germination', fact: 'soil-temperature', tone: 'bad' },
    );
  } else if (state.vines > 0) {
    // Growth this week, in tenths of a good week.
    let growth = 10;
    if (state.soilTempC < 15) growth -= 4;
    if (state.moisture < 25) growth -= 5;
    else if (state.moisture > 85) growth -= 3;
    if (state.weeds > 75) growth -= 5;
    else if (state.weeds > 50) growth -= 3;
    if (state.health < 50) growth -= 3;
    growth = Math.max(0, growth);

    let damage = 0;
    if (state.moisture < 20) {
      damage += 15;
      notes.push({ week, key: 'wilting', fact: 'water-weekly', tone: 'bad' });
    } else if (state.moisture < 30) damage += 6;
    if (state.moisture > 85) {
      damage += 10;
      notes.push({ week, key: 'soggy', fact: 'overwatering', tone: 'bad' });
    }
    if (state.weeds > 75) notes.push({ week, key: 'weedy', fact: 'weeds', tone: 'bad' });
    damage += 7 * state.bugs + 6 * state.mildew;
    state.health = clamp(state.health + (damage === 0 ? 6 : -damage));
    if (state.moisture >= 30 && state.moisture <= 85) state.goodWeeks += 1;

    // Flowers open for a single morning: bees or the gardener's brush must carry the pollen.
    if (stage === 'female-flowers') {
      const room = state.vines * FRUIT_PER_VINE - state.fruits.length;
      let set = 0;
      for (let flower = 0; flower < state.vines && set < room; flower++)
        if (chance(random, state.isHandPollinated ? 90 : BEE_VISITS[state.weather])) set += 1;
      for (let fruit = 0; fruit < set; fruit++) state.fruits.push({ setWeek: week, ageWeeks: 0, grams: 300, isFrosted: false });
      if (set > 0) notes.push({ week, key: 'fruit-set', fact: 'female-flower', tone: 'good', vars: { count: set } });
      else notes.push({ week, key: 'no-fruit-set', fact: 'bees', tone: 'bad' });
    }
    // Pumpkins swell on water and healthy leaves, and stop once the rind hardens.
    const swell = Math.round((1400 * growth * state.health) / 1000);
    for (const fruit of state.fruits) {
      if (fruit.setWeek === week) continue;
      if (!isRipe(fruit)) fruit.grams += swell;
      fruit.ageWeeks += 1;
    }
    // Fruit lying on bare wet soil can rot from beneath.
    if (!state.isMulched && state.moisture > 80 && state.fruits.length > 0 && chance(random, 25)) {
      state.fruits.pop();
      notes.push({ week, key: 'fruit-rot', fact: 'mulch-fruit', tone: 'bad' });
    }
    state.growth += growth;
    if (state.health === 0) {
      state.vines = 0;
      notes.push({ week, key: 'vines-died', fact: 'vine-stress', tone: 'bad' });
    }
  }

  if (state.weather === 'frost') {
    // Frost blackens the leaves and kills the vines; pumpkins still in the field will not keep.
    state.hasFrost = true;
    state.isSown = false;
    state.vines = 0;
    for (const fruit of state.fruits) fruit.isFrosted = true;
    notes.push({ week, key: 'frost', fact: 'frost', tone: 'bad', vars: { count: state.fruits.length } });
  }

  const ended = { ...state, rng: random.state(), log: [...state.log, ...notes] };
  if (week >= SEASON_WEEKS)
    return {
      ...ended,
      isOver: true,
      endReason: 'season',
      log: [...ended.log, { week, key: 'season-over', fact: 'storage', tone: 'info' }],
    };
  return finishIfNothingLeft(startWeek({ ...ended, week: week + 1 }, []));
}

/** A season with nothing left to grow, pick or cure ends at once rather than asking for empty weeks. */
function finishIfNothingLeft(state: GameState): GameState {
  if (state.isOver) return state;
  const canStillSow = state.week <= LAST_SOWING_WEEK && !state.hasFrost;
  const hasSomething =
    state.vines > 0 || state.isSown || state.fruits.length > 0 || (state.harvested.length > 0 && !state.isCured);
  if (hasSomething || canStillSow) return state;
  return {
    ...state,
    isOver: true,
    endReason: 'nothing-left',
    log: [...state.log, { week: state.week, key: 'nothing-left', tone: 'info' }],
  };
}

// --- The score ---

export type Score = {
  ripe: number;
  unripe: number;
  spoiled: number;
  /** The ripe pumpkins' weight, in grams. */
  ripeGrams: number;
  harvestPoints: number;
  cureBonus: number;
  careBonus: number;
  total: number;
};

/**
 * 100 points for each ripe pumpkin and 10 a kilogram; 20 for an unripe one (it will not keep);
 * 10 for one the frost caught. Curing adds 25 for each ripe pumpkin; every week the vines had
 * soil neither dry nor soggy adds 5. Fruit still in the field when the season ends scores nothing.
 */
export function scoreOf(state: GameState): Score {
  let harvestPoints = 0;
  let ripe = 0;
  let unripe = 0;
  let spoiled = 0;
  let ripeGrams = 0;
  for (const fruit of state.harvested) {
    if (fruit.isFrosted) {
      spoiled += 1;
      harvestPoints += 10;
    } else if (fruit.isRipe) {
      ripe += 1;
      ripeGrams += fruit.grams;
      harvestPoints += 100 + Math.round(fruit.grams / 100);
    } else {
      unripe += 1;
      harvestPoints += 20 + Math.round(fruit.grams / 400);
    }
  }
  const cureBonus = state.isCured ? 25 * ripe : 0;
  const careBonus = 5 * state.goodWeeks;
  return {
    ripe,
    unripe,
    spoiled,
    ripeGrams,
    harvestPoints,
    cureBonus,
    careBonus,
    total: Math.min(MAX_SCORE, harvestPoints + cureBonus + careBonus),
  };
}

// --- Replaying a season ---

const ACTION_OF_CODE = new Map(Object.entries(MOVE_CODES).map(([action, code]) => [code, action as GameAction]));

export type Replay =
  | { ok: true; state: GameState }
  | { ok: false; reason: 'bad-seed' | 'bad-moves' | 'impossible-move' | 'unfinished' };

/**
 * Plays a season again from its seed and moves. Refused when a move could not have been made
 * (a fourth job in a week, curing before a harvest, anything after the season ended) or when the
 * moves stop before the season is over: a finished game's score is the only one worth saving.
 */
export function replaySeason(seed: number, moves: string): Replay {
  if (!Number.isInteger(seed) || seed < 1 || seed > MAX_SEED) return { ok: false, reason: 'bad-seed' };
  if (moves.length > MAX_MOVES || !MOVES_PATTERN.test(moves)) return { ok: false, reason: 'bad-moves' };
  let state = newGame(seed);
  for (const code of moves) {
    if (code === END_WEEK_CODE) {
      if (!canEndWeek(state)) return { ok: false, reason: 'impossible-move' };
      state = endWeek(state);
      continue;
    }
    const action = ACTION_OF_CODE.get(code);
    if (!action || refusalOf(state, action)) return { ok: false, reason: 'impossible-move' };
    state = act(state, action);
  }
  return state.isOver ? { ok: true, state } : { ok: false, reason: 'unfinished' };
}

// --- The week's clock (the game's timed speeds) ---

/** Seconds a week lasts at each speed; relaxed weeks wait for the player. */
export const SPEEDS = { relaxed: null, steady: 12, quick: 7 } as const;
export type Speed = keyof typeof SPEEDS;

/**
 * Moves the week's clock on by `elapsedMs`. Paused, or at the relaxed speed, time stands still;
 * a week whose time is up ends (the caller calls endWeek) and the clock starts again.
 */
export function advanceClock(
  clockMs: number,
  elapsedMs: number,
  { speed, isPaused }: { speed: Speed; isPaused: boolean },
): { clockMs: number; isWeekUp: boolean } {
  const seconds = SPEEDS[speed];
  if (isPaused || seconds === null || elapsedMs <= 0) return { clockMs, isWeekUp: false };
  const next = clockMs + elapsedMs;
  return next >= seconds * 1000 ? { clockMs: 0, isWeekUp: true } : { clockMs: next, isWeekUp: false };
}
