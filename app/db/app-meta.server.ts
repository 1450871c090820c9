import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client.server';
import { appMeta } from './schema/platform';

/*
 * Settings the database keeps for the app by key (a generated secret, a one-time token, the demo
 * content marker). `app_meta` is the kernel's table, not a domain's: features read and write it
 * through these functions, never through the table, so no feature imports schema/platform.ts.
 */

/** The value stored under a key, or undefined when nothing is. */
export async function readSetting(executor: Executor, key: string): Promise<unknown> {
  const [row] = await executor.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

/**
 * Stores a value unless the key has one already. Two instances starting at once may both
 * generate a value: the first write wins, so read the setting back to use the one that did.
 */
export async function keepFirstSetting(executor: Executor, key: string, value: unknown): Promise<void> {
  await executor.insert(appMeta).values({ key, value }).onConflictDoNothing();
}

/** Stores a value under a key, replacing what was there. */
export async function writeSetting(executor: Executor, key: string, value: unknown): Promise<void> {
  await executor
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

export async function deleteSetting(executor: Executor, key: string): Promise<void> {
  await executor.delete(appMeta).where(eq(appMeta.key, key));
}
