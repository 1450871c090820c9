import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { coachingClasses } from '~/db/schema/coaching';

/**
 * A class and whether this person holds a booked seat in it (a place in line is not a seat), in
 * one read: what the live room checks when its page loads and again when its socket connects.
 * Null when there is no such class. The caller checks the id is a UUID.
 */
export async function findClassWithSeat({ classId, userId }: { classId: string; userId: string }) {
  const [row] = await getDb()
    .select({
      classId: coachingClasses.id,
      title: coachingClasses.title,
      instructorName: coachingClasses.instructorName,
      instructorId: coachingClasses.instructorId,
      startsAt: coachingClasses.startsAt,
      durationMinutes: coachingClasses.durationMinutes,
      status: coachingClasses.status,
      hasSeat: sql<boolean>`exists (select 1 from class_bookings b where b.class_id = coaching_classes.id and b.user_id = ${userId} and b.status = 'booked')`,
    })
    .from(coachingClasses)
    .where(eq(coachingClasses.id, classId));
  return row ?? null;
}
