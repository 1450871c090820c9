import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { classBookings, coachingClasses } from '~/db/schema/coaching';
import { certificates, courseEnrolments, courses } from '~/db/schema/learning';
import { subscribe } from '~/features/jobs/events.server';
import { handleJob } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { findCertificateCodeOf } from './certificates.server';
import { releaseLapsedOffers } from './class-seat-release.server';
import {
  certificateReissued,
  classBooked,
  classCancelledForBooking,
  classChanged,
  classSeatPromoted,
  courseChanged,
  courseCompleted,
} from './events';
import { classRemindersJob } from './jobs';
import { reindexClasses, reindexCourses } from './search-documents.server';

/*
 * What follows a learner's step, as durable jobs (convention 4): the emails for a booked seat or
 * place in line, a seat freed for someone waiting, a finished course with its certificate, and
 * the reminders 24 hours and 1 hour before a class. Each is sent once: subscribers send with a
 * dedupe key per event, and a reminder is claimed on its booking row before it is written.
 */

/** A booking with what its emails say: the person, the class, the language they booked in. */
async function bookingFacts(bookingId: string, db: Executor = getDb()) {
  const [row] = await db
    .select({
      id: classBookings.id,
      status: classBookings.status,
      holdExpiresAt: classBookings.holdExpiresAt,
      locale: classBookings.locale,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      name: users.name,
      classId: coachingClasses.id,
      title: coachingClasses.title,
      startsAt: coachingClasses.startsAt,
      durationMinutes: coachingClasses.durationMinutes,
      classStatus: coachingClasses.status,
    })
    .from(classBookings)
    .innerJoin(users, eq(users.id, classBookings.userId))
    .innerJoin(coachingClasses, eq(coachingClasses.id, classBookings.classId))
    .where(eq(classBookings.id, bookingId));
  return row ?? null;
}

type Facts = NonNullable<Awaited<ReturnType<typeof bookingFacts>>>;

const classProps = (facts: Facts) => ({
  firstName: facts.firstName || facts.name,
  classId: facts.classId,
  title: facts.title,
  startsAt: facts.startsAt.toISOString(),
  durationMinutes: facts.durationMinutes,
});

subscribe(classBooked, 'booking-email', async ({ bookingId }, { eventId }) => {
  const facts = await bookingFacts(bookingId);
  if (!facts || facts.status === 'cancelled') return;
  await sendEmail({
    template: 'class-booked',
    to: facts.email,
    locale: facts.locale,
    userId: facts.userId,
    dedupeKey: `class-booked:${eventId}`,
    props: { ...classProps(facts), waitlisted: facts.status === 'waitlisted' },
  });
});

subscribe(classSeatPromoted, 'seat-freed-email', async ({ bookingId }, { eventId }) => {
  const facts = await bookingFacts(bookingId);
  if (facts?.status !== 'booked' && facts?.status !== 'held') return;
  // A paid class's seat is held for the person to pay by a deadline (decision 0053).
  const payBy = facts.status === 'held' && facts.holdExpiresAt ? facts.holdExpiresAt.toISOString() : null;
  await sendEmail({
    template: 'class-seat-freed',
    to: facts.email,
    locale: facts.locale,
    userId: facts.userId,
    dedupeKey: `class-seat-freed:${eventId}`,
    props: { ...classProps(facts), payBy },
  });
});

subscribe(classCancelledForBooking, 'class-cancelled-email', async ({ bookingId, refunded }, { eventId }) => {
  const facts = await bookingFacts(bookingId);
  if (!facts) return;
  await sendEmail({
    template: 'class-cancelled',
    to: facts.email,
    locale: facts.locale,
    userId: facts.userId,
    dedupeKey: `class-cancelled:${eventId}`,
    props: { ...classProps(facts), refunded },
  });
});

subscribe(courseCompleted, 'completion-email', async ({ enrolmentId, locale }, { eventId }) => {
  const [row, certificateCode] = await Promise.all([
    getDb()
      .select({ userId: users.id, email: users.email, firstName: users.firstName, name: users.name, courseTitle: courses.title })
      .from(courseEnrolments)
      .innerJoin(users, eq(users.id, courseEnrolments.userId))
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(eq(courseEnrolments.id, enrolmentId))
      .then((rows) => rows[0]),
    findCertificateCodeOf(enrolmentId),
  ]);
  if (!row) return;
  await sendEmail({
    template: 'course-completed',
    to: row.email,
    locale,
    userId: row.userId,
    dedupeKey: `course-completed:${eventId}`,
    props: { firstName: row.firstName || row.name, courseTitle: row.courseTitle, certificateCode },
  });
});

/** The learner is told their certificate was re-issued (issue 35, point 13): the new code and the reason. */
subscribe(certificateReissued, 'certificate-reissued-email', async ({ certificateId }, { eventId }) => {
  const [row] = await getDb()
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      name: users.name,
      courseTitle: certificates.courseTitle,
      code: certificates.code,
      reason: certificates.reissueReason,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(certificates.id, certificateId));
  if (!row) return;
  await sendEmail({
    template: 'certificate-reissued',
    to: row.email,
    // An account keeps no language; the completion email took the page's, which an admin's action does not have.
    locale: 'en',
    userId: row.userId,
    dedupeKey: `certificate-reissued:${eventId}`,
    props: {
      firstName: row.firstName || row.name,
      courseTitle: row.courseTitle,
      certificateCode: row.code,
      reason: row.reason ?? '',
    },
  });
});

/**
 * The reminders: every five minutes, each seat in a class starting within the next 24 hours (or
 * hour) whose reminder has not gone gets it. A booking made less than an hour before the class
 * gets only the hour's reminder; the claim on the row and the email are one transaction.
 */
export async function sendClassReminders(now = new Date()) {
  let sent = 0;
  for (const hoursBefore of [1, 24] as const) {
    const column = hoursBefore === 24 ? classBookings.remindedDayBeforeAt : classBookings.remindedHourBeforeAt;
    const due = await getDb()
      .select({ id: classBookings.id })
      .from(classBookings)
      .innerJoin(coachingClasses, eq(coachingClasses.id, classBookings.classId))
      .where(
        and(
          eq(classBookings.status, 'booked'),
          eq(coachingClasses.status, 'scheduled'),
          isNull(column),
          gt(coachingClasses.startsAt, now),
          lte(coachingClasses.startsAt, new Date(now.getTime() + hoursBefore * 3_600_000)),
        ),
      )
      .limit(500);
    for (const { id } of due) {
      await getDb().transaction(async (tx) => {
        // Claimed by whoever gets here first; the hour's reminder also stands for the day's.
        const claimed = await tx
          .update(classBookings)
          .set(
            hoursBefore === 1
              ? { remindedHourBeforeAt: now, remindedDayBeforeAt: sql`coalesce(${classBookings.remindedDayBeforeAt}, ${now})` }
              : { remindedDayBeforeAt: now },
          )
          .where(and(eq(classBookings.id, id), isNull(column)))
          .returning({ id: classBookings.id });
        if (claimed.length === 0) return;
        const facts = await bookingFacts(id, tx);
        if (!facts) return;
        await sendEmail(
          {
            template: 'class-reminder',
            to: facts.email,
            locale: facts.locale,
            userId: facts.userId,
            dedupeKey: `class-reminder-${hoursBefore}h:${id}`,
            props: { ...classProps(facts), hoursBefore },
          },
          tx,
        );
        sent += 1;
      });
    }
  }
  return sent;
}

handleJob(classRemindersJob, async () => {
  await sendClassReminders();
  // The same five-minute beat gives up seats offered from a paid class's line and not paid in time.
  await releaseLapsedOffers();
});

// The site search's entries for courses and classes (decision 0077): rewritten from the row as
// it is now, so a repeated or late event does no harm.
subscribe(courseChanged, 'search-document', async ({ courseId }) => {
  await reindexCourses(getDb(), [courseId]);
});
subscribe(classChanged, 'search-document', async ({ classId }) => {
  await reindexClasses(getDb(), [classId]);
});
