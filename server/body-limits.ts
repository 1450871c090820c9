import type { NextFunction, Request, Response } from 'express';
import { bodyLimitFor } from '~/utils/request-body.server';

/** What a reader of a refused body sees: its read fails instead of ending early, as if whole. */
export class BodyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`Request body over ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** How long a refused connection stays half-open, for the client to read the 413, before it closes. */
const LINGER_MS = 2_000;

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Caps every request body before anything reads it (issue 11): the limit comes from the address
 * (`bodyLimitFor`: forms, browser JSON, webhooks, the inventory upload). A declared length over
 * it is answered 413 at once and never read. A body without one (chunked) is counted as it
 * arrives and answered 413 the moment it passes the limit. Nothing over the limit is kept, so
 * memory holds at most the limit per request, however big the upload.
 */
export function limitRequestBodies() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const { maxBytes } = bodyLimitFor(req.path, req.headers['content-type']);
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      refuse(req, res, maxBytes);
      return;
    }
    countAsItArrives(req, maxBytes, () => refuse(req, res, maxBytes));
    next();
  };
}

/**
 * Answers 413 (unless the route has answered already) and closes the connection. Not at once:
 * closing a connection the client is still sending on makes the kernel send a reset, which can
 * reach the client before our answer does. As Go does, we send our end of the connection, give
 * the client a moment to read the answer, then close; closing also fails a route still reading
 * the body, so it never takes a truncated body for the whole.
 */
function refuse(req: Request, res: Response, maxBytes: number) {
  const { socket } = req;
  const closeGently = () => {
    socket.end();
    setTimeout(() => req.destroy(new BodyTooLargeError(maxBytes)), LINGER_MS).unref();
  };
  if (res.headersSent) {
    if (res.writableFinished) closeGently();
    else res.once('finish', closeGently);
    return;
  }
  // Node calls destroySoon once an answer with Connection: close is out, and it would close
  // the socket the moment our answer is written.
  socket.destroySoon = closeGently;
  res
    .status(413)
    .set('Connection', 'close')
    .type('text/plain')
    .send(`Request body too large: this address takes at most ${maxBytes} bytes.`);
}

/**
 * Node's HTTP parser hands each piece of a request's body to the request stream through
 * `push()`. Counting there sees every byte as it arrives, whether or not anything reads yet.
 * Past the limit, pieces are dropped instead of pushed, so they never reach memory, and `false`
 * tells the parser to stop reading the socket: the client's sending stalls while it reads our
 * answer, instead of pouring the rest of the body in.
 */
function countAsItArrives(req: Request, maxBytes: number, onTooLarge: () => void) {
  const push = req.push.bind(req);
  let received = 0;
  let refused = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return false;
    if (chunk !== null) {
      received += (chunk as Uint8Array).byteLength;
      if (received > maxBytes) {
        refused = true;
        onTooLarge();
        return false;
      }
    }
    return push(chunk, encoding);
  };
}
