import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// These start the production build as a real process. `npm test` builds before running
// them; a bare `vitest run` without a build skips them and says why.
const built = fs.existsSync('build/server/index.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-process-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Started = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

async function startServer(port: number): Promise<Started> {
  const child = spawn(process.execPath, ['bin/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { child, url, output: () => output, exited };
}

const subscribe = (url: string, email: string) =>
  fetch(`${url}/newsletter`, { method: 'POST', body: new URLSearchParams({ email }), headers: { origin: url } }).then((r) =>
    r.text(),
  );

describe.skipIf(!built)('the production server process (needs `npm run build`)', { timeout: 90_000 }, () => {
  it('refuses a second process on the same embedded database, survives kill -9 and keeps its data', async () => {
    const first = await startServer(3451);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await subscribe(first.url, 'durable@example.org')).toContain('Check your inbox for a link to confirm');

    const second = await startServer(3452);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is already open in another process (pid ${first.child.pid})`);

    first.child.kill('SIGKILL');
    await first.exited;
    const again = await startServer(3453);
    expect(await subscribe(again.url, 'durable@example.org')).toContain('You have already signed up with this address');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('on SIGTERM finishes the request in flight, refuses new ones and exits cleanly', async () => {
    const server = await startServer(3454);
    const socket = net.connect(3454, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk) => (response += chunk));
    // Half a request: the connection is busy, not idle, when the signal arrives.
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    socket.write('\r\n');
    expect(await server.exited).toBe(0);
    expect(response).toContain('HTTP/1.1 200 OK');
    expect(response).toContain('{"status":"ok"}');
    expect(server.output()).toContain('database closed');
  });
});
