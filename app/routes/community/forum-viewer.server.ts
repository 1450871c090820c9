import type { SessionUser } from '~/features/accounts/guard.server';
import type { ForumStanding } from '~/features/forum/members.server';
import { countUnreadNotifications } from '~/features/forum/notifications.server';
import { readForumViewer, type Viewer } from '~/features/forum/threads.server';

/** What every forum page reads about the person first: whether they moderate, and their unread notifications. */
export async function loadForumViewer(user: SessionUser | null): Promise<{
  viewer: Viewer;
  standing: ForumStanding | null;
  toolbar: { isSignedIn: boolean; isModerator: boolean; unread: number };
}> {
  const [{ viewer, standing }, unread] = await Promise.all([
    readForumViewer(user),
    user ? countUnreadNotifications({ actor: user }) : Promise.resolve(0),
  ]);
  return { viewer, standing, toolbar: { isSignedIn: user !== null, isModerator: Boolean(viewer?.isModerator), unread } };
}
