import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

// The production build started as a real process, for the tests that need what only the whole
// server does (the HTTP server, Express's middleware, React Router's handling of headers).
// `npm test` builds before running them; a bare `vitest run` without a build skips them.

export const isBuilt = fs.existsSync('build/server/index.js');

/**
 * Whether this run is the PostgreSQL pass (`DATABASE_URL` set). A server started here always runs
 * on the embedded database (`DATABASE_URL` is cleared for it), so the PostgreSQL pass would only
 * repeat, minute for minute, what the embedded pass has just proved: the files that start one
 * run in the embedded pass alone (`describe.skipIf(!isBuilt || isPostgresPass)`).
 */
export const isPostgresPass = Boolean(process.env.DATABASE_URL);

export type StartedServer = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const children: ChildProcess[] = [];

/** Kills every server a test file started and left running (call in afterAll). */
export function killStartedServers() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Starts `bin/start.mjs` on `port` with the embedded database in `dataDir`, and waits until it is ready. */
export async function startServer(
  port: number,
  { dataDir, env = {} }: { dataDir: string; env?: Record<string, string> },
): Promise<StartedServer> {
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
  // Generous: the whole suite runs beside it on two cores, and a first start migrates and seeds.
  const deadline = Date.now() + 75_000;
  // Or until the process has ended (a second process on the same data refuses to start).
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { child, url, output: () => output, exited };
}
