import type http from 'node:http';
import type { Duplex } from 'node:stream';

/*
 * The server's WebSocket addresses (the live rooms, the forum's threads): one `upgrade` listener
 * per HTTP server that hands each request to the route whose path it matches, and answers 404 to
 * any other, so a second kind of socket never has to know about the first.
 */

export type SocketRoute = {
  pattern: RegExp;
  upgrade: (req: http.IncomingMessage, socket: Duplex, head: Buffer, match: RegExpExecArray) => void;
};

const routesByServer = new WeakMap<http.Server, SocketRoute[]>();

/** Answers an upgrade with a plain HTTP status, and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: number, text: string) {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/** The scheme the request came with: X-Forwarded-Proto from a trusted proxy, else the socket's. */
export function schemeOf(req: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  return forwarded || ('encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
}

export function addSocketRoute(server: http.Server, route: SocketRoute) {
  let routes = routesByServer.get(server);
  if (!routes) {
    const list: SocketRoute[] = [];
    routes = list;
    routesByServer.set(server, list);
    server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      const path = (req.url ?? '').split('?')[0] ?? '';
      for (const candidate of list) {
        const match = candidate.pattern.exec(path);
        if (match) return candidate.upgrade(req, socket, head, match);
      }
      refuseUpgrade(socket, 404, 'Not Found');
    });
  }
  routes.push(route);
}
