import { sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { forumPosts } from '~/db/schema/forum';
import { type Actor, requireAdmin } from '~/utils/actor';

/**
 * What members wrote in the forum from `since`, for admins (the analytics screen, decision 0109):
 * threads opened and replies, counting only what readers can see (not held, not hidden).
 */
export async function forumActivity({ actor, since }: { actor: Actor; since: Date }) {
  requireAdmin(actor);
  const [row] = await getDb()
    .select({
      threads: sql<number>`count(*) filter (where ${forumPosts.number} = 1)::int`,
      replies: sql<number>`count(*) filter (where ${forumPosts.number} > 1)::int`,
    })
    .from(forumPosts)
    .where(sql`${forumPosts.createdAt} >= ${since.toISOString()}::timestamptz and ${forumPosts.status} = 'visible'`);
  return { threads: row?.threads ?? 0, replies: row?.replies ?? 0 };
}
