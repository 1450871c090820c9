import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { sessions } from '~/db/schema/accounts';
import { logSecurityEvent } from '~/features/security/security.server';
import { getAuth } from './auth.server';
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

/** Ends one of the person's own sessions (never someone else's: the id must be theirs). */
export async function endSession({ userId, sessionId, request }: { userId: string; sessionId: string; request: Request }) {
  const [ended] = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended) await logSecurityEvent({ type: 'SESSION_ENDED', severity: 'low', details: { sessionId } }, { request, userId });
  return Boolean(ended);
}

export async function endOtherSessions({ request, userId }: { request: Request; userId: string }) {
  const auth = await getAuth();
  await auth.api.revokeOtherSessions({ headers: request.headers });
  await logSecurityEvent({ type: 'OTHER_SESSIONS_ENDED', severity: 'low', details: {} }, { request, userId });
}
