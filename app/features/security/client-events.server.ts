import { z } from 'zod';
import type { Actor } from '~/utils/actor';
import { logSecurityEvent, type Severity, securityEventSchema } from './security.server';

/** Largest `details` object a browser may send, as UTF-8 JSON. */
export const MAX_CLIENT_DETAILS_BYTES = 4 * 1024;

const detailsSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (details) => Buffer.byteLength(JSON.stringify(details), 'utf8') <= MAX_CLIENT_DETAILS_BYTES,
    `must be at most ${MAX_CLIENT_DETAILS_BYTES} bytes of JSON`,
  );

/**
 * The SPEC's two client calls (§7) carry the same event in two shapes: `log-security-event`
 * sends { type, severity, details, timestamp }, the RPC `log_security_event` sends
 * { event_type, table_name, risk_level, metadata_obj }. Both become the first shape here.
 */
function fromRpcShape(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('event_type' in body)) return body;
  const rpc = body as Record<string, unknown>;
  return { type: rpc.event_type, severity: rpc.risk_level, details: rpc.metadata_obj ?? undefined, tableName: rpc.table_name };
}

export const clientSecurityEventSchema = z.preprocess(
  fromRpcShape,
  securityEventSchema.extend({
    details: detailsSchema.optional(),
    timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).optional(),
    tableName: z.string().max(64).optional(),
  }),
);

export type ClientSecurityEvent = z.output<typeof clientSecurityEventSchema>;

/** Browsers may report at most this: critical is a fact only the server establishes. */
const CLIENT_SEVERITY_CAP: Severity = 'high';

/**
 * Records an event a browser reported. It is marked `source: 'client'` (which the sender cannot
 * override), tied only to the person who sent it (the actor: signed in, or null for a visitor),
 * never to someone the body names, and its severity is capped at high.
 */
export async function recordClientSecurityEvent({
  event,
  request,
  actor,
}: {
  event: ClientSecurityEvent;
  request: Request;
  actor: Actor | null;
}): Promise<void> {
  const isCapped = event.severity === 'critical';
  await logSecurityEvent(
    {
      type: event.type,
      severity: isCapped ? CLIENT_SEVERITY_CAP : event.severity,
      details: {
        ...event.details,
        ...(event.tableName ? { tableName: event.tableName } : {}),
        ...(event.timestamp !== undefined ? { clientTimestamp: event.timestamp } : {}),
        ...(isCapped ? { reportedSeverity: event.severity } : {}),
        source: 'client',
      },
    },
    { request, userId: actor?.id ?? null },
  );
}
