import { declareRoutes } from './route-definition';

/** The video room of a live class. */
export const LIVE_ROUTES = declareRoutes([
  { path: '/video-session/:sessionId', file: 'routes/live/video-session.tsx', access: 'signed-in' },
]);
