import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { getRealtimeBus } from '~/db/realtime-bus.server';
import { getSessionUser } from '~/features/accounts/guard.server';
import { ROOM_MESSAGE_MAX_BYTES } from '~/features/live/live.schema';
import { createRoomHub, type RoomHub } from '~/features/live/room-hub.server';
import { findRoomAccess } from '~/features/live/rooms.server';
import type { Logger } from '~/utils/logger.server';
import { reviewerName } from '~/utils/person-name';
import { isOwnOrigin, webOrigin } from './security-headers';
import { addSocketRoute, refuseUpgrade as refuse, schemeOf } from './socket-routes';

/*
 * The live rooms' sockets (issue 13): `/live/rooms/{classId}` on the site's own origin. The
 * upgrade is refused unless it comes from one of our pages (a cross-site page could otherwise
 * open a socket with the visitor's cookies), carries a session, and the person holds a seat in
 * the class or teaches it, while its room is open: the same rule as the page, asked again here
 * because a socket is opened by whoever knows the address. Then the hub takes over.
 */

const ROOM_PATH = /^\/live\/rooms\/([0-9a-fA-F-]{36})$/;
/** A connection that answers no ping for this long is gone (a closed laptop, a lost network). */
const HEARTBEAT_MS = 30_000;

export type LiveRoomsOptions = { logger: Logger; siteUrl: string; trustProxy: boolean };

export function attachLiveRooms(server: http.Server, options: LiveRoomsOptions): { close: () => Promise<void> } {
  const { logger } = options;
  const siteOrigin = webOrigin(options.siteUrl);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: ROOM_MESSAGE_MAX_BYTES });
  let hub: RoomHub | null = null;
  const getHub = () => {
    hub ??= createRoomHub({ bus: getRealtimeBus() });
    return hub;
  };

  addSocketRoute(server, {
    pattern: ROOM_PATH,
    upgrade: (req: http.IncomingMessage, socket: Duplex, head: Buffer, match) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (!match[1]) return refuse(socket, 404, 'Not Found');
      const scheme = schemeOf(req, options.trustProxy);
      if (!isOwnOrigin(req.headers.origin, { scheme, host: req.headers.host, siteOrigin }))
        return refuse(socket, 403, 'Forbidden');
      const classId = match[1].toLowerCase();
      (async () => {
        const request = new Request(new URL(path, options.siteUrl), { headers: { cookie: req.headers.cookie ?? '' } });
        const user = await getSessionUser(request);
        if (!user || user.isProfileComplete === false) return refuse(socket, 401, 'Unauthorized');
        const access = await findRoomAccess({ classId, userId: user.id });
        if (!access.ok)
          return refuse(
            socket,
            access.reason === 'not-found' ? 404 : 403,
            access.reason === 'not-found' ? 'Not Found' : 'Forbidden',
          );
        if (access.room.window.state !== 'open') return refuse(socket, 409, 'Conflict');
        sockets.handleUpgrade(req, socket, head, (ws) => {
          let isAlive = true;
          const pending: string[] = [];
          let connection: Awaited<ReturnType<RoomHub['join']>> | null = null;
          ws.on('pong', () => {
            isAlive = true;
          });
          const heartbeat = setInterval(() => {
            if (!isAlive) return ws.terminate();
            isAlive = false;
            ws.ping();
          }, HEARTBEAT_MS);
          heartbeat.unref();
          // Messages sent while the hub was still admitting the person wait for it, in order.
          let chain = Promise.resolve();
          const handle = (text: string) => {
            chain = chain
              .then(() => connection?.receive(text))
              .catch((error) => logger.warn({ err: error, classId }, 'a room message failed'));
          };
          ws.on('message', (data, isBinary) => {
            const text = isBinary ? '' : data.toString();
            if (connection) handle(text);
            else pending.push(text);
          });
          ws.on('close', () => {
            clearInterval(heartbeat);
            chain = chain.then(() => connection?.leave()).catch(() => {});
          });
          getHub()
            .join(ws, {
              classId,
              actor: user,
              name: reviewerName(user.firstName, user.lastName),
              role: access.seat,
              closesAt: access.room.window.closesAt,
            })
            .then((joined) => {
              connection = joined;
              if (ws.readyState !== ws.OPEN) return joined.leave();
              for (const text of pending.splice(0)) handle(text);
            })
            .catch((error) => {
              logger.error({ err: error, classId }, 'could not join a room');
              ws.close(1011, 'could not join');
            });
        });
      })().catch((error) => {
        logger.error({ err: error }, 'a room connection failed');
        refuse(socket, 500, 'Internal Server Error');
      });
    },
  });

  return {
    close: async () => {
      await hub?.close();
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
