import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.server';
import { appMeta } from '../schema/index';

/*
 * How demo content loads, once per seeder, with a marker row saying which have run. Which
 * seeders exist is not decided here: each feature exports its own, and the composition root
 * (server/demo-content.ts) lists them, so this low layer imports no feature.
 */

/**
 * A seeder loads one domain's demo content. It must be idempotent (upserts keyed on
 * natural keys) so that `npm run db:seed` can run it again on a loaded database.
 */
export type Seeder = { name: string; run: (tx: Database) => Promise<void> };

/** Bump when the demo content changes shape, so existing databases can be told apart. */
export const DEMO_CONTENT_VERSION = 1;
const MARKER_KEY = 'demo_content';

export type SeedResult = { loaded: boolean; seeders: string[] };

async function runSeeders(db: Database, seeders: readonly Seeder[], alreadyLoaded: string[] = []): Promise<SeedResult> {
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder.run(tx as unknown as Database);
    const names = [...new Set([...alreadyLoaded, ...seeders.map((s) => s.name)])];
    const value = { version: DEMO_CONTENT_VERSION, seeders: names };
    await tx
      .insert(appMeta)
      .values({ key: MARKER_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
  });
  return { loaded: true, seeders: seeders.map((s) => s.name) };
}

/**
 * Loads each domain's demo content once: a database that has it already gets only the
 * seeders added since (a new domain's demo data arrives with the upgrade); a no-op afterwards.
 */
export async function loadDemoContentOnce(db: Database, seeders: readonly Seeder[]): Promise<SeedResult> {
  const [marker] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, MARKER_KEY));
  const loaded = (marker?.value as { seeders?: string[] } | undefined)?.seeders ?? [];
  const missing = seeders.filter((seeder) => !loaded.includes(seeder.name));
  if (missing.length === 0) return { loaded: false, seeders: [] };
  return runSeeders(db, missing, loaded);
}

/** Loads (or reloads) the demo content unconditionally: `npm run db:seed`. */
export function reloadDemoContent(db: Database, seeders: readonly Seeder[]): Promise<SeedResult> {
  return runSeeders(db, seeders);
}
