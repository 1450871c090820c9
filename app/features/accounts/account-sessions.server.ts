import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { sessions } from '~/db/schema/accounts';
import { logSecurityEvent } from '~/features/security/security.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { requireOwnSession } from './acting-person.server';
import { getAuth } from './auth.server';
import { accountFailure } from './failures';
import { describeUserAgent } from './user-agent';

export type SessionSummary = {
  id: string;
  browser: string | null;
  os: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastActiveAt: Date;
  isCurrent: boolean;
};

/** The person's sessions, most recently used first, with the current one marked. */
export async function listAccountSessions({ request, userId }: { request: Request; userId: string }): Promise<SessionSummary[]> {
  const auth = await getAuth();
  const current = await auth.api.getSession({ headers: request.headers });
  const rows = await getDb()
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
    lastActiveAt: row.updatedAt,
    isCurrent: row.id === current?.session.id,
  }));
}

/**
 * Ends one of the actor's own sessions, never someone else's: the delete matches the id and the
 * actor together. Someone else's session is refused as not found (404), as an unknown id is, and
 * not with Access Denied: a different answer would confirm that a guessed id names a live session.
 */
export async function endSession({
  actor,
  sessionId,
  request,
}: {
  actor: Actor;
  sessionId: string;
  request: Request;
}): Promise<Result<object, 'session-not-found'>> {
  const [ended] = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id)))
    .returning({ id: sessions.id });
  if (!ended) return accountFailure('session-not-found');
  await logSecurityEvent({ type: 'SESSION_ENDED', severity: 'low', details: { sessionId } }, { request, userId: actor.id });
  return { ok: true };
}

/** Signs the actor out everywhere but here; better-auth acts on the request's session, which must be the actor's. */
export async function endOtherSessions({ request, actor }: { request: Request; actor: Actor }): Promise<void> {
  await requireOwnSession(actor, request);
  const auth = await getAuth();
  await auth.api.revokeOtherSessions({ headers: request.headers });
  await logSecurityEvent({ type: 'OTHER_SESSIONS_ENDED', severity: 'low', details: {} }, { request, userId: actor.id });
}
