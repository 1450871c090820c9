import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** What the forum announces (convention 4), written in the transaction that made the change. */

/**
 * A post became visible (written by a member past the hold, or approved by a moderator): its
 * thread's watchers and the members it mentions are notified (notifications.server.ts).
 */
export const forumPostPublished = defineEvent('forum.post_published', z.object({ postId: z.string().uuid() }));

/**
 * What search shows of a thread changed (created, approved, its opening post edited, an answer
 * accepted, hidden, moved, or its category's openness): its search document follows.
 */
export const forumThreadChanged = defineEvent('forum.thread_changed', z.object({ threadId: z.string().uuid() }));

/** A post was liked, or its answer accepted: its author hears of it (in the site; accepted also by email). */
export const forumPostAcknowledged = defineEvent(
  'forum.post_acknowledged',
  z.object({ postId: z.string().uuid(), kind: z.enum(['like', 'accepted', 'approved']), actorName: z.string().max(120) }),
);
