import { sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { type Actor, requireAdmin } from '~/utils/actor';

/**
 * Accounts opened from `since`, and in the period before it (from `previousSince`), for admins
 * (the analytics screen, decision 0109). Erased accounts are gone and do not count.
 */
export async function countNewMembers({ actor, since, previousSince }: { actor: Actor; since: Date; previousSince: Date }) {
  requireAdmin(actor);
  const [row] = await getDb()
    .select({
      members: sql<number>`count(*) filter (where ${users.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
      previousMembers: sql<number>`count(*) filter (where ${users.createdAt} < ${since.toISOString()}::timestamptz)::int`,
    })
    .from(users)
    .where(sql`${users.createdAt} >= ${previousSince.toISOString()}::timestamptz`);
  return { members: row?.members ?? 0, previousMembers: row?.previousMembers ?? 0 };
}
