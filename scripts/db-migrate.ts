// `npm run db:migrate`: applies pending migrations to the configured database.
import path from 'node:path';
import { openDatabase } from '~/db/client.server';
import { loadEnvOrExit } from '../server/run';

const env = loadEnvOrExit();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
