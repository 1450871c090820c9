import { and, eq } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { type ROLES, userRoles } from '~/db/schema/accounts';
import { logSecurityEvent } from '~/features/security/security.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import { getLogger } from '~/utils/logger.server';

export type EffectiveRole = 'admin' | 'instructor' | 'user';

/**
 * SPEC §4: no records means user; any admin record means admin; else any instructor
 * record means instructor; else user. Domain roles (student, vendor, affiliate) do not
 * change the effective role; features check them separately.
 */
export function resolveRole(records: readonly string[]): EffectiveRole {
  if (records.includes('admin')) return 'admin';
  if (records.includes('instructor')) return 'instructor';
  return 'user';
}

export const ROLE_LOOKUP_ERROR = 'Failed to fetch user role';

/**
 * The effective role of a user, with the role records it comes from (domain roles such as vendor
 * included); a failed lookup yields user, no records, and keeps the error (SPEC §4).
 */
export async function findUserRole({
  userId,
}: {
  userId: string;
}): Promise<{ role: EffectiveRole; records: string[]; error?: string }> {
  try {
    const rows = await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    const records = rows.map((row) => row.role);
    return { role: resolveRole(records), records };
  } catch (error) {
    getLogger().error({ err: error, userId }, ROLE_LOOKUP_ERROR);
    return { role: 'user', records: [], error: ROLE_LOOKUP_ERROR };
  }
}

export type Role = (typeof ROLES)[number];

/**
 * An admin gives a person a role (SPEC §4, §6) and the change is recorded as theirs (the event
 * belongs to the actor, so it is medium: a high one would show the actor, not the person
 * concerned, the Security Alert). Refused for anyone but an admin, whichever page calls it.
 * Granting a role someone already has changes nothing and logs nothing.
 */
export async function grantRole({
  actor,
  userId,
  role,
  request,
}: {
  actor: Actor;
  userId: string;
  role: Role;
  request?: Request;
}): Promise<boolean> {
  requireAdmin(actor, 'only admins grant roles');
  return insertRole(getDb(), { userId, role, grantedBy: actor.id, request });
}

/**
 * The system path: the grant inside a decision another operation has already authorised, in that
 * operation's transaction (instructors' `decideApplication`: an admin's approval grants the
 * instructor role with it, or neither happens). No actor of its own, because the caller has
 * checked who decides; so it is for such a caller only, never for a page (a page's grant is
 * grantRole's, which checks). `grantedBy` is the person whose decision it is.
 */
export async function grantRoleWithin(
  tx: Executor,
  { userId, role, grantedBy, request }: { userId: string; role: Role; grantedBy: string; request?: Request },
): Promise<boolean> {
  return insertRole(tx, { userId, role, grantedBy, request });
}

async function insertRole(
  db: Executor,
  { userId, role, grantedBy, request }: { userId: string; role: Role; grantedBy: string; request?: Request },
): Promise<boolean> {
  const [granted] = await db.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning({ role: userRoles.role });
  if (!granted) return false;
  await logSecurityEvent(
    { type: 'ROLE_GRANTED', severity: 'medium', details: { role, subjectUserId: userId, grantedBy } },
    { request, userId: grantedBy, db },
  );
  return true;
}

/**
 * An admin takes a role away; refused for anyone but an admin. The 'user' role is implied by
 * having an account and is never removed.
 */
export async function revokeRole({
  actor,
  userId,
  role,
  request,
}: {
  actor: Actor;
  userId: string;
  role: Role;
  request?: Request;
}): Promise<boolean> {
  requireAdmin(actor, 'only admins revoke roles');
  const removed = await getDb()
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ role: userRoles.role });
  if (removed.length === 0) return false;
  await logSecurityEvent(
    { type: 'ROLE_REVOKED', severity: 'medium', details: { role, subjectUserId: userId, revokedBy: actor.id } },
    { request, userId: actor.id },
  );
  return true;
}
