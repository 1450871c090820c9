import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { sessions, userRoles, users } from '~/db/schema/accounts';
import { logSecurityEvent } from '~/features/security/security.server';
import { type Actor, refuseActor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { accountFailure } from './failures';
import { grantRoleWithin } from './roles.server';

/*
 * What an admin may change of another member from /creator-hub/user-oversight (decision 0111):
 * make them an admin or take it away, and sign them out everywhere (a lost phone, a shared
 * computer, a password they say someone else knows). Admins only, checked here as well as on the
 * route; each change recorded in the security log as the acting admin's.
 */

type Changed = Result<{ changed: boolean }, 'member-not-found' | 'own-admin'>;

/**
 * Gives the member the admin role or takes it away. An admin cannot take away their own (the
 * site would be left without the one who asked, and someone else should agree), and the removal
 * holds the admin rows locked while it checks that the acting admin is still one: two admins
 * removing each other at once leave one admin, never none.
 */
export async function changeAdminRole({
  actor,
  userId,
  grant,
  request,
}: {
  actor: Actor;
  userId: string;
  grant: boolean;
  request?: Request;
}): Promise<Changed> {
  requireAdmin(actor, 'only admins change who is an admin');
  if (!grant && userId === actor.id) return accountFailure('own-admin');
  return getDb().transaction(async (tx): Promise<Changed> => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!member) return accountFailure('member-not-found');
    if (grant) {
      const changed = await grantRoleWithin(tx, { userId, role: 'admin', grantedBy: actor.id, request });
      return { ok: true, changed };
    }
    const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
    if (!admins.some((admin) => admin.userId === actor.id)) refuseActor('no longer an admin', ['admin']);
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
      .returning({ role: userRoles.role });
    if (removed.length === 0) return { ok: true, changed: false };
    await logSecurityEvent(
      { type: 'ROLE_REVOKED', severity: 'medium', details: { role: 'admin', subjectUserId: userId, revokedBy: actor.id } },
      { request, userId: actor.id, db: tx },
    );
    return { ok: true, changed: true };
  });
}

/**
 * Ends every session of the member, so each device they are signed in on asks them to sign in
 * again at its next request. Not for the admin's own account: their security page ends their
 * other sessions and keeps this one.
 */
export async function endMemberSessions({
  actor,
  userId,
  request,
}: {
  actor: Actor;
  userId: string;
  request?: Request;
}): Promise<Result<{ ended: number }, 'member-not-found' | 'own-sessions'>> {
  requireAdmin(actor, 'only admins sign members out');
  if (userId === actor.id) return accountFailure('own-sessions');
  return getDb().transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!member) return accountFailure('member-not-found');
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
      .returning({ id: sessions.id });
    await logSecurityEvent(
      { type: 'SESSIONS_ENDED_BY_ADMIN', severity: 'medium', details: { subjectUserId: userId, sessions: ended.length } },
      { request, userId: actor.id, db: tx },
    );
    return { ok: true, ended: ended.length };
  });
}
