import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { startJobs, stopJobs } from '~/features/jobs/worker.server';
import { getLogger } from '~/utils/logger.server';
// Every feature's jobs and event subscribers, registered as the server registers them before
// startJobs() (server/run.ts).
import '../../server/background-work';

/**
 * The job runner for a test file that drains feature jobs: every registration the server makes,
 * and for the file's tests the runner on its database without workers, so each test runs what is
 * due with drainJobs() (decision 0017). Call it once at the top of the file, after
 * setupTestDatabase(): Vitest runs afterAll hooks last-registered first, so the runner stops
 * before the database closes.
 */
export function setupJobRunner(database: DatabaseHandle) {
  beforeAll(async () => {
    await startJobs({ handle: database, logger: getLogger(), runWorkers: false });
  });
  afterAll(async () => {
    await stopJobs();
  });
}
