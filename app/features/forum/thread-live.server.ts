import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { getRealtimeBus, type RealtimeBus } from '~/db/realtime-bus.server';
import { forumThreads } from '~/db/schema/forum';
import { getLogger } from '~/utils/logger.server';
import type { ShownPost } from './post-view.server';
import type { LiveThread } from './thread-live-state';
import { findChangesSince } from './threads.server';

/*
 * Open thread pages kept current (issue 37, decision 0086). Every change to a thread bumps its
 * revision; after the change commits, the operation announces "everything after revision N" on
 * the thread's channel of the realtime bus (LISTEN/NOTIFY, PGlite included, or Redis), so every
 * app instance hears it and hands it to the sockets it holds: never one process's memory alone.
 * A page that was away (a lost network, a sleeping laptop) reconnects with the last revision it
 * saw and is sent what it missed, the same message a change announces.
 *
 * What goes out is what any reader of the thread sees: visible posts whole, a hidden or held
 * post as its place only. Whoever needs more (a moderator, a held post's author) reloads.
 */

/** What a thread's socket sends: the changes after a revision, up to `revision`. */
export type ThreadChanges = { type: 'changes'; revision: number; thread: LiveThread; posts: ShownPost[] };

export function threadChannel(threadId: string): string {
  return `forum_thread_${threadId.replace(/-/g, '').toLowerCase()}`;
}

/** The changes after `after`, read now: the catch-up a reconnecting page gets, and what an announcement carries. */
export async function readThreadChanges(threadId: string, after: number): Promise<ThreadChanges | null> {
  const db = getDb();
  const [thread] = await db
    .select({
      revision: forumThreads.revision,
      isLocked: forumThreads.isLocked,
      isPinned: forumThreads.isPinned,
      acceptedPostId: forumThreads.acceptedPostId,
      replyCount: forumThreads.replyCount,
    })
    .from(forumThreads)
    .where(eq(forumThreads.id, threadId));
  if (!thread) return null;
  const posts = after >= thread.revision ? [] : await findChangesSince({ threadId, after }, db);
  const { revision, ...state } = thread;
  return { type: 'changes', revision, thread: state, posts };
}

/**
 * Tells every open page of the thread what changed after `after` (the revision before the
 * change). Called after the change committed; a failure here loses nothing but immediacy (the
 * pages catch up when they next reconnect), so it is logged, never thrown at the person.
 */
export async function announceThreadChange(threadId: string, after: number, bus: RealtimeBus = getRealtimeBus()) {
  try {
    const changes = await readThreadChanges(threadId, after);
    if (changes) await bus.publish(threadChannel(threadId), JSON.stringify(changes));
  } catch (error) {
    getLogger().warn({ err: error, threadId }, 'a forum change could not be announced');
  }
}
