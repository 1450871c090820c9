import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { forumMembers } from '~/db/schema/forum';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { type ForumCode, forumFailure } from './failures';
import { ensureMember } from './members.server';
import { logAction } from './moderation.server';

/**
 * An admin makes a member a forum moderator, or takes it back (Discourse's grant): a moderator
 * works the queue, hides, locks, pins, moves and bans members, everything but this. Logged with
 * who and when like every moderator action.
 */
export async function setModerator({
  actor,
  handle,
  isModerator,
}: {
  actor: Actor;
  handle: string;
  isModerator: boolean;
}): Promise<Result<object, ForumCode>> {
  requireAdmin(actor, 'only an admin names moderators');
  return getDb().transaction(async (tx) => {
    const admin = await ensureMember(tx, actor.id);
    const [member] = await tx
      .update(forumMembers)
      .set({ isModerator, updatedAt: new Date() })
      .where(eq(forumMembers.handle, handle.toLowerCase()))
      .returning({ userId: forumMembers.userId });
    if (!member) return forumFailure('not-found');
    await logAction(tx, admin, { action: isModerator ? 'grant-moderator' : 'revoke-moderator', memberId: member.userId });
    return { ok: true as const };
  });
}
