import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isBuilt as built, isPostgresPass, killStartedServers, startServer as startProcess } from '../setup/production-server';

// These start the production build as a real process. `npm test` builds before running
// them; a bare `vitest run` without a build skips them and says why.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-process-'));

afterAll(() => {
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (port: number) => startProcess(port, { dataDir });

const subscribe = (url: string, email: string) =>
  fetch(`${url}/newsletter`, { method: 'POST', body: new URLSearchParams({ email }), headers: { origin: url } }).then((r) =>
    r.text(),
  );

describe.skipIf(!built || isPostgresPass)(
  'the production server process (needs `npm run build`; embedded pass only)',
  { timeout: 240_000 },
  () => {
    it('refuses a second process on the same embedded database, survives kill -9 and keeps its data', async () => {
      const first = await startServer(3451);
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      expect(await subscribe(first.url, 'durable@example.org')).toContain('Check your inbox for a link to confirm');

      const second = await startServer(3452);
      expect((await second.exited).code).toBe(1);
      expect(second.output()).toContain(`is already open in another process (pid ${first.child.pid})`);

      first.child.kill('SIGKILL');
      await first.exited;
      const again = await startServer(3453);
      expect(await subscribe(again.url, 'durable@example.org')).toContain('You have already signed up with this address');
      again.child.kill('SIGTERM');
      expect((await again.exited).code).toBe(0);
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
      expect((await server.exited).code).toBe(0);
      expect(response).toContain('HTTP/1.1 200 OK');
      expect(response).toContain('{"status":"ok"}');
      expect(server.output()).toContain('database closed');
    });
  },
);
