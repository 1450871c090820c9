import path from 'node:path';
import { type DatabaseHandle, openDatabase, setDatabase } from '~/db/client.server';
import type { Env } from '~/utils/env.server';
import type { Logger } from '~/utils/logger.server';
import { loadDemoContentOnce } from './demo-content';
import { prepareSearchIndex } from './search-index';

/**
 * Opens the database, applies pending migrations, loads demo content into an empty one and brings
 * the site search up to date with the content shipped in this release.
 */
export async function bootstrapDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  const dataDir = path.resolve(env.DATA_DIR);
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    logger.info({ database: handle.kind, dataDir: handle.kind === 'pglite' ? dataDir : undefined }, 'database opened');
    await handle.migrate();
    logger.info('migrations applied');
    if (env.SEED_DEMO_CONTENT) {
      const result = await loadDemoContentOnce(handle.db);
      if (result.loaded) logger.info({ seeders: result.seeders }, 'demo content loaded');
    }
    await prepareSearchIndex(handle.db, logger);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  setDatabase(handle);
  return handle;
}
