import { describe, expect, it } from 'vitest';
import { findDemoAccount } from '~/features/accounts/demo-accounts.server';
import { listCertificatesOf } from '~/features/learning/certificates.server';
import { findBookingsOf } from '~/features/learning/classes.server';
import { DEMO_STUDENT_COURSE_FINISHED, DEMO_STUDENT_COURSE_IN_PROGRESS } from '~/features/learning/demo-learner-seed.server';
import { findLearnerCourses } from '~/features/learning/enrolments.server';
import type { Actor } from '~/utils/actor';
import { loadDemoContentOnce, reloadDemoContent } from '../../server/demo-content';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

/*
 * Issue 35, point 17: the README's demo student signs in to a learner's dashboard, not an empty
 * one: a course half done, one finished with its certificate, and a booked class to come.
 */
describe('the demo student', () => {
  it('has a course half done, a finished one with its certificate and an upcoming class, whatever the re-seeds', async () => {
    await loadDemoContentOnce(database.db);
    await reloadDemoContent(database.db);
    await reloadDemoContent(database.db);
    const student = await findDemoAccount(database.db, 'student');
    expect(student).not.toBeNull();
    const actor: Actor = { id: student?.id ?? '', role: 'user' };

    const courses = await findLearnerCourses({ actor });
    expect(courses).toHaveLength(2);
    const inProgress = courses.find((course) => course.slug === DEMO_STUDENT_COURSE_IN_PROGRESS);
    expect(inProgress?.progress.isComplete).toBe(false);
    expect(inProgress?.progress.percent).toBeGreaterThan(0);
    expect(inProgress?.completedAt).toBeNull();
    expect(inProgress?.resume).not.toBeNull();
    const finished = courses.find((course) => course.slug === DEMO_STUDENT_COURSE_FINISHED);
    expect(finished?.progress.isComplete).toBe(true);
    expect(finished?.completedAt).not.toBeNull();

    const certificates = await listCertificatesOf({ actor });
    expect(certificates.map((certificate) => certificate.courseSlug)).toEqual([DEMO_STUDENT_COURSE_FINISHED]);

    const bookings = await findBookingsOf({ actor });
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.status).toBe('booked');
    expect(bookings[0]?.startsAt.getTime()).toBeGreaterThan(Date.now());
  });
});
