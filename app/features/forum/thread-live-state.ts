/*
 * An open thread page's live state (issue 37): the posts it shows, the thread's flags, the
 * revision it has seen, and the socket's condition. One pure reducer, tested beside it (the live
 * room's reducer is the model); the hook (components/use-thread-live.ts) only reports what the
 * socket said. A change is applied once: a post is replaced only by a later revision of it, so a
 * catch-up that repeats what a live message already brought changes nothing.
 */

export type LivePost = {
  id: string;
  number: number;
  authorId: string | null;
  authorName: string;
  authorHandle: string | null;
  html: string | null;
  status: 'visible' | 'pending' | 'hidden';
  quotesNumber: number | null;
  likeCount: number;
  revision: number;
  editedAt: string | null;
  createdAt: string;
};

export type LiveThread = { isLocked: boolean; isPinned: boolean; acceptedPostId: string | null; replyCount: number };

export type ThreadLiveState = {
  revision: number;
  thread: LiveThread;
  posts: LivePost[];
  /** New posts that belong on a later page than the one shown. */
  newElsewhere: number;
  /** Posts that arrived live since the page loaded (announced to screen readers). */
  arrived: number;
  connection: 'connecting' | 'live' | 'offline';
  /** Failed connection attempts in a row: the back-off's step. */
  failures: number;
};

export type ThreadLiveAction =
  | { type: 'changes'; revision: number; thread: LiveThread; posts: LivePost[] }
  /** The page's loader read the thread again (after the person's own reply, like or edit): its posts are as this viewer sees them. */
  | { type: 'loaded'; revision: number; thread: LiveThread; posts: LivePost[] }
  | { type: 'connected' }
  | { type: 'disconnected' };

export type ThreadLiveContext = {
  /** Whether the page shows the thread's last posts (new ones are added to it), or an earlier page. */
  isLastPage: boolean;
  /** Posts a page holds: a last page that is full sends new ones to the next page. */
  perPage: number;
  viewerId: string | null;
  isModerator: boolean;
};

export function initialLiveState(revision: number, thread: LiveThread, posts: LivePost[]): ThreadLiveState {
  return { revision, thread, posts, newElsewhere: 0, arrived: 0, connection: 'connecting', failures: 0 };
}

function mergePost(state: ThreadLiveState, post: LivePost, context: ThreadLiveContext): ThreadLiveState {
  const index = state.posts.findIndex((known) => known.id === post.id);
  if (index >= 0) {
    const known = state.posts[index] as LivePost;
    if (post.revision <= known.revision) return state;
    // A post held again (or one we were shown as held) stays as the reader last saw it unless it is theirs to see.
    if (post.status === 'pending' && known.authorId !== context.viewerId && !context.isModerator) {
      return { ...state, posts: state.posts.filter((_, at) => at !== index) };
    }
    // A moderator keeps the words of a post they hid (the socket sends its place only).
    const html = post.html ?? (context.isModerator ? known.html : null);
    const posts = [...state.posts];
    posts[index] = { ...post, html };
    return { ...state, posts };
  }
  if (post.status !== 'visible') return state;
  const fits = context.isLastPage && state.posts.length < context.perPage;
  if (!fits) {
    const isLater = state.posts.length === 0 || post.number > (state.posts[state.posts.length - 1]?.number ?? 0);
    return isLater ? { ...state, newElsewhere: state.newElsewhere + 1 } : state;
  }
  const posts = [...state.posts, post].sort((a, b) => a.number - b.number);
  return { ...state, posts, arrived: state.arrived + 1 };
}

export function threadLiveReducer(state: ThreadLiveState, action: ThreadLiveAction, context: ThreadLiveContext): ThreadLiveState {
  switch (action.type) {
    case 'connected':
      return { ...state, connection: 'live', failures: 0 };
    case 'disconnected':
      return { ...state, connection: 'offline', failures: state.failures + 1 };
    case 'loaded': {
      const last = action.posts[action.posts.length - 1]?.number ?? 0;
      const byId = new Map(state.posts.map((post) => [post.id, post]));
      const posts = [
        ...action.posts.map((post) => {
          const known = byId.get(post.id);
          return known && known.revision > post.revision ? known : post;
        }),
        ...state.posts.filter((post) => post.number > last && !action.posts.some((loaded) => loaded.id === post.id)),
      ];
      const isNewer = action.revision >= state.revision;
      return {
        ...state,
        posts,
        revision: Math.max(state.revision, action.revision),
        thread: isNewer ? action.thread : state.thread,
      };
    }
    case 'changes': {
      let next = state;
      for (const post of action.posts) next = mergePost(next, post, context);
      if (action.revision > state.revision) next = { ...next, revision: action.revision, thread: action.thread };
      return next;
    }
  }
}

/** How long to wait before the next attempt: 1 s, 2 s, 4 s… up to 30 s, with a little jitter so pages do not return all at once. */
export function reconnectDelayMs(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}
