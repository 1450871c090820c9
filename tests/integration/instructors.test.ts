import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  coachingClasses,
  emailMessages,
  instructorApplicationEvents,
  instructorApplications,
  securityEvents,
  userRoles,
} from '~/db/schema/index';
import { getSessionUser } from '~/features/accounts/guard.server';
import { decideApplication } from '~/features/instructors/applications.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { loader as managementLoader } from '~/routes/admin/instructor-management';
import { action as reviewAction, loader as reviewLoader } from '~/routes/admin/instructors';
import { action as applyAction, loader as applyLoader } from '~/routes/instructors/apply';
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/instructors/dashboard';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The instructor journey's first steps (issue 13): a person applies, an administrator asks for
 * changes, the person sends the application again, the administrator approves, and the person
 * is an instructor, told by email, with every step kept with who and when.
 */

const database = await setupTestDatabase();
const db = database.db;

setupJobRunner(database);

const person = (label: string, role?: 'admin') => signUpPerson(label, { role });

const APPLICATION = {
  expertise: 'Seed saving and small-plot vegetables',
  experience: 'Twelve years running a community seed library, and six teaching allotment holders to save their own seed.',
  sampleLesson: `# Saving tomato seed\n\n<script>alert('x')</script>\n\n${'Scoop the seeds and their jelly into a jar, add a little water and leave it for three days. '.repeat(3)}`,
  links: 'https://seeds.example.org',
  timeZone: 'Europe/Lisbon',
};

const apply = (jar: Awaited<ReturnType<typeof person>>['jar'], fields: Record<string, string> = APPLICATION) =>
  callAction(applyAction, formPost('/instructor/apply', fields, jar));

const decide = (jar: Awaited<ReturnType<typeof person>>['jar'], fields: Record<string, string>) =>
  callAction(reviewAction, formPost('/admin/instructors', fields, jar));

const applicationOf = async (userId: string) =>
  (await db.select().from(instructorApplications).where(eq(instructorApplications.userId, userId)))[0];

const decisionEmails = async (to: string) =>
  (
    await db
      .select({ template: emailMessages.template, subject: emailMessages.subject, text: emailMessages.text })
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, to), eq(emailMessages.template, 'instructor-decision')))
  ).map((row) => row.subject);

describe('instructor applications', () => {
  it('refuses an incomplete application field by field and keeps nothing', async () => {
    const applicant = await person('applicant');
    const refused = await apply(applicant.jar, {
      ...APPLICATION,
      sampleLesson: 'Too short.',
      links: 'http://plain.example.org',
      timeZone: 'Nowhere/Land',
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      fieldErrors: {
        sampleLesson: 'instructors.apply.errors.sampleLesson',
        links: 'instructors.apply.errors.link',
        timeZone: 'instructors.apply.errors.timeZone',
      },
    });
    expect(await applicationOf(applicant.id)).toBeUndefined();
    // A visitor is asked to sign in; nothing is written.
    const visitor = await callAction(
      applyAction,
      new Request('http://localhost/instructor/apply', { method: 'POST', body: new URLSearchParams(APPLICATION) }),
    );
    expect(visitor.status).toBe(401);
  });

  it('goes from application to changes to approval, with the role granted, emails sent and every step kept', async () => {
    const applicant = await person('applicant');
    const admin = await person('admin', 'admin');

    expect((await apply(applicant.jar)).data).toEqual({ ok: true });
    // One application in review at a time.
    expect((await apply(applicant.jar)).data).toMatchObject({ ok: false, formError: 'instructors.apply.errors.underReview' });
    const page = await callAction(applyLoader, pageGet('/instructor/apply', applicant.jar));
    expect(page.data).toMatchObject({
      state: 'applicant',
      application: { status: 'submitted', links: ['https://seeds.example.org'] },
    });

    // Only administrators review.
    const denied = await decide(applicant.jar, { id: (await applicationOf(applicant.id))?.id ?? '', decision: 'approve' });
    expect(denied.status).toBe(403);
    expect((await applicationOf(applicant.id))?.status).toBe('submitted');

    // The review screen lists it, the sample lesson rendered and sanitised.
    const review = await callAction(reviewLoader, pageGet('/admin/instructors', admin.jar));
    const listed = (
      review.data as { review: { applications: Array<{ id: string; userId: string; sampleLessonHtml: string }> } }
    ).review.applications.find((application) => application.userId === applicant.id);
    // Its headings sit under the application's own (h2, h3): "#" is an h4, never a second h1 on
    // the page, and its ids carry the application's, so two samples never share one.
    const id = listed?.id ?? '';
    expect(listed?.sampleLessonHtml).toContain(`<h4 id="sample-${id}-saving-tomato-seed">Saving tomato seed</h4>`);
    expect(listed?.sampleLessonHtml).not.toContain('<h1');
    expect(listed?.sampleLessonHtml).not.toContain('<script');
    // The SPEC's /instructor-management shows the same screen.
    expect((await callAction(managementLoader, pageGet('/instructor-management', admin.jar))).status).toBe(200);

    // Asking for changes needs a note saying which.
    expect((await decide(admin.jar, { id, decision: 'changes', note: 'More?' })).data).toMatchObject({
      ok: false,
      message: 'instructors.review.errors.noteRequired',
      field: 'note',
    });
    expect(
      (await decide(admin.jar, { id, decision: 'changes', note: 'Please add a lesson plan for complete beginners.' })).data,
    ).toMatchObject({
      ok: true,
      message: 'instructors.review.done.changes_requested',
    });
    await drainJobs();
    expect(await decisionEmails(applicant.email)).toEqual(['Your instructor application on Verde Living: a few changes']);

    // The applicant sees the note, edits and sends again: the same application, back in review.
    const changed = await callAction(applyLoader, pageGet('/instructor/apply', applicant.jar));
    expect(changed.data).toMatchObject({
      application: { status: 'changes_requested', decisionNote: 'Please add a lesson plan for complete beginners.' },
    });
    expect((await apply(applicant.jar, { ...APPLICATION, expertise: 'Seed saving for complete beginners' })).data).toEqual({
      ok: true,
    });
    expect(await applicationOf(applicant.id)).toMatchObject({
      id,
      status: 'submitted',
      expertise: 'Seed saving for complete beginners',
      decisionNote: null,
    });

    // Approved: the role is granted in the same step, and the applicant is told.
    expect((await getSessionUser(pageGet('/', applicant.jar)))?.role).toBe('user');
    expect((await decide(admin.jar, { id, decision: 'approve' })).data).toMatchObject({
      ok: true,
      message: 'instructors.review.done.approved',
    });
    expect((await getSessionUser(pageGet('/', applicant.jar)))?.role).toBe('instructor');
    await drainJobs();
    expect(await decisionEmails(applicant.email)).toContain('Welcome, instructor: you can teach on Verde Living');
    const [granted] = await db
      .select({ details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, admin.id), eq(securityEvents.type, 'ROLE_GRANTED')));
    expect(granted?.details).toMatchObject({ role: 'instructor', subjectUserId: applicant.id });

    // Decided once: a second decision is refused.
    expect((await decide(admin.jar, { id, decision: 'reject', note: 'Changed our mind about this one.' })).data).toMatchObject({
      ok: false,
      message: 'instructors.review.errors.alreadyDecided',
    });

    // Every step, by whom and when.
    const history = await db
      .select({
        action: instructorApplicationEvents.action,
        actorId: instructorApplicationEvents.actorId,
        note: instructorApplicationEvents.note,
      })
      .from(instructorApplicationEvents)
      .where(eq(instructorApplicationEvents.applicationId, id))
      .orderBy(asc(instructorApplicationEvents.createdAt));
    expect(history).toEqual([
      { action: 'submitted', actorId: applicant.id, note: null },
      { action: 'changes_requested', actorId: admin.id, note: 'Please add a lesson plan for complete beginners.' },
      { action: 'resubmitted', actorId: applicant.id, note: null },
      { action: 'approved', actorId: admin.id, note: null },
    ]);

    // An instructor's apply page sends them to their dashboard instead of a form.
    expect((await callAction(applyLoader, pageGet('/instructor/apply', applicant.jar))).data).toMatchObject({
      state: 'teaching',
    });
    expect((await apply(applicant.jar)).data).toMatchObject({ ok: false, formError: 'instructors.apply.errors.alreadyTeaching' });
  });

  it('a rejection carries its reason, and the person may apply again', async () => {
    const applicant = await person('applicant');
    const admin = await person('admin', 'admin');
    await apply(applicant.jar);
    const first = await applicationOf(applicant.id);
    expect(
      (
        await decide(admin.jar, {
          id: first?.id ?? '',
          decision: 'reject',
          note: 'We already have a seed-saving course this season.',
        })
      ).data,
    ).toMatchObject({
      ok: true,
    });
    await drainJobs();
    expect(await decisionEmails(applicant.email)).toEqual(['Your instructor application on Verde Living']);
    expect((await getSessionUser(pageGet('/', applicant.jar)))?.role).toBe('user');
    expect((await apply(applicant.jar, { ...APPLICATION, expertise: 'Water-wise vegetable gardens' })).data).toEqual({
      ok: true,
    });
    const all = await db
      .select({ status: instructorApplications.status })
      .from(instructorApplications)
      .where(eq(instructorApplications.userId, applicant.id));
    expect(all.map((row) => row.status).sort()).toEqual(['rejected', 'submitted']);
  });

  it('two administrators deciding at once: one decision is taken, the other is refused', async () => {
    const applicant = await person('applicant');
    const [first, second] = [await person('admin', 'admin'), await person('admin', 'admin')];
    await apply(applicant.jar);
    const id = (await applicationOf(applicant.id))?.id ?? '';
    const outcomes = await Promise.all([
      decideApplication({ actor: { id: first.id, role: 'admin' }, applicationId: id, decision: 'approve', note: '' }),
      decideApplication({
        actor: { id: second.id, role: 'admin' },
        applicationId: id,
        decision: 'reject',
        note: 'Not this time, thank you.',
      }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      // The same refusal, now with its code and the status the review screen answers it with.
      { ok: false, code: 'already-decided', message: 'instructors.review.errors.alreadyDecided', status: 409 },
    ]);
    const steps = await db.select().from(instructorApplicationEvents).where(eq(instructorApplicationEvents.applicationId, id));
    expect(steps).toHaveLength(2);
    const roles = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, applicant.id), eq(userRoles.role, 'instructor')));
    expect(roles).toHaveLength((await applicationOf(applicant.id))?.status === 'approved' ? 1 : 0);
  });

  it('an instructor schedules a class in their own time zone from the dashboard; bad input is refused field by field', async () => {
    const teacher = await person('teacher');
    await db.insert(userRoles).values({ userId: teacher.id, role: 'instructor' });
    const schedule = (fields: Record<string, string>) => {
      const request = formPost('/instructor-dashboard', fields, teacher.jar);
      request.headers.set('cookie', `${teacher.jar.header()}; tz=America%2FChicago`);
      return callAction(dashboardAction, request);
    };
    const nextYear = new Date().getUTCFullYear() + 1;
    const fields = {
      title: 'Saving tomato seed, live',
      summary: 'Ferment, rinse and dry tomato seed together, with time for questions.',
      description: 'Bring a ripe tomato and a jar.',
      startsAt: `${nextYear}-07-01T18:00`,
      durationMinutes: '45',
      capacity: '6',
    };

    const refused = await schedule({ ...fields, title: 'x', startsAt: '2020-01-01T10:00', durationMinutes: '5', capacity: '0' });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      fieldErrors: {
        title: 'learning.teach.errors.title',
        durationMinutes: 'learning.teach.errors.duration',
        capacity: 'learning.teach.errors.capacity',
      },
    });
    const past = await schedule({ ...fields, startsAt: '2020-01-01T10:00' });
    expect(past.data).toMatchObject({ fieldErrors: { startsAt: 'learning.teach.errors.past' } });

    const scheduled = await schedule(fields);
    expect(scheduled.data).toMatchObject({ ok: true });
    const classId = (scheduled.data as { classId: string }).classId;
    const [row] = await db.select().from(coachingClasses).where(eq(coachingClasses.id, classId));
    // 18:00 in Chicago in July is 23:00 UTC.
    expect(row).toMatchObject({
      instructorId: teacher.id,
      instructorName: 'Sam Shopper',
      durationMinutes: 45,
      capacity: 6,
      priceCents: 0,
    });
    expect(row?.startsAt.toISOString()).toBe(`${nextYear}-07-01T23:00:00.000Z`);

    const dashboard = await callAction(dashboardLoader, pageGet('/instructor-dashboard', teacher.jar));
    expect(dashboard.data).toMatchObject({ upcoming: [{ id: classId, seatsTaken: 0, waiting: 0 }], courses: [] });
    // A learner cannot schedule.
    const learner = await person('learner');
    const denied = await callAction(dashboardAction, formPost('/instructor-dashboard', fields, learner.jar));
    expect(denied.status).toBe(403);
  });
});
