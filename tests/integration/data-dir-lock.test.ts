import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '~/db/data-dir-lock.server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('keeps a second process out while the first holds the data directory', () => {
    const lock = acquireDataDirLock(dir);
    const other = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./app/db/data-dir-lock.server.ts').then(m => m.acquireDataDirLock(${JSON.stringify(dir)}))`,
      ],
      { encoding: 'utf8' },
    );
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain(`already open in another process (pid ${process.pid})`);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('takes over a lock left behind by a killed process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'pglite.lock'), dead.stdout);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('names the owner in its error', () => {
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.rmSync(path.join(dir, 'pglite.lock'));
  });
});
