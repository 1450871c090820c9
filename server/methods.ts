import type http from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * The methods this site serves: pages, and the forms and JSON posts they send. Anything else is
 * answered here, before React Router, whose adapter cannot even build a request for TRACE (a 500
 * and an error log, issue 11) and which answers the rest with an error log of its own. Routes
 * that refuse a served method (an API that takes only POST) still say so themselves.
 */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST'] as const;

const ALLOW = SERVED_METHODS.join(', ');

/** 405 with Allow for every method not served (204 with Allow for OPTIONS): never a route's error. */
export function servedMethodsOnly() {
  const served = new Set<string>(SERVED_METHODS);
  return (req: Request, res: Response, next: NextFunction) => {
    if (served.has(req.method)) return next();
    res.setHeader('Allow', ALLOW);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    res.status(405).type('text/plain').send('Method not allowed.');
  };
}

/**
 * CONNECT never reaches Express: Node hands it to the server's 'connect' listeners and, with none,
 * drops the connection without a word. Answer it like any other method this site does not serve.
 */
export function refuseConnect(server: http.Server) {
  server.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
}
