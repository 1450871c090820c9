import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { getLogger } from '../utils/logger.server';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.server';
import { oneQueryAtATime } from './one-query-at-a-time.server';
import { withNamedStatements } from './pglite-statements.server';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or a transaction on it: what a function that may run inside one takes. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Rows from raw SQL, typed by the driver's parsers (jsonb as objects, timestamptz as Date); with a
 * row type when the statement's columns are known.
 */
export type SqlRows<T = Record<string, unknown>> = { rows: T[] };

/**
 * Raw SQL for libraries that bring their own (pg-boss). Text without values may hold several
 * statements (PGlite `exec`, the simple protocol); text with values is one statement (`query`).
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlRows>;

export type DatabaseHandle = {
  db: Database;
  /** Raw SQL on the driver, outside any transaction: pg-boss's `db` option. */
  executeSql: ExecuteSql;
  /**
   * Runs fn in one transaction with an ExecuteSql bound to it (commits, or rolls back if fn
   * throws). On PGlite this is the only safe way to run raw SQL inside a transaction: its one
   * connection is held by the transaction, so executeSql would wait for it forever.
   */
  transactionSql: <T>(fn: (executeSql: ExecuteSql) => Promise<T>) => Promise<T>;
  kind: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query; used by /readyz. */
  ping: () => Promise<void>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * LISTEN on a channel (a lower-case identifier): onPayload gets each NOTIFY payload sent to it
   * by any connection, this process's or another instance's. Resolves, once listening, to the
   * function that stops. The realtime bus is built on it (realtime-bus.server.ts).
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** NOTIFY a channel with a payload (under 8000 bytes); delivered when it is sent, to every listener. */
  notify: (channel: string, payload: string) => Promise<void>;
  /** PGlite only: a tarball of the whole database, used as the tests' template. */
  dump?: () => Promise<Blob>;
};

/** Same key on every instance: two servers starting together migrate one after the other. */
const MIGRATION_LOCK_KEY = 727_001;

export const migrationsFolder = path.resolve(process.cwd(), 'app/db/migrations');

function lastRows(result: pg.QueryResult | pg.QueryResult[]): SqlRows {
  // node-postgres answers a text of several statements with one result per statement.
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { rows: last?.rows ?? [] };
}

function executeOnPgClient(client: pg.PoolClient): ExecuteSql {
  return async (text, values) => lastRows(await client.query(text, values?.length ? values : undefined));
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server closes (a restart, a failover, an administrator) must not
  // crash the process: the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => getLogger().warn({ err: error }, 'an idle database connection was closed'));
  // Several queries asked of one connection at once (Promise.all in a transaction) go one by one.
  pool.on('connect', oneQueryAtATime);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listener = postgresListener(connectionString, pool);
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      if (values?.length) return lastRows(await pool.query(text, values));
      // A text of several statements may open a transaction (pg-boss's BEGIN … COMMIT); when a
      // statement fails the connection stays inside the aborted transaction, so it is discarded.
      const client = await pool.connect();
      try {
        const rows = await executeOnPgClient(client)(text);
        client.release();
        return rows;
      } catch (error) {
        client.release(true);
        throw error;
      }
    },
    transactionSql: async (fn) => {
      const client = await pool.connect();
      let isBroken = false;
      try {
        await client.query('begin');
        const result = await fn(executeOnPgClient(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {
          isBroken = true;
        });
        throw error;
      } finally {
        client.release(isBroken);
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async () => {
      // A session-level advisory lock belongs to one connection, so the migration
      // runs on that same dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    notify: listener.notify,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** Channel names go into LISTEN unquoted: lower-case letters, digits and underscores only. */
export function assertChannelName(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one goes back to the pool).
 * One per process, opened on first use; if it drops (a restart, a failover) it is opened again
 * and every channel listened to anew, a second later.
 */
function postgresListener(connectionString: string, pool: pg.Pool) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;
  const connect = (): Promise<pg.Client> => {
    if (connecting) return connecting;
    const client = new pg.Client({ connectionString });
    connecting = (async () => {
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', (error) => {
        getLogger().warn({ err: error }, 'the LISTEN connection failed; opening it again');
        connecting = null;
        client.end().catch(() => {});
        if (isClosed) return;
        setTimeout(() => {
          if (isClosed || handlers.size === 0) return;
          connect().catch((reconnectError) => getLogger().error({ err: reconnectError }, 'could not open the LISTEN connection'));
        }, 1000).unref();
      });
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${channel}`);
      return client;
    })();
    connecting.catch(() => {
      connecting = null;
    });
    return connecting;
  };
  return {
    close: async () => {
      isClosed = true;
      const client = await connecting?.catch(() => null);
      await client?.end().catch(() => {});
    },
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      assertChannelName(channel);
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      const client = await connect();
      if (isNew) await client.query(`listen ${channel}`);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        handlers.delete(channel);
        await (await connect()).query(`unlisten ${channel}`).catch(() => {});
      };
    },
    notify: async (channel: string, payload: string) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}

function executeOnPglite(target: PGlite | PgliteTransaction): ExecuteSql {
  return async (text, values) => {
    if (values?.length) return { rows: (await target.query<Record<string, unknown>>(text, values)).rows };
    const results = await target.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
}

/** Extensions the migrations create (pg_trgm for search, migration 0013); PGlite loads each on open. */
const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
    try {
      client = await PGlite.create(path.join(options.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  }
  // The app's queries go through named statements (decision 0030); pg-boss's raw SQL and the
  // migrations use the instance as it is.
  const db = drizzlePglite({ client: withNamedStatements(client) as unknown as PGlite, schema }) as unknown as Database;
  const execute = executeOnPglite(client);
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      try {
        return await execute(text, values);
      } catch (error) {
        // The one connection must not stay inside a transaction that a failed script opened.
        if (!values?.length) await client.exec('rollback').catch(() => {});
        throw error;
      }
    },
    transactionSql: (fn) => client.transaction((tx) => fn(executeOnPglite(tx))),
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
    },
    listen: async (channel, onPayload) => {
      assertChannelName(channel);
      return client.listen(channel, onPayload);
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}

// The handle lives on globalThis so that the dev server (which loads app modules
// through Vite) and the bootstrap code share one connection pool.
const globalKey = Symbol.for('verde.database');
type GlobalWithDb = typeof globalThis & { [globalKey]?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  (globalThis as GlobalWithDb)[globalKey] = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = (globalThis as GlobalWithDb)[globalKey];
  if (!handle) throw new Error('The database is not open yet: call setDatabase() during start-up.');
  return handle;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}
