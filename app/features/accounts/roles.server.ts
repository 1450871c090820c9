import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { userRoles } from '~/db/schema/index';
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
