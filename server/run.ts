import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataDirLockedError } from '~/db/data-dir-lock.server';
import { prepareAdminSetup } from '~/features/accounts/admin-setup.server';
import { startJobs, stopJobs } from '~/features/jobs/worker.server';
import { type Env, EnvError, getEnv } from '~/utils/env.server';
import { createLogger, type Logger } from '~/utils/logger.server';
// Every feature's jobs and event subscribers, registered before startJobs below, and the
// handler of each kind of payment reference, before the first webhook.
import './background-work';
import './payment-references';
import { photoDirectory } from '~/features/catalog/photo-store.server';
import { liveKitConnectSources } from '~/features/live/video-provider.server';
import { bootstrapDatabase } from './bootstrap';
import { type CreateAppOptions, createApp } from './create-app';
import { attachForumLive } from './forum-live';
import { attachLiveRooms } from './live-rooms';
import { refuseConnect } from './methods';

export type RunOptions = Omit<
  CreateAppOptions,
  'logger' | 'database' | 'trustProxy' | 'siteUrl' | 'isShuttingDown' | 'pageCacheTtlSeconds' | 'connectSources'
>;

/** Reads the configuration or stops with a message naming the bad variable. */
export function loadEnvOrExit(): Env {
  // A local .env file is optional; variables already set in the environment win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the HTTP server and wires graceful shutdown; shared by production and dev. */
export async function runServer(options: RunOptions): Promise<http.Server> {
  const env = loadEnvOrExit();
  const logger: Logger = createLogger(env.LOG_LEVEL);
  let database: Awaited<ReturnType<typeof bootstrapDatabase>>;
  try {
    database = await bootstrapDatabase(env, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'could not open the database');
    process.exit(1);
  }

  try {
    const setup = await prepareAdminSetup();
    if (setup.printToken) {
      // Printed, never logged as data: it is a one-time credential for /admin/setup.
      console.log(`\n  No administrator yet. Create one at /admin/setup with this one-time token:\n\n    ${setup.printToken}\n`);
    } else if (setup.open) logger.info('no administrator yet: /admin/setup accepts ADMIN_SETUP_TOKEN');
  } catch (error) {
    logger.error({ err: error }, 'could not prepare the administrator setup');
  }

  try {
    await startJobs({ handle: database, logger });
  } catch (error) {
    // As with a failed migration: a database that cannot hold the job tables is not fit to serve.
    logger.fatal({ err: error }, 'could not start the background jobs');
    await database.close().catch(() => {});
    process.exit(1);
  }

  let shuttingDown = false;
  const app = createApp({
    ...options,
    logger,
    database,
    trustProxy: env.TRUST_PROXY,
    siteUrl: env.SITE_URL,
    pageCacheTtlSeconds: env.PAGE_CACHE_TTL_SECONDS,
    photoDir: photoDirectory(),
    connectSources: liveKitConnectSources(env.LIVEKIT_URL),
    isShuttingDown: () => shuttingDown,
  });
  const server = http.createServer(app);
  refuseConnect(server);
  const liveRooms = attachLiveRooms(server, { logger, siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY });
  const forumLive = attachForumLive(server, { logger, siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ port, mode: options.mode }, 'server listening');
  if (process.stdout.isTTY || options.mode === 'development')
    console.log(`\n  ${env.SITE_NAME} is running at http://localhost:${port}\n`);

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing anyway');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    // Open sockets would hold server.close() until they end: the rooms and the forum close them first.
    liveRooms.close().catch((error) => logger.error({ err: error }, 'error while closing the live rooms'));
    forumLive.close().catch((error) => logger.error({ err: error }, 'error while closing the forum sockets'));
    server.close(async () => {
      try {
        // Workers finish (or give back) their jobs while the database is still open.
        await stopJobs();
      } catch (error) {
        logger.error({ err: error }, 'error while stopping the background jobs');
      }
      try {
        await database.close();
        logger.info('database closed; bye');
      } catch (error) {
        logger.error({ err: error }, 'error while closing the database');
      }
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}
