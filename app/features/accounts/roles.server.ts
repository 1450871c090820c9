import { and, eq } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { type ROLES, userRoles } from '~/db/schema/accounts';
import { logSecurityEvent } from '~/features/security/security.server';
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

/** The effective role of a user; a failed lookup yields user and keeps the error (SPEC §4). */
export async function findUserRole({ userId }: { userId: string }): Promise<{ role: EffectiveRole; error?: string }> {
  try {
    const rows = await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    return { role: resolveRole(rows.map((row) => row.role)) };
  } catch (error) {
    getLogger().error({ err: error, userId }, ROLE_LOOKUP_ERROR);
    return { role: 'user', error: ROLE_LOOKUP_ERROR };
  }
}

export type Role = (typeof ROLES)[number];

/**
 * Gives a person a role (instructor approval, vendor onboarding, an admin's decision) and
 * records who did it (the event belongs to the actor, so it is medium: a high one would show
 * the actor, not the person concerned, the Security Alert). Granting a role someone already has changes nothing and logs nothing.
 */
export async function grantRole({
  userId,
  role,
  grantedBy,
  request,
  db = getDb(),
}: {
  userId: string;
  role: Role;
  grantedBy: string | null;
  request?: Request;
  /** A transaction to grant it in, with the decision that grants it. */
  db?: Executor;
}): Promise<boolean> {
  const [granted] = await db.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning({ role: userRoles.role });
  if (!granted) return false;
  await logSecurityEvent(
    { type: 'ROLE_GRANTED', severity: 'medium', details: { role, subjectUserId: userId, grantedBy } },
    { request, userId: grantedBy, db },
  );
  return true;
}

/** Takes a role away; the 'user' role is implied by having an account and is never removed. */
export async function revokeRole({
  userId,
  role,
  revokedBy,
  request,
}: {
  userId: string;
  role: Role;
  revokedBy: string | null;
  request?: Request;
}): Promise<boolean> {
  const removed = await getDb()
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ role: userRoles.role });
  if (removed.length === 0) return false;
  await logSecurityEvent(
    { type: 'ROLE_REVOKED', severity: 'medium', details: { role, subjectUserId: userId, revokedBy } },
    { request, userId: revokedBy },
  );
  return true;
}
