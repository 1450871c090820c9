import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/global-database.ts'],
    // Each file gets its own database copied from a migrated template.
    pool: 'forks',
    // The files of a worker share one module graph instead of importing the app afresh each
    // (importing was a third of the run): 74 s down to 50 s for 14 integration files. Each file
    // still opens and closes its own database, and starts from the worker's first environment
    // (tests/setup/fresh-environment.ts), so no setting one file makes reaches the next.
    isolate: false,
    setupFiles: ['tests/setup/fresh-environment.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine (CI's).
    // The files spend part of their time waiting (child servers, timers, sockets), so two overlap
    // well there: 309 s down to 259 s for the whole run (decision 0045).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
});
