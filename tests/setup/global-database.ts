import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../app/db/client.server';

/**
 * The names of a run's databases on a server, from the database the run was given
 * (DATABASE_URL): its template and each file's clone start with `verde_test_<that name>_` (at most 60 characters with the clone's id; PostgreSQL allows 63), so
 * runs given different databases on one server (two worktrees, a second session) never drop
 * each other's databases when they clean up.
 */
export function testDatabasePrefix(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  return `verde_test_${base.replace(/[^a-zA-Z0-9]/g, '_').slice(0, 16)}_`;
}

export function templateDatabase(url: string): string {
  return `${testDatabasePrefix(url)}template`;
}

/** A LIKE pattern for the names with this prefix (underscores are wildcards in LIKE). */
function namesLike(prefix: string): string {
  return `${prefix.replace(/[\\_%]/g, (character) => `\\${character}`)}%`;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateUrl: string;
  }
}

/** Replaces the database name in a connection URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Migrates one template database per run: a PGlite data dump, or on a real server
 * (DATABASE_URL) a template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const pattern = namesLike(testDatabasePrefix(databaseUrl));
    const leftovers = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [pattern]);
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${templateDatabase(databaseUrl)}"`);
    const template = await openPostgres(withDatabase(databaseUrl, templateDatabase(databaseUrl)));
    await template.migrate();
    await template.close();
    project.provide('postgresTemplateUrl', databaseUrl);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      const files = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [pattern]);
      for (const { datname } of files.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }

  const handle = await openPglite({});
  await handle.migrate();
  if (!handle.dump) throw new Error('PGlite handle without dump()');
  const dump = await handle.dump();
  await handle.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'verde-test-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplateUrl', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
