import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classBookings, emailMessages } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { bookClass, cancelBooking } from '~/features/learning/class-bookings.server';
import { sendClassReminders } from '~/features/learning/learning.jobs.server';
import { loader as calendarFeedLoader } from '~/routes/learn/calendar-feed';
import { action as classAction, loader as classLoader } from '~/routes/learn/class';
import { loader as classIcsLoader } from '~/routes/learn/class-ics';
import { loader as coachingLoader } from '~/routes/learn/coaching';
import { action as lessonAction } from '~/routes/learn/lesson';
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/learn/student-dashboard';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { actorOf } from '../factories/actors';
import { createClass, createCourse } from '../factories/courses';
import { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
const db = database.db;

setupJobRunner(database);

const emailsTo = async (address: string) =>
  (await db.select().from(emailMessages).where(eq(emailMessages.toAddress, address))).map((row) => ({
    template: row.template,
    subject: row.subject,
    text: row.text,
  }));

const person = (label = 'learner') => signUpPerson(label);

const seatsOf = async (classId: string) =>
  (await db.select().from(classBookings).where(eq(classBookings.classId, classId))).reduce(
    (counts, row) => {
      counts[row.status] = (counts[row.status] ?? 0) + 1;
      return counts;
    },
    {} as Record<string, number>,
  );

describe('live classes', () => {
  it('never overbooks: 20 people booking 5 seats at once get 5 seats and 15 places in line, in order', async () => {
    const session = await createClass(database, { capacity: 5 });
    const people = [];
    for (let i = 0; i < 20; i++) people.push(await person('racer'));
    const outcomes = await Promise.all(people.map((learner) => bookClass({ actor: actorOf(learner), classId: session.id })));
    expect(outcomes.filter((outcome) => outcome.ok && outcome.status === 'booked')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.ok && outcome.status === 'waitlisted')).toHaveLength(15);
    expect(await seatsOf(session.id)).toEqual({ booked: 5, waitlisted: 15 });
    // Booking again answers with what the person has; nothing new is written.
    const again = await bookClass({ actor: actorOf({ id: people[0]?.id ?? '' }), classId: session.id });
    expect(again).toMatchObject({ ok: true, alreadyHad: true });
    expect(await seatsOf(session.id)).toEqual({ booked: 5, waitlisted: 15 });

    // A seat freed goes to the first in line; leaving the line frees no seat.
    const rows = await db.select().from(classBookings).where(eq(classBookings.classId, session.id));
    const seated = rows.find((row) => row.status === 'booked');
    // The line in the database's own order (timestamps to the microsecond, then id).
    const line = await db
      .select()
      .from(classBookings)
      .where(and(eq(classBookings.classId, session.id), eq(classBookings.status, 'waitlisted')))
      .orderBy(asc(classBookings.queuedAt), asc(classBookings.id));
    const cancelled = await cancelBooking({ actor: actorOf({ id: seated?.userId ?? '' }), classId: session.id });
    expect(cancelled).toEqual({ ok: true, promotedUserId: line[0]?.userId, refunded: null });
    expect(await seatsOf(session.id)).toEqual({ booked: 5, waitlisted: 14, cancelled: 1 });
    expect(await cancelBooking({ actor: actorOf({ id: line[5]?.userId ?? '' }), classId: session.id })).toEqual({
      ok: true,
      promotedUserId: null,
      refunded: null,
    });
    expect(await seatsOf(session.id)).toEqual({ booked: 5, waitlisted: 13, cancelled: 2 });
    // The person who cancelled may book again, at the back of the line.
    expect(await bookClass({ actor: actorOf({ id: seated?.userId ?? '' }), classId: session.id })).toMatchObject({
      ok: true,
      status: 'waitlisted',
      alreadyHad: false,
    });
  });

  it('takes no booking once a class has started or was cancelled, nor a free seat of a paid class', async () => {
    const learner = await person();
    const started = await createClass(database, { inHours: -0.5 });
    const cancelled = await createClass(database, { status: 'cancelled' });
    const paid = await createClass(database, { priceCents: 1500 });
    expect(await bookClass({ actor: actorOf(learner), classId: started.id })).toEqual({
      ok: false,
      code: 'closed',
      message: 'learning.classes.errors.closed',
      status: 409,
    });
    expect(await bookClass({ actor: actorOf(learner), classId: cancelled.id })).toEqual({
      ok: false,
      code: 'closed',
      message: 'learning.classes.errors.closed',
      status: 409,
    });
    expect(await bookClass({ actor: actorOf(learner), classId: paid.id })).toEqual({
      ok: false,
      code: 'pay-to-book',
      message: 'learning.classes.errors.payToBook',
      status: 409,
    });
    expect(await bookClass({ actor: actorOf(learner), classId: 'not-a-uuid' })).toEqual({
      ok: false,
      code: 'not-found',
      message: 'learning.classes.errors.notFound',
      status: 404,
    });
    expect(await db.select().from(classBookings).where(eq(classBookings.userId, learner.id))).toEqual([]);
  });

  it('books through the class page, shows the seat and the place in line, and lists upcoming classes', async () => {
    const session = await createClass(database, { capacity: 1, title: 'Hand pollination live' });
    const post = (intent: string, jar: CookieJar) =>
      callAction(classAction, formPost(`/coaching/classes/${session.id}`, { intent }, jar), { classId: session.id });
    const visitor = await post('book', new CookieJar());
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/auth?redirectTo=%2Fcoaching%2Fclasses%2F${session.id}`);

    const first = await person();
    const second = await person();
    expect((await post('book', first.jar)).data).toMatchObject({ ok: true, message: 'learning.classes.booked' });
    expect((await post('book', second.jar)).data).toMatchObject({ ok: true, message: 'learning.classes.waitlisted' });
    const page = (jar: CookieJar) =>
      callAction(classLoader, pageGet(`/coaching/classes/${session.id}`, jar), { classId: session.id });
    expect((await page(first.jar)).data).toMatchObject({
      booking: { status: 'booked' },
      session: { seatsTaken: 1, capacity: 1 },
    });
    expect((await page(second.jar)).data).toMatchObject({ booking: { status: 'waitlisted', position: 1 } });
    const ld = ((await page(new CookieJar())).data as { seo: { jsonLd: Array<Record<string, unknown>> } }).seo.jsonLd[0];
    expect(ld).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      offers: { availability: 'https://schema.org/SoldOut' },
    });

    expect((await post('cancel', first.jar)).data).toMatchObject({ ok: true, message: 'learning.classes.cancelled' });
    expect((await page(second.jar)).data).toMatchObject({ booking: { status: 'booked', position: null } });
    expect((await post('cancel', first.jar)).status).toBe(409);

    const listed = (await callAction(coachingLoader, pageGet('/coaching', new CookieJar()))).data as {
      classes: Array<{ id: string }>;
    };
    expect(listed.classes.map((entry) => entry.id)).toContain(session.id);
    expect((await callAction(classLoader, pageGet('/coaching/classes/nope', new CookieJar()), { classId: 'nope' })).status).toBe(
      404,
    );
  });

  it('gives each class a calendar file in UTC', async () => {
    const session = await createClass(database, {
      title: 'Compost clinic',
      startsAt: new Date('2030-03-04T17:00:00Z'),
      durationMinutes: 45,
    });
    const response = (await classIcsLoader({
      request: pageGet(`/coaching/classes/${session.id}/ics`, new CookieJar()),
      params: { classId: session.id },
      context: {},
    } as never)) as Response;
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('\r\nDTSTART:20300304T170000Z\r\n');
    expect(text).toContain('\r\nDTEND:20300304T174500Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Compost clinic\r\n');
    expect(text).toContain(`UID:class-${session.id}@`);
  });
});

describe('emails about classes and courses', () => {
  it('tells people their seat, their place in line, a seat freed for them, and reminds them 24 hours and 1 hour before', async () => {
    const session = await createClass(database, { capacity: 1, title: 'Mulch and moisture', inHours: 23 });
    const first = await person();
    const second = await person();
    await bookClass({ actor: actorOf(first), classId: session.id, locale: 'es' });
    await bookClass({ actor: actorOf(second), classId: session.id });
    await drainJobs();
    expect(await emailsTo(first.email)).toContainEqual(
      expect.objectContaining({ template: 'class-booked', subject: 'Tu plaza está reservada: Mulch and moisture' }),
    );
    expect(await emailsTo(second.email)).toContainEqual(
      expect.objectContaining({ template: 'class-booked', subject: 'You are on the waiting list: Mulch and moisture' }),
    );

    await cancelBooking({ actor: actorOf(first), classId: session.id });
    await drainJobs();
    expect((await emailsTo(second.email)).filter((email) => email.template === 'class-seat-freed')).toHaveLength(1);

    // The day-before reminder, once however often the job runs; the cancelled person gets none.
    const now = new Date();
    expect(await sendClassReminders(now)).toBeGreaterThanOrEqual(1);
    await sendClassReminders(now);
    const reminders = (await emailsTo(second.email)).filter((email) => email.template === 'class-reminder');
    expect(reminders).toEqual([expect.objectContaining({ subject: 'Tomorrow: Mulch and moisture' })]);
    expect((await emailsTo(first.email)).filter((email) => email.template === 'class-reminder')).toEqual([]);
    // An hour before: the hour's reminder, once.
    const hourBefore = new Date(session.startsAt.getTime() - 50 * 60_000);
    await sendClassReminders(hourBefore);
    await sendClassReminders(hourBefore);
    expect(
      (await emailsTo(second.email)).filter((email) => email.template === 'class-reminder').map((email) => email.subject),
    ).toEqual(['Tomorrow: Mulch and moisture', 'Starting within the hour: Mulch and moisture']);
  });

  it('sends the certificate when a course is finished', async () => {
    const course = await createCourse(database, { lessonCount: 1, quiz: false, title: 'Worm bins' });
    const learner = await person();
    const { action: courseAction } = await import('~/routes/learn/course');
    await callAction(courseAction, formPost(`/courses/${course.slug}`, { intent: 'enrol' }, learner.jar), { slug: course.slug });
    await callAction(lessonAction, formPost(`/courses/${course.slug}/lessons/lesson-1`, { intent: 'complete' }, learner.jar), {
      slug: course.slug,
      lesson: 'lesson-1',
    });
    await drainJobs();
    const [email] = (await emailsTo(learner.email)).filter((row) => row.template === 'course-completed');
    expect(email?.subject).toBe('You finished Worm bins');
    expect(email?.text).toMatch(/VL(-[0-9A-Z]{4}){3}/);
  });
});

describe('the personal calendar feed', () => {
  it("lists a person's booked classes at a secret address, which a reset replaces", async () => {
    const learner = await person();
    const booked = await createClass(database, { title: 'Feed class one' });
    const waiting = await createClass(database, { title: 'Feed class two', capacity: 1 });
    await bookClass({ actor: actorOf(learner), classId: booked.id });
    await bookClass({ actor: actorOf(await person()), classId: waiting.id });
    await bookClass({ actor: actorOf(learner), classId: waiting.id });
    const dashboard = async () =>
      ((await callAction(dashboardLoader, pageGet('/student-dashboard', learner.jar))).data as { calendarFeed: string | null })
        .calendarFeed;
    expect(await dashboard()).toBeNull();
    expect(
      (await callAction(dashboardAction, formPost('/student-dashboard', { intent: 'calendar-feed' }, learner.jar))).data,
    ).toMatchObject({ ok: true });
    const address = (await dashboard()) ?? '';
    const token = address.match(/\/calendar\/([\w-]{43})\.ics$/)?.[1] ?? '';
    expect(token).not.toBe('');
    const feed = (value: string) =>
      callAction(calendarFeedLoader, pageGet(`/calendar/${value}.ics`, new CookieJar()), { token: `${value}.ics` });
    const response = (await calendarFeedLoader({
      request: pageGet(`/calendar/${token}.ics`, new CookieJar()),
      params: { token: `${token}.ics` },
      context: {},
    } as never)) as Response;
    const text = await response.text();
    expect(text).toContain('SUMMARY:Feed class one');
    // Only seats: a place in line is not in the calendar yet.
    expect(text).not.toContain('Feed class two');

    await callAction(dashboardAction, formPost('/student-dashboard', { intent: 'calendar-feed' }, learner.jar));
    expect((await feed(token)).status).toBe(404);
    expect((await feed('x'.repeat(43))).status).toBe(404);
  });
});
