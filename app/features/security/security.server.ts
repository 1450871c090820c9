import { z } from 'zod';
import { type Executor, getDb } from '~/db/client.server';
import { securityEvents } from '~/db/schema/security';
import { getLogger } from '~/utils/logger.server';

import { SEVERITIES } from './severity';

export { SEVERITIES, type Severity } from './severity';

export const securityEventSchema = z.object({
  type: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, dots, dashes and underscores')
    .transform((type) => type.toUpperCase()),
  severity: z.enum(SEVERITIES),
  details: z.record(z.string(), z.unknown()).default({}),
});

export type SecurityEventInput = z.input<typeof securityEventSchema>;

/**
 * The server sets this header on every request from the socket address (or, with
 * TRUST_PROXY, the proxy's forwarded address), replacing anything a client sent.
 */
export const CLIENT_IP_HEADER = 'x-verde-client-ip';

/**
 * The client address the server vouched for, for rate limits and events. Requests that did
 * not come through our server (no header) share one 'unknown' bucket rather than escaping limits.
 */
export function clientIp(request: { headers: Headers }): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown';
}

/**
 * What an event or a limit reads of a request: a web Request, or the same facts built by an
 * Express handler that answers without one (the affiliate tracking endpoint, decision 0094).
 */
export type RequestFacts = { readonly headers: Headers; readonly url: string };

function requestFacts(request: RequestFacts | undefined) {
  if (!request) return { ipAddress: null, userAgent: null, url: null };
  return {
    ipAddress: request.headers.get(CLIENT_IP_HEADER),
    userAgent: request.headers.get('user-agent')?.slice(0, 512) ?? null,
    url: new URL(request.url).pathname.slice(0, 2048),
  };
}

/**
 * Records a security event (SPEC §3, §7). Never throws: a failure to record is logged,
 * and the action that caused the event goes on.
 */
export async function logSecurityEvent(
  event: SecurityEventInput,
  context: { request?: RequestFacts; userId?: string | null; db?: Executor } = {},
): Promise<void> {
  const parsed = securityEventSchema.safeParse(event);
  if (!parsed.success) {
    getLogger().warn({ issues: parsed.error.issues }, 'invalid security event');
    return;
  }
  try {
    // Inside a caller's transaction when it passes one (a role granted with the decision that grants it).
    await (context.db ?? getDb())
      .insert(securityEvents)
      .values({ ...parsed.data, userId: context.userId ?? null, ...requestFacts(context.request) });
  } catch (error) {
    getLogger().error({ err: error, type: parsed.data.type }, 'could not record a security event');
  }
}
