import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta, newsletterSubscriptions } from '~/db/schema/index';
import { loadDemoContentOnce, reloadDemoContent, type Seeder } from '~/db/seed/demo-content.server';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

describe('migrations', () => {
  it('can be applied again without changing anything', async () => {
    await database.migrate();
    await database.migrate();
    const tables = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['app_meta', 'newsletter_subscriptions', 'outbox_events', 'page_views']),
    );
  });

  it('lets the database enforce lower-case, unique newsletter emails', async () => {
    await expect(database.db.insert(newsletterSubscriptions).values({ email: 'Mixed@Example.org' })).rejects.toThrow();
    await database.db.insert(newsletterSubscriptions).values({ email: 'unique@example.org' });
    await expect(database.db.insert(newsletterSubscriptions).values({ email: 'unique@example.org' })).rejects.toThrow();
  });
});

describe('demo content', () => {
  it('loads once into an empty database and reloads on demand', async () => {
    let runs = 0;
    const seeder: Seeder = {
      name: 'counter',
      run: async (tx) => {
        runs++;
        await tx
          .insert(appMeta)
          .values({ key: 'seed-probe', value: { runs } })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: { runs } } });
      },
    };
    expect(await loadDemoContentOnce(database.db, [seeder])).toEqual({ loaded: true, seeders: ['counter'] });
    expect(await loadDemoContentOnce(database.db, [seeder])).toEqual({ loaded: false, seeders: [] });
    expect(runs).toBe(1);
    await reloadDemoContent(database.db, [seeder]);
    expect(runs).toBe(2);
    const [probe] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed-probe'));
    expect(probe?.value).toEqual({ runs: 2 });
  });

  it('leaves nothing behind when a seeder fails', async () => {
    const failing: Seeder = {
      name: 'failing',
      run: async (tx) => {
        await tx.insert(appMeta).values({ key: 'half-written', value: true });
        throw new Error('boom');
      },
    };
    await expect(reloadDemoContent(database.db, [failing])).rejects.toThrow('boom');
    const rows = await database.db.select().from(appMeta).where(eq(appMeta.key, 'half-written'));
    expect(rows).toEqual([]);
  });
});
