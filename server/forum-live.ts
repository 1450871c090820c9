import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { getRealtimeBus } from '~/db/realtime-bus.server';
import { getSessionUser } from '~/features/accounts/guard.server';
import { createThreadHub, type ThreadHub } from '~/features/forum/thread-hub.server';
import { findThreadById, forumViewer } from '~/features/forum/threads.server';
import type { Logger } from '~/utils/logger.server';
import { isOwnOrigin, webOrigin } from './security-headers';
import { addSocketRoute, refuseUpgrade, schemeOf } from './socket-routes';

/*
 * The forum's sockets (issue 37, decision 0086): `/forum/live/{threadId}?after={revision}` on the
 * site's own origin. Anyone who may read the thread may watch it (a visitor, in a public
 * category), asked here as the page asks it; the socket only listens: a browser never writes to
 * it (replies, likes and edits are ordinary form posts, checked like any other). Then the hub
 * sends what changed after `after`, and every change from then on.
 */

const THREAD_PATH = /^\/forum\/live\/([0-9a-fA-F-]{36})$/;
/** A connection that answers no ping for this long is gone. */
const HEARTBEAT_MS = 30_000;

export type ForumLiveOptions = { logger: Logger; siteUrl: string; trustProxy: boolean };

export function attachForumLive(
  server: http.Server,
  options: ForumLiveOptions,
): { close: () => Promise<void>; hub: () => ThreadHub } {
  const { logger } = options;
  const siteOrigin = webOrigin(options.siteUrl);
  // Pages send nothing; anything more than a ping is not ours.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 256 });
  let hub: ThreadHub | null = null;
  const getHub = () => {
    hub ??= createThreadHub({ bus: getRealtimeBus() });
    return hub;
  };

  addSocketRoute(server, {
    pattern: THREAD_PATH,
    upgrade: (req: http.IncomingMessage, socket: Duplex, head: Buffer, match) => {
      const scheme = schemeOf(req, options.trustProxy);
      if (!isOwnOrigin(req.headers.origin, { scheme, host: req.headers.host, siteOrigin }))
        return refuseUpgrade(socket, 403, 'Forbidden');
      const threadId = (match[1] ?? '').toLowerCase();
      const afterText = new URL(req.url ?? '/', 'http://x').searchParams.get('after') ?? '0';
      const after = /^\d{1,15}$/.test(afterText) ? Number(afterText) : 0;
      (async () => {
        const request = new Request(new URL('/forum', options.siteUrl), { headers: { cookie: req.headers.cookie ?? '' } });
        const user = await getSessionUser(request);
        const thread = await findThreadById({ threadId, viewer: await forumViewer(user) });
        if (!thread) return refuseUpgrade(socket, 404, 'Not Found');
        sockets.handleUpgrade(req, socket, head, (ws) => {
          let isAlive = true;
          let leave: (() => Promise<void>) | null = null;
          let isClosed = false;
          ws.on('pong', () => {
            isAlive = true;
          });
          const heartbeat = setInterval(() => {
            if (!isAlive) return ws.terminate();
            isAlive = false;
            ws.ping();
          }, HEARTBEAT_MS);
          heartbeat.unref();
          ws.on('close', () => {
            isClosed = true;
            clearInterval(heartbeat);
            leave?.().catch(() => {});
          });
          getHub()
            .watch(ws, threadId, after)
            .then((stop) => {
              leave = stop;
              if (isClosed) return stop();
            })
            .catch((error) => {
              logger.error({ err: error, threadId }, 'could not watch a thread');
              ws.close(1011, 'could not watch');
            });
        });
      })().catch((error) => {
        logger.error({ err: error }, 'a forum connection failed');
        refuseUpgrade(socket, 500, 'Internal Server Error');
      });
    },
  });

  return {
    hub: getHub,
    close: async () => {
      await hub?.close();
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
