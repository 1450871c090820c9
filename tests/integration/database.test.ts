import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { oneQueryAtATime } from '~/db/one-query-at-a-time.server';
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

/** A connection's queries as pg receives them: how many were already waiting when each arrived (pg 9 refuses any). */
function watchQueue(client: pg.Client) {
  const queue = (client as unknown as { _queryQueue: unknown[] })._queryQueue;
  const waiting: number[] = [];
  const push = queue.push.bind(queue);
  queue.push = (...items) => {
    waiting.push(queue.length);
    return push(...items);
  };
  return waiting;
}

const postgresUrl = database.kind === 'postgres' ? (process.env.DATABASE_URL ?? '') : '';

describe.skipIf(database.kind !== 'postgres')('queries asked of one PostgreSQL connection at once', () => {
  it('go one after another, in order; a failed one does not stop the next', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    pool.on('connect', oneQueryAtATime);
    const client = await pool.connect();
    try {
      const waiting = watchQueue(client);
      const results = await Promise.allSettled([
        client.query('select pg_sleep(0.02), $1::int as n', [1]),
        client.query('select $1::int as n', [2]),
        client.query('select 1 / $1::int as n', [0]),
        client.query('select $1::int as n', [4]),
      ]);
      expect(results.map((result) => (result.status === 'fulfilled' ? result.value.rows[0]?.n : 'failed'))).toEqual([
        1,
        2,
        'failed',
        4,
      ]);
      expect(waiting).toEqual([0, 0, 0, 0]);
    } finally {
      client.release();
      await pool.end();
    }
  });

  it('holds for the site’s own transactions: Promise.all over one transaction queues nothing in pg', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const client = (tx as unknown as { session?: { client?: pg.PoolClient } }).session?.client;
      expect(client, 'the transaction’s connection').toBeDefined();
      const waiting = watchQueue(client as pg.PoolClient);
      const rows = await Promise.all(
        [1, 2, 3, 4].map((n) => tx.execute(sql`select ${n}::int as n`) as unknown as Promise<{ rows: { n: number }[] }>),
      );
      return { numbers: rows.map((result) => result.rows[0]?.n), waiting };
    });
    expect(answers.numbers).toEqual([1, 2, 3, 4]);
    // The four selects and the commit, each sent with nothing waiting before it.
    expect(answers.waiting.length).toBeGreaterThanOrEqual(4);
    expect(answers.waiting.filter((count) => count > 0)).toEqual([]);
  });
});
