import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { calendarFeeds, classBookings, coachingClasses } from '~/db/schema/coaching';
import type { Actor } from '~/utils/actor';

/*
 * A person's calendar feed of their classes (`/calendar/:token`): keyed by a 256-bit random
 * token instead of a session, since calendar apps poll it. Made and replaced by the person
 * themselves (`actor.id`), from the student dashboard.
 */

/** A new feed token: 32 random bytes, URL-safe. */
function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The actor's calendar feed token, if they made one. */
export async function findCalendarFeedToken({ actor }: { actor: Actor }): Promise<string | null> {
  const [row] = await getDb()
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, actor.id));
  return row?.token ?? null;
}

/** Makes the actor's feed token, or a new one in its place (the old address stops working). */
export async function issueCalendarFeedToken({ actor }: { actor: Actor }): Promise<string> {
  const token = newFeedToken();
  await getDb()
    .insert(calendarFeeds)
    .values({ userId: actor.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } });
  return token;
}

/** The classes in a feed: the token's owner's seats, from a week ago on (a calendar keeps what is past). */
export async function findFeedClasses(token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const db = getDb();
  const [feed] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) return null;
  return db
    .select({
      id: coachingClasses.id,
      title: coachingClasses.title,
      summary: coachingClasses.summary,
      startsAt: coachingClasses.startsAt,
      durationMinutes: coachingClasses.durationMinutes,
      status: coachingClasses.status,
    })
    .from(classBookings)
    .innerJoin(coachingClasses, eq(coachingClasses.id, classBookings.classId))
    .where(
      and(
        eq(classBookings.userId, feed.userId),
        eq(classBookings.status, 'booked'),
        gt(coachingClasses.startsAt, sql`now() - interval '7 days'`),
      ),
    )
    .orderBy(asc(coachingClasses.startsAt));
}
