import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { classBookings, coachingClasses } from '~/db/schema/coaching';
import { courses } from '~/db/schema/learning';
import { renderMarkdown } from '~/features/content/content.server';
import type { Actor } from '~/utils/actor';
import { isUuid } from '~/utils/ids';
import { type Booking, bookingOf } from './class-lock.server';
import { SLUG_PATTERN } from './learning.schema';

/*
 * Live coaching classes as people find them (issue 13): the upcoming ones, one class, the
 * person's own booking and place in line, and their bookings. The changes to a class's seats are
 * each in a file of their own, on the class's row lock (class-lock.server.ts): booking and
 * cancelling (class-bookings.server.ts), the instructor cancelling a class
 * (class-cancellation.server.ts), a seat held for its order (class-seat-hold.server.ts), and what
 * the platform releases on its own (class-seat-release.server.ts); the calendar feed is
 * calendar-feeds.server.ts.
 */

/** Seats taken in the class of the row being read (a correlated count, for lists of classes). */
export const seatsTakenSql = sql<number>`(select count(*)::int from class_bookings b where b.class_id = coaching_classes.id and b.status in ('booked', 'held'))`;

const classColumns = {
  id: coachingClasses.id,
  title: coachingClasses.title,
  summary: coachingClasses.summary,
  instructorName: coachingClasses.instructorName,
  startsAt: coachingClasses.startsAt,
  durationMinutes: coachingClasses.durationMinutes,
  capacity: coachingClasses.capacity,
  priceCents: coachingClasses.priceCents,
  status: coachingClasses.status,
  seatsTaken: seatsTakenSql,
};

export type ClassCard = {
  id: string;
  title: string;
  summary: string;
  instructorName: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  priceCents: number;
  status: 'scheduled' | 'cancelled';
  seatsTaken: number;
};

/** Scheduled classes that have not ended yet, soonest first. */
export function findUpcomingClasses({ limit = 50 }: { limit?: number } = {}): Promise<ClassCard[]> {
  return getDb()
    .select(classColumns)
    .from(coachingClasses)
    .where(
      and(
        eq(coachingClasses.status, 'scheduled'),
        gt(sql`${coachingClasses.startsAt} + make_interval(mins => ${coachingClasses.durationMinutes})`, sql`now()`),
      ),
    )
    .orderBy(asc(coachingClasses.startsAt))
    .limit(limit);
}

/**
 * The next scheduled classes that belong to any of these courses (by slug), soonest first: what a
 * guide naming a course offers to join live. A class moved to another course, or a course
 * renamed, changes what shows; nothing is stored by name.
 */
export function findUpcomingClassesOfCourses(
  slugs: readonly string[],
  { limit = 3 }: { limit?: number } = {},
): Promise<ClassCard[]> {
  const valid = slugs.filter((slug) => SLUG_PATTERN.test(slug) && slug.length <= 80);
  if (valid.length === 0) return Promise.resolve([]);
  return getDb()
    .select(classColumns)
    .from(coachingClasses)
    .innerJoin(courses, eq(courses.id, coachingClasses.courseId))
    .where(
      and(
        inArray(courses.slug, valid),
        eq(coachingClasses.status, 'scheduled'),
        gt(sql`${coachingClasses.startsAt} + make_interval(mins => ${coachingClasses.durationMinutes})`, sql`now()`),
      ),
    )
    .orderBy(asc(coachingClasses.startsAt))
    .limit(limit);
}

/** One class with its description rendered, or null. */
export async function findClass(classId: string) {
  if (!isUuid(classId)) return null;
  const [row] = await getDb()
    .select({
      ...classColumns,
      descriptionMd: coachingClasses.descriptionMd,
      courseId: coachingClasses.courseId,
      instructorId: coachingClasses.instructorId,
      productId: coachingClasses.productId,
      refundCutoffHours: coachingClasses.refundCutoffHours,
    })
    .from(coachingClasses)
    .where(eq(coachingClasses.id, classId));
  if (!row) return null;
  const { descriptionMd, ...rest } = row;
  return { ...rest, descriptionHtml: renderMarkdown(descriptionMd).html };
}

export type ClassDetail = NonNullable<Awaited<ReturnType<typeof findClass>>>;

/**
 * Who teaches a class, or null when there is no such class: for a page that answers someone
 * else's class in its own words before asking an operation (which checks again, under the lock).
 */
export async function findClassInstructor(classId: string): Promise<{ instructorId: string | null } | null> {
  if (!isUuid(classId)) return null;
  const [row] = await getDb()
    .select({ instructorId: coachingClasses.instructorId })
    .from(coachingClasses)
    .where(eq(coachingClasses.id, classId));
  return row ?? null;
}

/** The actor's live booking of a class (a seat or a place in line), or null. */
export async function findBooking({ actor, classId }: { actor: Actor; classId: string }): Promise<Booking | null> {
  if (!isUuid(classId)) return null;
  return bookingOf(getDb(), classId, actor.id);
}

/**
 * The place in line of a waiting booking: 1 is next. Compared in the database, by the booking's
 * own row: a JavaScript Date would lose the timestamp's microseconds.
 */
export async function waitlistPosition(classId: string, bookingId: string): Promise<number> {
  const [row] = await getDb()
    .select({ ahead: sql<number>`count(*)::int` })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.classId, classId),
        eq(classBookings.status, 'waitlisted'),
        sql`(${classBookings.queuedAt}, ${classBookings.id}) <= (select b.queued_at, b.id from class_bookings b where b.id = ${bookingId})`,
      ),
    );
  return Math.max(1, row?.ahead ?? 1);
}

/** The actor's live bookings of classes that have not ended, soonest first (the student dashboard, /class-enrollment). */
export function findBookingsOf({ actor }: { actor: Actor }) {
  return getDb()
    .select({
      classId: coachingClasses.id,
      title: coachingClasses.title,
      instructorName: coachingClasses.instructorName,
      startsAt: coachingClasses.startsAt,
      durationMinutes: coachingClasses.durationMinutes,
      classStatus: coachingClasses.status,
      priceCents: coachingClasses.priceCents,
      status: classBookings.status,
      queuedAt: classBookings.queuedAt,
    })
    .from(classBookings)
    .innerJoin(coachingClasses, eq(coachingClasses.id, classBookings.classId))
    .where(
      and(
        eq(classBookings.userId, actor.id),
        ne(classBookings.status, 'cancelled'),
        gt(sql`${coachingClasses.startsAt} + make_interval(mins => ${coachingClasses.durationMinutes})`, sql`now()`),
      ),
    )
    .orderBy(asc(coachingClasses.startsAt));
}
