// Starts the production build on a throwaway database for a benchmark, unless
// BENCH_URL points at a server that is already running.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function startServer({ port = 3300 } = {}) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-bench-'));
  const child = spawn(process.execPath, ['bin/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
