import { readSetting, writeSetting } from '../app-meta.server';
import type { Database } from '../client.server';

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
    await writeSetting(tx, MARKER_KEY, value);
  });
  return { loaded: true, seeders: seeders.map((s) => s.name) };
}

/**
 * Loads each domain's demo content once: a database that has it already gets only the
 * seeders added since (a new domain's demo data arrives with the upgrade); a no-op afterwards.
 */
export async function loadDemoContentOnce(db: Database, seeders: readonly Seeder[]): Promise<SeedResult> {
  const marker = (await readSetting(db, MARKER_KEY)) as { seeders?: string[] } | undefined;
  const loaded = marker?.seeders ?? [];
  const missing = seeders.filter((seeder) => !loaded.includes(seeder.name));
  if (missing.length === 0) return { loaded: false, seeders: [] };
  return runSeeders(db, missing, loaded);
}

/** Loads (or reloads) the demo content unconditionally: `npm run db:seed`. */
export function reloadDemoContent(db: Database, seeders: readonly Seeder[]): Promise<SeedResult> {
  return runSeeders(db, seeders);
}
