import type { Request, Response } from 'express';
import { trackAffiliateEvents } from '~/features/affiliates/track.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { BODY_LIMITS } from '~/utils/body-limits';
import { setEndpointSecurityHeaders } from './security-headers';

/**
 * POST /api/affiliate-pixel-track, answered here, before compression, the pages' security
 * headers and React Router (decision 0094; issue 39: 2,000 events a second on this machine).
 * What the route did, with the same operation (`features/affiliates/track.server.ts`: schema,
 * limit per client address, group commit): a body over the JSON limit 413 (refused unread by
 * `limitRequestBodies`, which knows this address as browser JSON, or here while it streams),
 * unreadable or malformed 400, over the limit 429 with Retry-After, not stored 503, and 204
 * only once its rows are written. Mounted after the request id and log line, the served
 * methods, the client address and the body limits, and behind the refusal of cross-site writes.
 */
export function affiliateTracking() {
  return async (req: Request, res: Response) => {
    setEndpointSecurityHeaders(req, res);
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      res.status(405).json({ error: 'Method not allowed' });
      return;
    }
    const read = await readText(req, BODY_LIMITS.json);
    // The body-limit middleware may have answered 413 already, and closes the connection.
    if (res.headersSent) return;
    if (!read.ok) {
      res.status(read.status).json({ error: read.status === 413 ? 'Body too large' : 'Unreadable body' });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      res.status(400).json({ error: 'Expected a JSON body' });
      return;
    }
    const outcome = await trackAffiliateEvents({ body, client: clientFacts(req) });
    if (outcome.ok) {
      res.status(204).end();
      return;
    }
    if (outcome.status !== 400) res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
    res.status(outcome.status).json({ error: outcome.error });
  };
}

/** What a security event records of the request (the address the server vouched for, the browser, the path). */
function clientFacts(req: Request) {
  const headers = new Headers();
  headers.set(CLIENT_IP_HEADER, String(req.headers[CLIENT_IP_HEADER] ?? ''));
  const agent = req.headers['user-agent'];
  if (agent) headers.set('user-agent', agent);
  return { headers, url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}` };
}

type ReadText = { ok: true; text: string } | { ok: false; status: 400 | 413 };

/** The body as UTF-8, refused past `maxBytes` (a chunked body has no length to refuse it by up front). */
function readText(req: Request, maxBytes: number): Promise<ReadText> {
  return new Promise((resolve) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) return resolve({ ok: false, status: 413 });
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const settle = (result: ReadText) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > maxBytes) {
        settle({ ok: false, status: 413 });
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => settle({ ok: true, text: Buffer.concat(chunks, total).toString('utf8') }));
    req.once('error', () => settle({ ok: false, status: 400 }));
    // The client went away (or the body limit cut the connection) before the body ended.
    req.once('close', () => settle({ ok: false, status: 400 }));
  });
}
