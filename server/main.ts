import path from 'node:path';
import * as serverBuild from 'virtual:react-router/server-build';
import type { ServerBuild } from 'react-router';
import { runServer } from './run';

// For the end-to-end tests' server script (tests/e2e/support/server.mjs), which prepares
// a few accounts in the same process; nothing reachable over HTTP.
export { getDatabaseHandle } from '~/db/client.server';

// The production entry, bundled by Vite together with the app (see vite.config.ts).
export function start() {
  return runServer({
    mode: 'production',
    build: serverBuild as unknown as ServerBuild,
    clientDir: path.resolve(process.cwd(), 'build/client'),
  });
}
