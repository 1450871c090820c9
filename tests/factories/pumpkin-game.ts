import {
  act,
  endWeek,
  type GameAction,
  type GameState,
  isRipe,
  newGame,
  refusalOf,
  stageOf,
  WARM_SOIL_C,
} from '../../app/features/game/pumpkin-patch';

const tryAct = (state: GameState, action: GameAction) => (refusalOf(state, action) ? state : act(state, action));

/**
 * A careful gardener's season, for tests that need a real finished game: sow once the soil is
 * warm, mulch, keep the soil moist, hand-pollinate the female flowers, pick off bugs, tend
 * mildewed leaves, harvest when every pumpkin is ripe (or frost is forecast) and cure.
 */
export function playWell(seed: number): GameState {
  let state = newGame(seed);
  while (!state.isOver) {
    if (state.fruits.length > 0 && (state.weather === 'frost' || state.week === 16 || state.fruits.every(isRipe)))
      state = tryAct(state, 'harvest');
    if (state.harvested.length > 0 && state.fruits.length === 0) {
      state = tryAct(state, 'cure');
      break;
    }
    if (!state.isSown && state.vines === 0 && state.growth === 0 && state.soilTempC >= WARM_SOIL_C) state = tryAct(state, 'sow');
    if (stageOf(state) === 'female-flowers') state = tryAct(state, 'pollinate');
    if (state.bugs > 0) state = tryAct(state, 'bugs');
    if (state.mildew > 0) state = tryAct(state, 'leaves');
    if (!state.isMulched && state.soilTempC >= WARM_SOIL_C && state.vines > 0) state = tryAct(state, 'mulch');
    if (state.weeds > 45 && !state.isMulched) state = tryAct(state, 'weed');
    const loss = (25 + (state.weather === 'hot' ? 12 : 0)) / (state.isMulched ? 2 : 1);
    while (state.work > 0 && state.moisture - loss < 35 && state.moisture + 25 <= 85) state = tryAct(state, 'water');
    state = endWeek(state);
  }
  return state;
}
