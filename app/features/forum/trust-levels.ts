/*
 * Trust levels (issue 37, decision 0086): what a member may do in the forum grows with their
 * standing, as Discourse's levels do, so spam stays out without keeping people out. Pure; the
 * forum's operations apply it with the member's counters, read in the same transaction as the
 * post they guard.
 *
 * - 0 new: the first posts wait for a moderator; few links and no pictures; a low rate.
 * - 1 basic: posts appear at once; more links; pictures.
 * - 2 member: no link limit; the highest rate.
 * Moderators (and admins) have no limits. A post hidden by a moderator in the last 30 days puts
 * a member back to level 0 until it is 30 days old: their next posts wait for a moderator again.
 */

export type TrustLevel = 0 | 1 | 2;

export type MemberStanding = {
  visiblePosts: number;
  likesReceived: number;
  /** When their account was made. */
  joinedAt: Date;
  lastHiddenAt: Date | null;
};

const DAY_MS = 86_400_000;

/** What each level takes: visible posts, likes received, and days since the account was made. */
export const LEVEL_REQUIREMENTS: Record<1 | 2, { posts: number; likes: number; days: number }> = {
  1: { posts: 2, likes: 0, days: 1 },
  2: { posts: 15, likes: 5, days: 14 },
};

/** How long a moderator's hide keeps a member at level 0. */
export const HIDE_COOLING_DAYS = 30;

export function trustLevelOf(standing: MemberStanding, now: Date): TrustLevel {
  if (standing.lastHiddenAt && now.getTime() - standing.lastHiddenAt.getTime() < HIDE_COOLING_DAYS * DAY_MS) return 0;
  const days = (now.getTime() - standing.joinedAt.getTime()) / DAY_MS;
  const meets = (level: 1 | 2) => {
    const need = LEVEL_REQUIREMENTS[level];
    return standing.visiblePosts >= need.posts && standing.likesReceived >= need.likes && days >= need.days;
  };
  if (meets(2)) return 2;
  if (meets(1)) return 1;
  return 0;
}

export type PostingLimits = {
  /** Whether a new post waits for a moderator. */
  isHeld: boolean;
  /** Links a post may carry (null: any number). */
  maxLinks: number | null;
  maxImages: number | null;
  /** Posts (threads and replies) in the last hour. */
  postsPerHour: number;
  /** New threads in the last day. */
  threadsPerDay: number;
};

export function postingLimits(level: TrustLevel, isModerator: boolean): PostingLimits {
  if (isModerator) return { isHeld: false, maxLinks: null, maxImages: null, postsPerHour: 1000, threadsPerDay: 1000 };
  if (level === 0) return { isHeld: true, maxLinks: 2, maxImages: 0, postsPerHour: 6, threadsPerDay: 3 };
  if (level === 1) return { isHeld: false, maxLinks: 10, maxImages: 5, postsPerHour: 20, threadsPerDay: 10 };
  return { isHeld: false, maxLinks: null, maxImages: null, postsPerHour: 60, threadsPerDay: 30 };
}

/**
 * Links and pictures in markdown: `[text](url)`, `![alt](url)`, `<https://…>` and bare web
 * addresses (marked's GFM turns those into links too). Links to our own pages count as well:
 * a spammer can link a page of ours as easily.
 */
export function countLinks(markdown: string): { links: number; images: number } {
  const images = markdown.match(/!\[[^\]]*\]\([^)]*\)/g)?.length ?? 0;
  const withoutImages = markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ');
  const inline = withoutImages.match(/\[[^\]]*\]\([^)]*\)/g)?.length ?? 0;
  const rest = withoutImages.replace(/\[[^\]]*\]\([^)]*\)/g, ' ');
  const bare = rest.match(/(?:https?:\/\/|www\.)[^\s<>()]+/gi)?.length ?? 0;
  return { links: inline + bare, images };
}
