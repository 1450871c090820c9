import { inArray } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { forumMembers } from '~/db/schema/forum';
import { renderMarkdown } from '~/features/content/content.server';
import { linkMentions, parseMentions } from './mentions';
import type { LivePost } from './thread-live-state';

/*
 * A post as a page or an open page's socket shows it (issue 37): its words rendered on the one
 * sanitising path (content.server's renderMarkdown, with links marked as user content), its
 * mentions of real members linked to their page, and nothing a reader may not see. A hidden
 * post keeps its place in the thread with no words; a held one is shown only to its author and
 * moderators (the reads decide who gets which).
 */

export type PostRow = {
  id: string;
  number: number;
  authorId: string | null;
  authorName: string;
  authorHandle: string | null;
  bodyMd: string;
  status: 'visible' | 'pending' | 'hidden';
  quotesNumber: number | null;
  likeCount: number;
  revision: number;
  editedAt: Date | null;
  createdAt: Date;
};

/** The shape an open page's live state holds too (thread-live-state.ts): a post as shown. */
export type ShownPost = LivePost;

/** The handles these posts mention, each once. */
export function mentionedHandles(bodies: readonly string[]): string[] {
  return [...new Set(bodies.flatMap(parseMentions))];
}

/** Which of the handles these posts mention belong to members: one read for a page of posts. */
export async function knownHandles(db: Executor, bodies: readonly string[]): Promise<Set<string>> {
  const handles = mentionedHandles(bodies);
  if (handles.length === 0) return new Set();
  const rows = await db.select({ handle: forumMembers.handle }).from(forumMembers).where(inArray(forumMembers.handle, handles));
  return new Set(rows.map((row) => row.handle));
}

/** The post as shown; `withWords` false for a hidden post a reader who is not a moderator sees. */
export function showPost(row: PostRow, handles: ReadonlySet<string>, withWords: boolean): ShownPost {
  const html = withWords
    ? renderMarkdown(linkMentions(row.bodyMd, handles), {
        headingOffset: 2,
        idPrefix: `post-${row.number}-`,
        isUserContent: true,
      }).html
    : null;
  return {
    id: row.id,
    number: row.number,
    authorId: row.authorId,
    authorName: row.authorName,
    authorHandle: row.authorHandle,
    html,
    status: row.status,
    quotesNumber: row.quotesNumber,
    likeCount: row.likeCount,
    revision: row.revision,
    editedAt: row.editedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
