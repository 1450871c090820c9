import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor, SqlRows } from './client.server';

/**
 * Prepared statements for the few queries on a hot path (decision 0029): order placement runs
 * them for every buyer at once. Planning was most of a small query's cost on PostgreSQL (about
 * 1 ms for the cart read, against 0.2 ms to run it), and building the SQL text was a good part of
 * this process's share. A prepared query is built once per database or transaction object, and on
 * PostgreSQL it is a named statement: each connection parses and plans it once and then reuses
 * the plan. (On PGlite every query with parameters is kept that way already, decision 0030, so
 * there this saves the building.)
 *
 * Names must be unique and each name must always carry the same SQL text.
 */

/** What `build` makes, cached per database or transaction object. */
export function perExecutor<T>(build: (executor: Executor) => T): (executor: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (executor) => {
    let prepared = built.get(executor);
    if (!prepared) {
      prepared = build(executor);
      built.set(executor, prepared);
    }
    return prepared;
  };
}

export type PreparedSql = { execute: (values: Record<string, unknown>) => Promise<SqlRows> };

const dialect = new PgDialect();

/**
 * A raw statement with `sql.placeholder(name)` for its values, prepared under `name`. Rows come
 * back as the driver gives them (uuid and text as strings, integers as numbers).
 */
export function preparedSql(name: string, statement: SQL): (executor: Executor) => PreparedSql {
  const query = dialect.sqlToQuery(statement);
  return perExecutor((executor) => executor._.session.prepareQuery(query, undefined, name, false) as unknown as PreparedSql);
}
