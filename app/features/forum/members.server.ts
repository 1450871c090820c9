import { eq, like, or } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { forumMembers } from '~/db/schema/forum';
import { type Actor, isAdmin } from '~/utils/actor';
import { reviewerName } from '~/utils/person-name';
import { handleFromName } from './mentions';
import { postingLimits, type TrustLevel, trustLevelOf } from './trust-levels';

/*
 * A person's standing in the forum (issue 37): their handle and counters, one row
 * made the first time they post, like or report, or a moderator acts. The trust level is worked
 * out from the counters whenever it is read (trust-levels.ts): stored, it would go stale as days pass.
 * Read `forUpdate` by the operations that post, so a member's rate and link limits are counted
 * with their other posts in flight waiting behind the row lock: two tabs cannot both slip under
 * the limit.
 */

export type ForumStanding = {
  userId: string;
  handle: string;
  name: string;
  trustLevel: TrustLevel;
  isModerator: boolean;
  bannedUntil: Date | null;
  banReason: string | null;
};

/** Whether the actor moderates the forum: admins always, and the members an admin made moderators. */
export function moderates(actor: Actor, standing: Pick<ForumStanding, 'isModerator'> | null): boolean {
  return isAdmin(actor) || Boolean(standing?.isModerator);
}

async function readStanding(db: Executor, userId: string, forUpdate: boolean) {
  const query = db
    .select({
      userId: forumMembers.userId,
      handle: forumMembers.handle,
      isModerator: forumMembers.isModerator,
      visiblePosts: forumMembers.visiblePosts,
      likesReceived: forumMembers.likesReceived,
      lastHiddenAt: forumMembers.lastHiddenAt,
      bannedUntil: forumMembers.bannedUntil,
      banReason: forumMembers.banReason,
      joinedAt: users.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(forumMembers)
    .innerJoin(users, eq(users.id, forumMembers.userId))
    .where(eq(forumMembers.userId, userId));
  const [row] = await (forUpdate ? query.for('update', { of: forumMembers }) : query);
  if (!row) return null;
  return {
    userId: row.userId,
    handle: row.handle,
    name: reviewerName(row.firstName, row.lastName) || row.handle,
    trustLevel: trustLevelOf(row, new Date()),
    isModerator: row.isModerator,
    bannedUntil: row.bannedUntil,
    banReason: row.banReason,
  } satisfies ForumStanding;
}

/** The member's standing, or null for someone who never took part. */
export function findStanding(db: Executor, userId: string): Promise<ForumStanding | null> {
  return readStanding(db, userId, false);
}

/**
 * The member's standing, their row made first if they have none (with a handle from their
 * shown name: first name and initial, never the whole name), and locked for the rest of the
 * transaction.
 */
export async function ensureMember(tx: Executor, userId: string): Promise<ForumStanding> {
  const known = await readStanding(tx, userId, true);
  if (known) return known;
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new Error(`no account ${userId}`);
  const shown = reviewerName(person.firstName, person.lastName) || person.name;
  // Handles alike taken already, read once; a race for the same handle is settled by the unique index and a retry.
  const stem = handleFromName(shown, () => false).slice(0, 20);
  for (let attempt = 0; attempt < 5; attempt++) {
    const alike = await tx
      .select({ handle: forumMembers.handle })
      .from(forumMembers)
      .where(or(eq(forumMembers.handle, stem), like(forumMembers.handle, `${stem}%`)));
    const taken = new Set(alike.map((row) => row.handle));
    const handle = handleFromName(shown, (candidate) => taken.has(candidate));
    const inserted = await tx
      .insert(forumMembers)
      .values({ userId, handle })
      .onConflictDoNothing()
      .returning({ userId: forumMembers.userId });
    const standing = await readStanding(tx, userId, true);
    if (standing) return standing;
    if (inserted.length > 0) break;
  }
  throw new Error('could not give the member a handle');
}

/** What a member may post now: their trust level's limits, or none for a moderator. */
export function limitsFor(actor: Actor, standing: ForumStanding) {
  return postingLimits(standing.trustLevel, moderates(actor, standing));
}
