import { eq, sql } from 'drizzle-orm';
import { demoAccountsSeeder } from '~/features/accounts/demo-accounts.server';
import type { Database } from '../client.server';
import { appMeta } from '../schema/index';

/**
 * A seeder loads one domain's demo content. It must be idempotent (upserts keyed on
 * natural keys) so that `npm run db:seed` can run it again on a loaded database.
 */
export type Seeder = { name: string; run: (tx: Database) => Promise<void> };

/** Bump when the demo content changes shape, so existing databases can be told apart. */
export const DEMO_CONTENT_VERSION = 1;
const MARKER_KEY = 'demo_content';

// Domains register their seeders here as they arrive (catalogue, courses...).
export const demoSeeders: Seeder[] = [demoAccountsSeeder];

export type SeedResult = { loaded: boolean; seeders: string[] };

async function runSeeders(db: Database, seeders: Seeder[]): Promise<SeedResult> {
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder.run(tx as unknown as Database);
    const value = { version: DEMO_CONTENT_VERSION, seeders: seeders.map((s) => s.name) };
    await tx
      .insert(appMeta)
      .values({ key: MARKER_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
  });
  return { loaded: true, seeders: seeders.map((s) => s.name) };
}

/** Loads the demo content into a database that has never had it; a no-op afterwards. */
export async function loadDemoContentOnce(db: Database, seeders: Seeder[] = demoSeeders): Promise<SeedResult> {
  const [marker] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, MARKER_KEY));
  if (marker) return { loaded: false, seeders: [] };
  return runSeeders(db, seeders);
}

/** Loads (or reloads) the demo content unconditionally: `npm run db:seed`. */
export function reloadDemoContent(db: Database, seeders: Seeder[] = demoSeeders): Promise<SeedResult> {
  return runSeeders(db, seeders);
}
