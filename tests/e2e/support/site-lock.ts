import fs from 'node:fs/promises';
import path from 'node:path';

/** Longer than any test may run (30 s): a lock this old was left by a run that was killed. */
const STALE_MS = 60_000;

/**
 * Runs `work` while no other worker of this run holds the lock `name`. For tests of one-time
 * acts on a shared site (the first administrator): repetitions of such a test (`test:flaky`)
 * run on both workers at once and would otherwise race for the one act.
 */
export async function whileHolding<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  const lock = path.join(dir, `${name}.lock`);
  for (;;) {
    try {
      await (await fs.open(lock, 'wx')).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await fs.stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_MS) await fs.rm(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { force: true });
  }
}
