import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { runServer } from './run';

// `npm run dev`: Vite serves the client with hot reload; app modules load through it.
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

await runServer({
  mode: 'development',
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
