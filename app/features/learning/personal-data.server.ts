import { asc, eq, inArray, or } from 'drizzle-orm';
import { ERASED, type PersonalData } from '~/db/personal-data';
import { calendarFeeds, classBookings, coachingClasses } from '~/db/schema/coaching';
import {
  certificates,
  courseEnrolments,
  courseReviews,
  courses,
  lessonCompletions,
  lessonNotes,
  lessons,
  quizAttempts,
} from '~/db/schema/learning';
import { removeBookingsOf } from './class-seat-release.server';

/**
 * A learner's courses: enrolments, completed lessons, notes, quiz attempts and certificates.
 * Deleting the account deletes them (they are the person's learning record, kept for nobody else). A course
 * the person taught stays for its learners, without the link to the account and with the
 * instructor's name replaced.
 */
export const learningPersonalData: PersonalData = {
  domain: 'learning',
  tables: {
    course_enrolments: 'courseEnrolments',
    courses: 'coursesTaught',
    certificates: 'certificates',
    course_reviews: 'courseReviews',
    class_bookings: 'classBookings',
    coaching_classes: 'classesTaught',
    calendar_feeds: 'calendarFeed',
  },
  async export(db, person) {
    const enrolments = await db
      .select({
        id: courseEnrolments.id,
        course: courses.slug,
        title: courses.title,
        source: courseEnrolments.source,
        enrolledAt: courseEnrolments.enrolledAt,
        completedAt: courseEnrolments.completedAt,
      })
      .from(courseEnrolments)
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(eq(courseEnrolments.userId, person.id))
      .orderBy(asc(courseEnrolments.enrolledAt));
    const ids = enrolments.map((enrolment) => enrolment.id);
    const [completions, notes, attempts, taught, held, reviews, bookings, classesTaught] = await Promise.all([
      ids.length === 0
        ? []
        : db
            .select({
              enrolmentId: lessonCompletions.enrolmentId,
              lesson: lessons.slug,
              completedAt: lessonCompletions.completedAt,
            })
            .from(lessonCompletions)
            .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
            .where(inArray(lessonCompletions.enrolmentId, ids))
            .orderBy(asc(lessonCompletions.completedAt)),
      ids.length === 0
        ? []
        : db
            .select({
              enrolmentId: lessonNotes.enrolmentId,
              lesson: lessons.slug,
              body: lessonNotes.body,
              updatedAt: lessonNotes.updatedAt,
            })
            .from(lessonNotes)
            .innerJoin(lessons, eq(lessons.id, lessonNotes.lessonId))
            .where(inArray(lessonNotes.enrolmentId, ids))
            .orderBy(asc(lessonNotes.updatedAt)),
      ids.length === 0
        ? []
        : db
            .select({
              enrolmentId: quizAttempts.enrolmentId,
              answers: quizAttempts.answers,
              scorePercent: quizAttempts.scorePercent,
              passed: quizAttempts.passed,
              createdAt: quizAttempts.createdAt,
            })
            .from(quizAttempts)
            .where(inArray(quizAttempts.enrolmentId, ids))
            .orderBy(asc(quizAttempts.createdAt)),
      db
        .select({ course: courses.slug, title: courses.title, status: courses.status, instructorName: courses.instructorName })
        .from(courses)
        .where(eq(courses.instructorId, person.id))
        .orderBy(asc(courses.slug)),
      // Their own certificates, and those they revoked or re-issued as an admin.
      db
        .select({
          code: certificates.code,
          learnerName: certificates.learnerName,
          courseTitle: certificates.courseTitle,
          issuedAt: certificates.issuedAt,
          revokedAt: certificates.revokedAt,
          revokedReason: certificates.revokedReason,
          isOwn: eq(certificates.userId, person.id),
        })
        .from(certificates)
        .where(
          or(eq(certificates.userId, person.id), eq(certificates.revokedBy, person.id), eq(certificates.reissuedBy, person.id)),
        )
        .orderBy(asc(certificates.issuedAt)),
      db
        .select({
          course: courses.slug,
          authorName: courseReviews.authorName,
          rating: courseReviews.rating,
          body: courseReviews.body,
          createdAt: courseReviews.createdAt,
        })
        .from(courseReviews)
        .innerJoin(courses, eq(courses.id, courseReviews.courseId))
        .where(eq(courseReviews.userId, person.id))
        .orderBy(asc(courseReviews.createdAt)),
      db
        .select({
          class: coachingClasses.title,
          startsAt: coachingClasses.startsAt,
          status: classBookings.status,
          queuedAt: classBookings.queuedAt,
          bookedAt: classBookings.bookedAt,
          cancelledAt: classBookings.cancelledAt,
        })
        .from(classBookings)
        .innerJoin(coachingClasses, eq(coachingClasses.id, classBookings.classId))
        .where(eq(classBookings.userId, person.id))
        .orderBy(asc(classBookings.queuedAt)),
      db
        .select({
          title: coachingClasses.title,
          startsAt: coachingClasses.startsAt,
          instructorName: coachingClasses.instructorName,
        })
        .from(coachingClasses)
        .where(eq(coachingClasses.instructorId, person.id))
        .orderBy(asc(coachingClasses.startsAt)),
    ]);
    const of = <T extends { enrolmentId: string }>(rows: T[], id: string) =>
      rows.filter((row) => row.enrolmentId === id).map(({ enrolmentId: _, ...row }) => row);
    return {
      courseEnrolments: enrolments.map(({ id, ...enrolment }) => ({
        ...enrolment,
        lessonsCompleted: of(completions, id),
        notes: of(notes, id),
        quizAttempts: of(attempts, id),
      })),
      coursesTaught: taught,
      certificates: held,
      courseReviews: reviews,
      classBookings: bookings,
      classesTaught,
      // Whether they have a feed address, never the address itself (it is a key).
      calendarFeed:
        (
          await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, person.id))
        )[0] ?? null,
    };
  },
  async erase(tx, person) {
    // Completions, notes and quiz attempts go with their enrolment (on delete cascade).
    await tx.delete(courseEnrolments).where(eq(courseEnrolments.userId, person.id));
    await tx.update(courses).set({ instructorId: null, instructorName: ERASED }).where(eq(courses.instructorId, person.id));
    // Their certificates go (nobody should verify a deleted person's name); those they revoked
    // or re-issued as an admin stay, without who did it.
    await tx.delete(certificates).where(eq(certificates.userId, person.id));
    await tx.delete(courseReviews).where(eq(courseReviews.userId, person.id));
    // Their seats and places in line go, each seat to the first person waiting for it; classes they teach stay for their learners, without the account.
    await removeBookingsOf(tx, person.id);
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, person.id));
    await tx
      .update(coachingClasses)
      .set({ instructorId: null, instructorName: ERASED })
      .where(eq(coachingClasses.instructorId, person.id));
    await tx.update(certificates).set({ revokedBy: null }).where(eq(certificates.revokedBy, person.id));
    await tx.update(certificates).set({ reissuedBy: null }).where(eq(certificates.reissuedBy, person.id));
  },
};
