import path from 'node:path';
import * as serverBuild from 'virtual:react-router/server-build';
import type { ServerBuild } from 'react-router';
import { runServer } from './run';

// The production entry, bundled by Vite together with the app (see vite.config.ts).
export function start() {
  return runServer({
    mode: 'production',
    getBuild: async () => serverBuild as unknown as ServerBuild,
    clientDir: path.resolve(process.cwd(), 'build/client'),
  });
}
