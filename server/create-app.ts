import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from 'react-router';
import type { DatabaseHandle } from '~/db/client.server';
import { AFFILIATE_COOKIE, ATTRIBUTION_DAYS, extractAffiliateCode } from '~/features/affiliates/attribution';
import { TRACKING_PATH } from '~/features/affiliates/tracking-client';
import { PHOTO_FILE_PATTERN, PHOTO_URL_PREFIX } from '~/features/catalog/product-photos';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { serializeCookie } from '~/utils/cookies';
import type { Logger } from '~/utils/logger.server';
import { affiliateTracking } from './affiliate-tracking';
import { limitRequestBodies } from './body-limits';
import { servedMethodsOnly } from './methods';
import { pageCache } from './page-cache';
import { staticWithCopies } from './precompressed';
import { sameOriginWrites, securityHeaders } from './security-headers';

export type CreateAppOptions = {
  logger: Logger;
  database: DatabaseHandle;
  /**
   * The server build. Production passes the build itself: given a function, React Router
   * re-derives its routes and static handler on every request (a few ms each), which only
   * development needs, to pick up edits.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  trustProxy: boolean;
  /** SITE_URL: a write from its origin is our own (see sameOriginWrites). */
  siteUrl?: string;
  /** Production: the built client assets. Development: Vite's middleware instead. */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
  /** Seconds a page rendered for a visitor with no personal cookies may be served again; 0 turns it off. */
  pageCacheTtlSeconds?: number;
  /** Where product photos are stored (DATA_DIR/media/products); served under /media/products/. */
  photoDir?: string;
  /** Other servers pages may connect to (the LiveKit server), for the Content-Security-Policy. */
  connectSources?: readonly string[];
  /** Set once shutdown starts, so /readyz tells the load balancer to stop sending traffic. */
  isShuttingDown?: () => boolean;
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      logger[level](
        { requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}

/**
 * Product photos (decision 0043). Their names are content hashes, so each is cached for a year
 * and never revalidated. Only names of the pipeline's shape are looked up on disk; anything
 * else is a plain 404 that never reaches the pages.
 */
function productPhotos(directory: string) {
  const files = express.static(directory, {
    immutable: true,
    maxAge: '1y',
    index: false,
    redirect: false,
    dotfiles: 'deny',
    fallthrough: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!PHOTO_FILE_PATTERN.test(req.path.slice(1))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    files(req, res, (error?: unknown) => {
      if (!error) return next();
      res.status(404).type('text/plain').send('Not found');
    });
  };
}

/**
 * Affiliate links work without JavaScript: the query parameter sets the cookie on the first
 * response. Page loads only: a client-side navigation's data request (`*.data`, single fetch)
 * carries the address the page tidied, and capturing from it again would let a weaker parameter
 * (utm_source) overwrite the code the visitor arrived with.
 */
function captureAffiliateFromQuery(req: Request, res: Response, next: NextFunction) {
  const isPageLoad = !req.path.endsWith('.data') && !req.path.startsWith('/api/');
  if (req.method === 'GET' && isPageLoad && req.query && Object.keys(req.query).length > 0) {
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const code = extractAffiliateCode(search, '');
    if (code) {
      res.append(
        'Set-Cookie',
        serializeCookie(AFFILIATE_COOKIE, code, {
          maxAgeSeconds: ATTRIBUTION_DAYS * 24 * 60 * 60,
          httpOnly: true,
          sameSite: 'Lax',
          secure: req.secure,
        }),
      );
    }
  }
  next();
}

export function createApp(options: CreateAppOptions) {
  const { logger, database, mode } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.set('query parser', 'simple');
  // Pages differ on every response (the CSP nonce), so hashing them for an ETag is wasted work.
  app.set('etag', false);

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (options.isShuttingDown?.()) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    try {
      await database.ping();
      res.json({ status: 'ready', database: database.kind });
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', database: database.kind });
    }
  });

  app.use((_req, res, next) => {
    // While shutting down, let each connection close after its response instead of idling.
    if (options.isShuttingDown?.()) res.setHeader('Connection', 'close');
    next();
  });
  app.use(requestContext(logger));
  app.use(servedMethodsOnly());
  app.use((req, _res, next) => {
    // The one trustworthy client address, for security events and rate limits.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? '';
    next();
  });
  // Before anything could read a body (limits: app/utils/request-body.server.ts).
  app.use(limitRequestBodies());
  // The browser's affiliate tracking, thousands of small posts a second at most: answered here,
  // without compression, the pages' nonce and React Router (decision 0094), but behind the
  // request id, the served methods, the client address, the body limits and the refusal of
  // cross-site writes, like every other post.
  app.all(TRACKING_PATH, sameOriginWrites({ siteUrl: options.siteUrl }), affiliateTracking());
  app.use(compression());
  app.use(securityHeaders({ isDev: mode === 'development', connectSources: options.connectSources }));

  if (options.photoDir) app.use(PHOTO_URL_PREFIX.replace(/\/$/, ''), productPhotos(options.photoDir));

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (options.clientDir) {
    // Hashed file names never change content: cache them for a year.
    // Both folders' files were compressed when they were built (decision 0064).
    app.use('/assets', staticWithCopies(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(
      '/i18n',
      (req: Request, res: Response, next: NextFunction) => {
        // Versioned (?v=hash) translation URLs are immutable; bare ones revalidate.
        res.setHeader('Cache-Control', req.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        next();
      },
      staticWithCopies(path.join(options.clientDir, 'i18n'), { index: false, cacheControl: false }),
    );
    // Other public files (favicon, images, manifest) all have an extension; page paths never
    // do, so they skip the file-system lookup.
    const publicFiles = express.static(options.clientDir, { maxAge: '1h', index: false, redirect: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(sameOriginWrites({ siteUrl: options.siteUrl }));
  app.use(captureAffiliateFromQuery);
  app.use((_req, res, next) => {
    // Pages are rendered in the visitor's language (cookie or Accept-Language).
    res.vary('Cookie');
    res.vary('Accept-Language');
    next();
  });

  if (mode === 'production' && options.pageCacheTtlSeconds) {
    app.use(pageCache({ ttlMs: options.pageCacheTtlSeconds * 1000, maxEntries: 1000 }));
  }

  app.all(
    '/{*splat}',
    createRequestHandler({
      build: options.build,
      mode,
      getLoadContext: (_req, res) => ({
        requestId: res.locals.requestId as string,
        cspNonce: res.locals.cspNonce as string,
        sharedPage: res.locals.sharedPage === true,
        logger: logger.child({ requestId: res.locals.requestId }),
      }),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err: error, requestId: res.locals.requestId, url: req.originalUrl }, 'unhandled error');
    if (!res.headersSent) res.status(500).type('text/plain').send('An unexpected error occurred');
  });
  return app;
}
