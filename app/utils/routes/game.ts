import { declareRoutes } from './route-definition';

/** The pumpkin game. */
export const GAME_ROUTES = declareRoutes([{ path: '/pumpkin/game', file: 'routes/game/pumpkin-game.tsx', access: 'public' }]);
