// `npm run db:seed`: (re)loads the demo content into the configured database.
import path from 'node:path';
import { openDatabase } from '~/db/client.server';
import { reloadDemoContent } from '../server/demo-content';
import { loadEnvOrExit } from '../server/run';

const env = loadEnvOrExit();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
try {
  await handle.migrate();
  const result = await reloadDemoContent(handle.db);
  console.log(
    `Demo content loaded (${handle.kind}): ${result.seeders.length ? result.seeders.join(', ') : 'no demo seeders registered yet'}.`,
  );
} finally {
  await handle.close();
}
