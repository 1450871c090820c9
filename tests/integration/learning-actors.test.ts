import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  certificates,
  classBookings,
  coachingClasses,
  courseModules,
  courseQuizzes,
  courseReviews,
  courses,
  lessonCompletions,
  lessonFiles,
  lessonNotes,
  lessons,
  quizAttempts,
} from '~/db/schema/index';
import { reissueCertificate, revokeCertificate } from '~/features/learning/certificates.server';
import { bookClass, cancelBooking } from '~/features/learning/class-bookings.server';
import { cancelClass } from '~/features/learning/class-cancellation.server';
import { publishCourse, updateCourse, createCourse as writeCourse } from '~/features/learning/course-details.server';
import { addLesson, deleteLesson, saveLesson } from '~/features/learning/course-lessons.server';
import { addModule, deleteModule } from '~/features/learning/course-modules.server';
import { submitCourseReview } from '~/features/learning/course-reviews.server';
import {
  completeLesson,
  type Enrolment,
  enrolInFreeCourse,
  saveNote,
  uncompleteLesson,
} from '~/features/learning/enrolments.server';
import { deleteLessonFile, lessonFileDirectory, saveLessonFile } from '~/features/learning/lesson-files.server';
import { submitQuizAttempt } from '~/features/learning/quiz.server';
import { saveQuestion, saveQuizSettings } from '~/features/learning/quiz-editing.server';
import { scheduleClass } from '~/features/learning/teaching.server';
import { type Actor, isActorRefusal } from '~/utils/actor';
import { resetEnvCache } from '~/utils/env.server';
import { createActor } from '../factories/actors';
import { createClass, createCourse } from '../factories/courses';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Operations check who acts (issue 34, convention 16): each family of learning's operations
 * refuses the wrong person itself, with Access Denied, whichever route (or none) calls it, and
 * writes nothing. The pages check first as well; these call the operations directly, as a second
 * caller would.
 */

// Lesson files go to a store of this test file's own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'learning-actors-'));
const savedDataDir = process.env.DATA_DIR;
process.env.DATA_DIR = dataDir;
resetEnvCache();
afterAll(() => {
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  resetEnvCache();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const database = await setupTestDatabase();
const db = database.db;

/** What the operation threw, or null when it did not. */
async function thrownBy(operation: () => Promise<unknown>): Promise<unknown> {
  try {
    await operation();
  } catch (error) {
    return error;
  }
  return null;
}

async function expectRefused(operation: () => Promise<unknown>) {
  const error = await thrownBy(operation);
  expect(isActorRefusal(error), `expected Access Denied, got ${String(error)}`).toBe(true);
}

/** A course's rows as the editor changes them: the course, its modules, lessons and quiz. */
async function courseState(courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  return {
    course,
    modules: await db.select().from(courseModules).where(eq(courseModules.courseId, courseId)),
    lessons: await db.select().from(lessons).where(eq(lessons.courseId, courseId)),
    quizzes: await db.select().from(courseQuizzes).where(eq(courseQuizzes.courseId, courseId)),
  };
}

describe('the course editor', () => {
  it("refuses another instructor and a learner on a course, and writes nothing; the course's instructor and an admin may", async () => {
    const owner = await createActor(database, 'instructor');
    const other = await createActor(database, 'instructor');
    const learner = await createActor(database);
    const admin = await createActor(database, 'admin');
    const course = await createCourse(database, { instructorId: owner.id, status: 'draft' });
    const [lesson] = course.lessons;
    const moduleId = lesson?.moduleId ?? '';
    const lessonId = lesson?.id ?? '';
    const before = await courseState(course.id);
    const details = {
      title: 'Taken over',
      summary: 'A course someone else now says is theirs.',
      description: '',
      level: 'beginner' as const,
      topic: 'growing' as const,
      language: 'en',
      priceCents: 0,
    };
    const lessonInput = {
      title: 'Rewritten',
      moduleId,
      minutes: 5,
      isPreview: false,
      videoUrl: null,
      dripDays: null,
      body: 'Not the instructor’s words.',
      materials: [],
    };
    const question = {
      prompt: 'Whose course is this?',
      kind: 'single' as const,
      options: [
        { id: 'a', text: 'Mine' },
        { id: 'b', text: 'Someone else’s' },
      ],
      correct: ['b'],
      explanation: 'It is its instructor’s.',
    };

    for (const actor of [other, learner] as Actor[]) {
      const change = { actor, courseId: course.id };
      await expectRefused(() => updateCourse({ ...change, input: details }));
      await expectRefused(() => publishCourse(change));
      await expectRefused(() => addModule({ ...change, title: 'Intruding module' }));
      await expectRefused(() => deleteModule({ ...change, moduleId }));
      await expectRefused(() => addLesson({ ...change, moduleId, title: 'Intruding lesson' }));
      await expectRefused(() => saveLesson({ ...change, lessonId, input: lessonInput }));
      await expectRefused(() => deleteLesson({ ...change, lessonId }));
      await expectRefused(() =>
        saveQuizSettings({ ...change, input: { title: 'Their quiz', passPercent: 10, isRequired: false } }),
      );
      await expectRefused(() => saveQuestion({ ...change, input: question }));
    }
    expect(await courseState(course.id)).toEqual(before);

    expect(await addModule({ actor: owner, courseId: course.id, title: 'Harvest' })).toEqual({ ok: true });
    expect(
      await updateCourse({ actor: admin, courseId: course.id, input: { ...details, title: 'Revised by an admin' } }),
    ).toEqual({
      ok: true,
    });
  });

  it('writes a new course only for someone who teaches', async () => {
    const learner = await createActor(database);
    const input = {
      title: 'A learner’s course',
      summary: 'Someone who does not teach tries to write a course.',
      description: '',
      level: 'beginner' as const,
      topic: 'growing' as const,
      language: 'en',
      priceCents: 0,
      firstModule: 'First steps',
    };
    await expectRefused(() => writeCourse({ actor: learner, instructorName: 'Ada Actor', input }));
    expect(await db.select().from(courses).where(eq(courses.instructorId, learner.id))).toEqual([]);
  });
});

describe("a lesson's files", () => {
  it("refuses another instructor's upload and removal, keeping the files as they were and no upload behind", async () => {
    const owner = await createActor(database, 'instructor');
    const other = await createActor(database, 'instructor');
    const course = await createCourse(database, { instructorId: owner.id, quiz: false });
    const lessonId = course.lessons[0]?.id ?? '';
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const upload = async () => {
      fs.mkdirSync(lessonFileDirectory(), { recursive: true });
      const file = path.join(lessonFileDirectory(), `${randomUUID()}.part`);
      fs.writeFileSync(file, pdf);
      return { path: file, name: 'plan.pdf', size: pdf.byteLength, head: pdf.slice(0, 16) };
    };

    const kept = await saveLessonFile({ actor: owner, lessonId, kind: 'resource', upload: await upload() });
    if (!kept.ok) throw new Error(kept.message);
    const stored = () => fs.readdirSync(lessonFileDirectory()).sort();
    const before = { rows: await db.select().from(lessonFiles), files: stored() };

    const intruding = await upload();
    await expectRefused(() => saveLessonFile({ actor: other, lessonId, kind: 'resource', upload: intruding }));
    await expectRefused(() => deleteLessonFile({ actor: other, lessonId, fileId: kept.fileId }));
    expect(fs.existsSync(intruding.path)).toBe(false);
    expect({ rows: await db.select().from(lessonFiles), files: stored() }).toEqual(before);
  });
});

describe('live classes', () => {
  it("refuses cancelling another instructor's class, or a learner cancelling one; its bookings stay", async () => {
    const teacher = await createActor(database, 'instructor');
    const other = await createActor(database, 'instructor');
    const learner = await createActor(database);
    const admin = await createActor(database, 'admin');
    const session = await createClass(database, { instructorId: teacher.id });
    expect(await bookClass({ actor: learner, classId: session.id })).toMatchObject({ ok: true, status: 'booked' });

    await expectRefused(() => cancelClass({ actor: other, classId: session.id }));
    await expectRefused(() => cancelClass({ actor: learner, classId: session.id }));
    const [row] = await db.select().from(coachingClasses).where(eq(coachingClasses.id, session.id));
    expect(row?.status).toBe('scheduled');
    expect(
      await db.select({ status: classBookings.status }).from(classBookings).where(eq(classBookings.classId, session.id)),
    ).toEqual([{ status: 'booked' }]);

    expect(await cancelClass({ actor: admin, classId: session.id })).toEqual({ ok: true, ended: 1 });
  });

  it('schedules a class only for someone who teaches', async () => {
    const learner = await createActor(database);
    const input = {
      title: 'A learner’s class',
      summary: 'Someone who does not teach tries to run a class.',
      description: '',
      startsAt: '',
      durationMinutes: 60,
      capacity: 5,
      priceCents: 0,
      refundCutoffHours: 24,
    };
    const startsAt = new Date(Date.now() + 7 * 24 * 3_600_000);
    await expectRefused(() => scheduleClass({ actor: learner, instructorName: 'Ada Actor', input, startsAt }));
    expect(await db.select().from(coachingClasses).where(eq(coachingClasses.instructorId, learner.id))).toEqual([]);
  });

  it("books and cancels for the actor only: nobody can name someone else's booking", async () => {
    const seated = await createActor(database);
    const stranger = await createActor(database);
    const session = await createClass(database, { capacity: 1 });
    await bookClass({ actor: seated, classId: session.id });
    // The stranger's cancel is about their own booking, which they do not have.
    expect(await cancelBooking({ actor: stranger, classId: session.id })).toMatchObject({ ok: false, code: 'no-booking' });
    expect(
      await db
        .select({ userId: classBookings.userId, status: classBookings.status })
        .from(classBookings)
        .where(eq(classBookings.classId, session.id)),
    ).toEqual([{ userId: seated.id, status: 'booked' }]);
  });
});

describe("a learner's enrolment", () => {
  it("refuses anyone else (an admin too) completing, taking back, noting or answering the quiz on someone's enrolment", async () => {
    const learner = await createActor(database);
    const other = await createActor(database);
    const admin = await createActor(database, 'admin');
    const course = await createCourse(database, { lessonCount: 2 });
    const [first, second] = course.lessons;
    const enrolled = await enrolInFreeCourse({ actor: learner, course });
    if (!enrolled.ok) throw new Error(enrolled.message);
    const enrolment: Enrolment = enrolled.enrolment;
    await completeLesson({ actor: learner, enrolment, lessonId: first?.id ?? '' });
    const quizForm = new FormData();
    quizForm.append('answer-q1', 'b');
    quizForm.append('answer-q2', 'a');
    quizForm.append('answer-q2', 'c');
    const record = async () => ({
      completions: await db.select().from(lessonCompletions).where(eq(lessonCompletions.enrolmentId, enrolment.id)),
      notes: await db.select().from(lessonNotes).where(eq(lessonNotes.enrolmentId, enrolment.id)),
      attempts: await db.select().from(quizAttempts).where(eq(quizAttempts.enrolmentId, enrolment.id)),
    });
    const before = await record();

    for (const actor of [other, admin] as Actor[]) {
      await expectRefused(() => completeLesson({ actor, enrolment, lessonId: second?.id ?? '' }));
      await expectRefused(() => uncompleteLesson({ actor, enrolment, lessonId: first?.id ?? '' }));
      await expectRefused(() => saveNote({ actor, enrolment, lessonId: first?.id ?? '', body: 'Not my note.' }));
      await expectRefused(() => submitQuizAttempt({ actor, enrolment, form: quizForm }));
    }
    expect(await record()).toEqual(before);
    expect(await submitQuizAttempt({ actor: learner, enrolment, form: quizForm })).toMatchObject({ ok: true, passed: true });
  });

  it('lets only a learner on the course review it', async () => {
    const outsider = await createActor(database);
    const course = await createCourse(database);
    const review = { rating: 5, body: 'A review from someone who never took the course.' };
    await expectRefused(() => submitCourseReview({ actor: outsider, courseId: course.id, input: review }));
    expect(await db.select().from(courseReviews).where(eq(courseReviews.courseId, course.id))).toEqual([]);
  });
});

describe('certificates', () => {
  it('are revoked and re-issued by an administrator only', async () => {
    const learner = await createActor(database);
    const instructor = await createActor(database, 'instructor');
    const admin = await createActor(database, 'admin');
    const course = await createCourse(database, { lessonCount: 1, quiz: false, instructorId: instructor.id });
    const enrolled = await enrolInFreeCourse({ actor: learner, course });
    if (!enrolled.ok) throw new Error(enrolled.message);
    await completeLesson({ actor: learner, enrolment: enrolled.enrolment, lessonId: course.lessons[0]?.id ?? '' });
    const [certificate] = await db.select().from(certificates).where(eq(certificates.userId, learner.id));
    if (!certificate) throw new Error('no certificate was issued');

    for (const actor of [learner, instructor] as Actor[]) {
      await expectRefused(() => revokeCertificate({ actor, id: certificate.id, reason: 'Not theirs to revoke' }));
      await expectRefused(() => reissueCertificate({ actor, id: certificate.id, reason: 'Not theirs to re-issue' }));
    }
    expect(await db.select().from(certificates).where(eq(certificates.userId, learner.id))).toEqual([certificate]);
    expect(await revokeCertificate({ actor: admin, id: certificate.id, reason: 'Shared answers' })).toMatchObject({ ok: true });
  });
});
