import { and, count, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '~/db/client.server';
import { securityEvents } from '~/db/schema/security';
import type { Actor } from '~/utils/actor';
import { pageCountOf } from '~/utils/pagination';
import { SEVERITIES } from './security.server';

export const SECURITY_PAGE_SIZE = 50;

const listQuery = z.object({
  severity: z.enum(SEVERITIES).optional().catch(undefined),
  type: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_.-]{1,64}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** How many high and critical events were recorded since a moment (the admin dashboard). */
export async function countSevereEvents({ since }: { since: Date }): Promise<number> {
  const [row] = await getDb()
    .select({ total: count() })
    .from(securityEvents)
    .where(and(inArray(securityEvents.severity, ['high', 'critical']), gte(securityEvents.createdAt, since)));
  return row?.total ?? 0;
}

/** The security log's filters from its URL; anything unexpected falls back to the default. */
export function parseSecurityLogQuery(url: URL) {
  return listQuery.parse({
    severity: url.searchParams.get('severity') || undefined,
    type: url.searchParams.get('type') || undefined,
    page: url.searchParams.get('page') ?? 1,
  });
}

/**
 * Newest first, with the id of the account an event concerns. Accounts builds on security, so
 * the people behind the ids are looked up beside the route (routes/creator-hub/security-log.server.ts).
 */
export async function listSecurityEvents({
  severity,
  type,
  page = 1,
}: {
  severity?: (typeof SEVERITIES)[number];
  type?: string;
  page?: number;
}) {
  const filters: SQL[] = [];
  if (severity) filters.push(eq(securityEvents.severity, severity));
  if (type) filters.push(eq(securityEvents.type, type));
  const where = filters.length ? and(...filters) : undefined;
  const db = getDb();
  const [events, [totals], types] = await Promise.all([
    db
      .select({
        id: securityEvents.id,
        type: securityEvents.type,
        severity: securityEvents.severity,
        details: securityEvents.details,
        ipAddress: securityEvents.ipAddress,
        userAgent: securityEvents.userAgent,
        url: securityEvents.url,
        createdAt: securityEvents.createdAt,
        userId: securityEvents.userId,
      })
      .from(securityEvents)
      .where(where)
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
      .limit(SECURITY_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * SECURITY_PAGE_SIZE),
    db.select({ total: count() }).from(securityEvents).where(where),
    db.selectDistinct({ type: securityEvents.type }).from(securityEvents).orderBy(securityEvents.type).limit(200),
  ]);
  const total = totals?.total ?? 0;
  return {
    events,
    total,
    pageCount: pageCountOf(total, SECURITY_PAGE_SIZE),
    types: types.map((row) => row.type),
  };
}

const alertWaiting = (userId: string) =>
  and(
    eq(securityEvents.userId, userId),
    inArray(securityEvents.severity, ['high', 'critical']),
    isNull(securityEvents.alertShownAt),
  );

/**
 * Whether a Security Alert waits for this person, as a scalar the shell joins with its other
 * reads; only when it does is takeSecurityAlert's write run.
 */
export function securityAlertWaitingSql(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${securityEvents} where ${alertWaiting(userId)})`;
}

/**
 * True once for each batch of high or critical events about the signed-in person: the next page
 * they open shows the Security Alert toast (SPEC §8), and the events are marked as shown. Only
 * ever the actor's own events (there is no one else to name), so an admin's page marks nothing of
 * the people the admin reads about.
 */
export async function takeSecurityAlert({ actor }: { actor: Actor }): Promise<boolean> {
  const shown = await getDb()
    .update(securityEvents)
    .set({ alertShownAt: new Date() })
    .where(alertWaiting(actor.id))
    .returning({ id: securityEvents.id });
  return shown.length > 0;
}
