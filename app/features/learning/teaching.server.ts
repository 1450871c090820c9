import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { coachingClasses } from '~/db/schema/coaching';
import { courses } from '~/db/schema/learning';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import type { ClassFormInput } from './class-form.schema';
import { seatsTakenSql } from './classes.server';
import { upsertClassProduct } from './course-product.server';
import { type ScheduleCode, scheduleFailure } from './failures';
import { requireTeacher } from './teaching-rights';

/*
 * What an instructor teaches (the instructor dashboard, issue 13): their classes with seats and
 * people in line, their courses with learners and completions, and scheduling a
 * new class. Each reads or writes for the person asking (`actor.id`), never for an id a form
 * names. What they earned is the money ledger's (decision 0104), not worked out here.
 */

/** Classes the actor teaches: upcoming first (soonest first), then the last ten that ended. */
export async function findClassesTaughtBy({ actor }: { actor: Actor }) {
  const columns = {
    id: coachingClasses.id,
    title: coachingClasses.title,
    startsAt: coachingClasses.startsAt,
    durationMinutes: coachingClasses.durationMinutes,
    capacity: coachingClasses.capacity,
    status: coachingClasses.status,
    seatsTaken: seatsTakenSql,
    waiting: sql<number>`(select count(*)::int from class_bookings b where b.class_id = coaching_classes.id and b.status = 'waitlisted')`,
  };
  const hasEnded = sql`${coachingClasses.startsAt} + make_interval(mins => ${coachingClasses.durationMinutes}) <= now()`;
  const [upcoming, past] = await Promise.all([
    getDb()
      .select(columns)
      .from(coachingClasses)
      .where(and(eq(coachingClasses.instructorId, actor.id), sql`not (${hasEnded})`))
      .orderBy(asc(coachingClasses.startsAt))
      .limit(50),
    getDb()
      .select(columns)
      .from(coachingClasses)
      .where(and(eq(coachingClasses.instructorId, actor.id), hasEnded))
      .orderBy(desc(coachingClasses.startsAt))
      .limit(10),
  ]);
  return { upcoming, past };
}

/** Courses the actor teaches, with how many enrolled and how many finished. */
export function findCoursesTaughtBy({ actor }: { actor: Actor }) {
  return getDb()
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      status: courses.status,
      productId: courses.productId,
      learners: sql<number>`(select count(*)::int from course_enrolments e where e.course_id = courses.id)`,
      finished: sql<number>`(select count(*)::int from course_enrolments e where e.course_id = courses.id and e.completed_at is not null)`,
    })
    .from(courses)
    .where(eq(courses.instructorId, actor.id))
    .orderBy(asc(courses.title));
}

/**
 * Schedules a live class taught by the actor, who must teach (an instructor, or an admin);
 * `startsAt` is already an instant. A paid class gets the product its seats are sold as in the
 * same transaction (decision 0053).
 */
export async function scheduleClass({
  actor,
  instructorName,
  input,
  startsAt,
  now = new Date(),
}: {
  actor: Actor;
  /** The name learners see on the class: the instructor's own. */
  instructorName: string;
  input: ClassFormInput;
  startsAt: Date;
  now?: Date;
}): Promise<Result<{ classId: string }, ScheduleCode>> {
  requireTeacher(actor);
  // At least a quarter of an hour ahead, so learners can find and book it.
  if (startsAt.getTime() < now.getTime() + 15 * 60_000) return scheduleFailure('too-soon');
  if (startsAt.getTime() > now.getTime() + 366 * 24 * 3_600_000) return scheduleFailure('too-far');
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(coachingClasses)
      .values({
        title: input.title,
        summary: input.summary,
        descriptionMd: input.description,
        instructorId: actor.id,
        instructorName,
        startsAt,
        durationMinutes: input.durationMinutes,
        capacity: input.capacity,
        priceCents: input.priceCents,
        refundCutoffHours: input.refundCutoffHours,
      })
      .returning({ id: coachingClasses.id });
    if (!row) throw new Error('the class was not saved');
    if (input.priceCents > 0) {
      const productId = await upsertClassProduct(tx, { id: row.id, ...input });
      await tx.update(coachingClasses).set({ productId }).where(eq(coachingClasses.id, row.id));
    }
    return { ok: true as const, classId: row.id };
  });
}
