import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres, setDatabase } from '../../app/db/client.server';
import { templateDatabase, testDatabasePrefix, withDatabase } from './global-database';

/**
 * A fresh, migrated database for the calling test file: a copy of the PGlite
 * template, or a clone of the template database on PostgreSQL. It becomes the
 * app's database (getDb()) and is dropped when the file's tests finish.
 */
export async function setupTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresTemplateUrl');
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  if (postgresUrl) {
    const name = `${testDatabasePrefix(postgresUrl)}${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${templateDatabase(postgresUrl)}"`);
    await admin.end();
    handle = await openPostgres(withDatabase(postgresUrl, name));
    drop = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  } else {
    const template = await fs.readFile(inject('pgliteTemplatePath'));
    handle = await openPglite({ loadDataDir: new Blob([template]) });
  }
  setDatabase(handle);
  afterAll(async () => {
    setDatabase(undefined);
    await handle.close();
    await drop?.();
  });
  return handle;
}
