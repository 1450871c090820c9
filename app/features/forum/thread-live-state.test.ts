import { describe, expect, it } from 'vitest';
import {
  initialLiveState,
  type LivePost,
  reconnectDelayMs,
  type ThreadLiveContext,
  threadLiveReducer,
} from './thread-live-state';

const thread = { isLocked: false, isPinned: false, acceptedPostId: null, replyCount: 1 };
const post = (number: number, revision: number, extra: Partial<LivePost> = {}): LivePost => ({
  id: `p${number}`,
  number,
  authorId: `u${number}`,
  authorName: `Member ${number}`,
  authorHandle: null,
  html: `<p>post ${number} r${revision}</p>`,
  status: 'visible',
  quotesNumber: null,
  likeCount: 0,
  revision,
  editedAt: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...extra,
});
const context: ThreadLiveContext = { isLastPage: true, perPage: 20, viewerId: 'u1', isModerator: false };

describe('the thread page live state', () => {
  it('adds a new reply once, however often it is told', () => {
    const start = initialLiveState(2, thread, [post(1, 1), post(2, 2)]);
    const changes = { type: 'changes' as const, revision: 3, thread: { ...thread, replyCount: 2 }, posts: [post(3, 3)] };
    const once = threadLiveReducer(start, changes, context);
    const twice = threadLiveReducer(once, changes, context);
    expect(twice.posts.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(twice.arrived).toBe(1);
    expect(twice.revision).toBe(3);
    expect(twice.thread.replyCount).toBe(2);
  });

  it('replaces a post with a later revision only (an edit, a like), never an older one', () => {
    const start = initialLiveState(5, thread, [post(1, 1), post(2, 5, { likeCount: 2 })]);
    const stale = threadLiveReducer(start, { type: 'changes', revision: 5, thread, posts: [post(2, 3)] }, context);
    expect(stale.posts[1]?.likeCount).toBe(2);
    const edited = threadLiveReducer(
      start,
      { type: 'changes', revision: 6, thread, posts: [post(2, 6, { likeCount: 3 })] },
      context,
    );
    expect(edited.posts[1]?.likeCount).toBe(3);
  });

  it('empties a hidden post for readers, keeps its words for a moderator, and removes a post held again', () => {
    const start = initialLiveState(2, thread, [post(1, 1), post(2, 2)]);
    const hidden = { type: 'changes' as const, revision: 3, thread, posts: [post(2, 3, { status: 'hidden', html: null })] };
    expect(threadLiveReducer(start, hidden, context).posts[1]).toMatchObject({ status: 'hidden', html: null });
    expect(threadLiveReducer(start, hidden, { ...context, isModerator: true }).posts[1]?.html).toBe('<p>post 2 r2</p>');
    const held = { type: 'changes' as const, revision: 3, thread, posts: [post(2, 3, { status: 'pending', html: null })] };
    expect(threadLiveReducer(start, held, context).posts.map((p) => p.number)).toEqual([1]);
  });

  it('counts new replies that belong on a later page instead of adding them', () => {
    const start = initialLiveState(2, thread, [post(1, 1), post(2, 2)]);
    const changes = { type: 'changes' as const, revision: 3, thread, posts: [post(3, 3)] };
    expect(threadLiveReducer(start, changes, { ...context, isLastPage: false }).newElsewhere).toBe(1);
    expect(threadLiveReducer(start, changes, { ...context, perPage: 2 }).newElsewhere).toBe(1);
  });

  it('ignores a held reply it is told of by number only', () => {
    const start = initialLiveState(2, thread, [post(1, 1)]);
    const next = threadLiveReducer(
      start,
      { type: 'changes', revision: 3, thread, posts: [post(2, 3, { status: 'pending', html: null })] },
      context,
    );
    expect(next.posts).toHaveLength(1);
  });

  it('backs off 1, 2, 4… up to 30 seconds between attempts', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 6, 10].map((failures) => reconnectDelayMs(failures, middle))).toEqual([
      1000, 2000, 4000, 8000, 30000, 30000,
    ]);
    const state = threadLiveReducer(initialLiveState(1, thread, []), { type: 'disconnected' }, context);
    expect(state).toMatchObject({ connection: 'offline', failures: 1 });
    expect(threadLiveReducer(state, { type: 'connected' }, context)).toMatchObject({ connection: 'live', failures: 0 });
  });
});

describe('a page read again', () => {
  it('takes the loader’s posts (the viewer’s own held reply included) and keeps later ones that arrived live', () => {
    const start = initialLiveState(3, thread, [post(1, 1), post(2, 2), post(4, 4)]);
    const own = post(3, 3, { status: 'pending', authorId: 'u1' });
    const next = threadLiveReducer(start, { type: 'loaded', revision: 3, thread, posts: [post(1, 1), post(2, 2), own] }, context);
    expect(next.posts.map((p) => [p.number, p.status])).toEqual([
      [1, 'visible'],
      [2, 'visible'],
      [3, 'pending'],
      [4, 'visible'],
    ]);
    expect(next.revision).toBe(3);
  });
});
