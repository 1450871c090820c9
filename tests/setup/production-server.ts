import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

/*
 * The production build started as a real process (bin/start.mjs), for tests of what only a
 * process shows: locks on the data directory, signals, kill -9. `npm test` builds first; a file
 * that uses this skips itself when there is no build (`isBuilt`).
 */

export const isBuilt = fs.existsSync('build/server/index.js');

export type StartedServer = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const children: ChildProcess[] = [];

/** Kills whatever is still running; call it from afterAll. */
export function killServers() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Starts the build on the embedded database in dataDir and resolves once /readyz answers, or the
 * process has ended (a second process on the same data refuses to start). `env` adds to or
 * overrides the environment.
 */
export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<StartedServer> {
  const child = spawn(process.execPath, ['bin/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { child, url, output: () => output, exited };
}
