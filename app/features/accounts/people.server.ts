import { inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';

/**
 * Who the accounts with these ids are, for a list another domain keeps by user id (the security
 * log): that domain cannot join `users`, since accounts builds on it. Ids with no account (deleted
 * since) are left out; one query, whatever the number of ids.
 */
export async function findPeopleByIds(ids: readonly string[]): Promise<Map<string, { email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await getDb().select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, { email: row.email }]));
}
