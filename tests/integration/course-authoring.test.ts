import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseModules, courses, lessons, products, securityEvents } from '~/db/schema/index';
import { publishCourse, unpublishCourse } from '~/features/learning/course-details.server';
import { addLesson, deleteLesson, moveLesson, saveLesson } from '~/features/learning/course-lessons.server';
import { addModule, deleteModule, moveModule } from '~/features/learning/course-modules.server';
import { findCourses } from '~/features/learning/courses.server';
import { findCourseForEditing } from '~/features/learning/editable-course.server';
import { completeLesson, enrolInFreeCourse } from '~/features/learning/enrolments.server';
import { deleteQuestion, saveQuestion, saveQuizSettings } from '~/features/learning/quiz-editing.server';
import { action as editorAction, loader as editorLoader } from '~/routes/learn/authoring/course-editor';
import { loader as learnersLoader } from '~/routes/learn/authoring/course-learners';
import { action as newCourseAction } from '~/routes/learn/authoring/course-new';
import { action as lessonAction } from '~/routes/learn/authoring/lesson-editor';
import { action as quizAction } from '~/routes/learn/authoring/quiz-editor';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { actorOf } from '../factories/actors';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The course editor (issue 13, the instructor dashboard): an instructor writes a course through
 * the same actions the pages post to, and publishes it; structure changes keep lessons in
 * teaching order; nobody but the course's instructor (or an admin) may touch it.
 */

const database = await setupTestDatabase();
const db = database.db;

const COURSE = {
  title: 'Growing garlic from cloves',
  summary: 'Plant, grow, harvest and cure garlic in a home garden.',
  description: 'From autumn planting to **summer storage**.',
  level: 'beginner',
  topic: 'growing',
  language: 'en',
  priceCents: '',
  firstModule: 'Planting',
};

type Person = Awaited<ReturnType<typeof signUpPerson>>;

async function writeCourse(instructor: Person, fields: Record<string, string> = COURSE) {
  const result = await callAction(newCourseAction, formPost('/instructor-dashboard/courses/new', fields, instructor.jar));
  expect(result.status, JSON.stringify(result.data)).toBe(302);
  const courseId = /courses\/([0-9a-f-]{36})$/.exec(result.headers.get('location') ?? '')?.[1];
  if (!courseId) throw new Error(`no course in ${result.headers.get('location')}`);
  return courseId;
}

const post = (person: Person, courseId: string, fields: Record<string, string>) =>
  callAction(editorAction, formPost(`/instructor-dashboard/courses/${courseId}`, fields, person.jar), { courseId });

async function editing(courseId: string) {
  const course = await findCourseForEditing(courseId);
  if (!course) throw new Error('course vanished');
  return course;
}

const lessonInput = (moduleId: string, overrides: Partial<Parameters<typeof saveLesson>[0]['input']> = {}) => ({
  title: 'A lesson',
  moduleId,
  minutes: 10,
  isPreview: false,
  videoUrl: null,
  dripDays: null,
  body: 'Push each clove in, pointed end up, two fingers deep.',
  materials: [],
  ...overrides,
});

describe('writing a course', () => {
  it('creates a draft with its first module; a paid one gets its product, and a second course of the same name its own address', async () => {
    const instructor = await signUpPerson('garlic', { role: 'instructor' });
    const courseId = await writeCourse(instructor, { ...COURSE, priceCents: '19.50' });
    const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({ status: 'draft', instructorId: instructor.id, priceCents: 1950 });
    expect(course?.slug).toMatch(/^growing-garlic-from-cloves(-\d+)?$/);
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.handle, `course-${course?.slug}`));
    expect(product).toMatchObject({ priceCents: 1950, status: 'draft', category: 'courses', trackInventory: false });
    expect(course?.productId).toBe(product?.id);
    const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, courseId));
    expect(modules.map((module) => module.title)).toEqual(['Planting']);
    // A draft is nobody's business but its author's: not in the catalogue.
    const listed = await findCourses({ q: 'garlic cloves', page: 1 });
    expect(listed.courses.map((row) => row.id)).not.toContain(courseId);

    const second = await writeCourse(instructor);
    const [again] = await db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, second));
    expect(again?.slug).not.toBe(course?.slug);
    expect(again?.slug.startsWith('growing-garlic-from-cloves')).toBe(true);
  });

  it('refuses a bad form field by field and writes nothing', async () => {
    const instructor = await signUpPerson('badform', { role: 'instructor' });
    const before = await db.select({ id: courses.id }).from(courses).where(eq(courses.instructorId, instructor.id));
    const result = await callAction(
      newCourseAction,
      formPost('/instructor-dashboard/courses/new', { ...COURSE, title: 'x', priceCents: '-4', firstModule: '' }, instructor.jar),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      fieldErrors: {
        title: 'learning.authoring.errors.courseTitle',
        priceCents: 'learning.authoring.errors.price',
        firstModule: 'learning.authoring.errors.moduleTitle',
      },
    });
    const after = await db.select({ id: courses.id }).from(courses).where(eq(courses.instructorId, instructor.id));
    expect(after.length).toBe(before.length);
  });

  it('keeps lessons in teaching order through adds, moves between modules and module moves, with the minutes summed', async () => {
    const instructor = await signUpPerson('order', { role: 'instructor' });
    const courseId = await writeCourse(instructor);
    const actor = actorOf(instructor, 'instructor');
    const [first] = (await editing(courseId)).modules;
    if (!first) throw new Error('no first module');
    await addModule({ actor, courseId, title: 'Harvest and curing' });
    const second = (await editing(courseId)).modules[1];
    if (!second) throw new Error('no second module');

    const add = async (moduleId: string, title: string) => {
      const added = await addLesson({ actor, courseId, moduleId, title });
      if (!added.ok) throw new Error(added.message);
      return added.lessonId;
    };
    const a = await add(first.id, 'Choosing seed garlic');
    const c = await add(second.id, 'Lifting the bulbs');
    const b = await add(first.id, 'Planting cloves');
    const order = async () => (await editing(courseId)).lessons.map((lesson) => lesson.id);
    expect(await order()).toEqual([a, b, c]);

    expect((await moveLesson({ actor, courseId, lessonId: b, direction: 'up' })).ok).toBe(true);
    expect(await order()).toEqual([b, a, c]);
    // Already first in its module: nothing moves.
    await moveLesson({ actor, courseId, lessonId: c, direction: 'up' });
    expect(await order()).toEqual([b, a, c]);

    // Moved to the second module, it goes to that module's end.
    expect(
      (
        await saveLesson({
          actor,
          courseId,
          lessonId: b,
          input: lessonInput(second.id, { title: 'Planting cloves', minutes: 25 }),
        })
      ).ok,
    ).toBe(true);
    expect(await order()).toEqual([a, c, b]);

    await moveModule({ actor, courseId, moduleId: second.id, direction: 'up' });
    const course = await editing(courseId);
    expect(course.modules.map((module) => module.id)).toEqual([second.id, first.id]);
    expect(course.lessons.map((lesson) => lesson.id)).toEqual([c, b, a]);
    expect(course.lessons.map((lesson) => lesson.position)).toEqual([1, 2, 3]);
    // 5 + 5 for the two new lessons, 25 for the one saved.
    expect(course.estimatedMinutes).toBe(35);
  });

  it('keeps every position distinct when two lessons are added at the same moment', async () => {
    const instructor = await signUpPerson('race', { role: 'instructor' });
    const courseId = await writeCourse(instructor);
    const actor = actorOf(instructor, 'instructor');
    const [module] = (await editing(courseId)).modules;
    if (!module) throw new Error('no module');
    const results = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((title) =>
        addLesson({ actor, courseId, moduleId: module.id, title: `Lesson ${title}` }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const rows = await db
      .select({ position: lessons.position, slug: lessons.slug })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position));
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(4);
  });

  it('refuses to delete a module with lessons or the last one', async () => {
    const instructor = await signUpPerson('modules', { role: 'instructor' });
    const courseId = await writeCourse(instructor);
    const actor = actorOf(instructor, 'instructor');
    const [module] = (await editing(courseId)).modules;
    if (!module) throw new Error('no module');
    expect(await deleteModule({ actor, courseId, moduleId: module.id })).toMatchObject({
      ok: false,
      message: 'learning.authoring.errors.lastModule',
    });
    await addLesson({ actor, courseId, moduleId: module.id, title: 'Only lesson' });
    await addModule({ actor, courseId, title: 'Empty one' });
    expect(await deleteModule({ actor, courseId, moduleId: module.id })).toMatchObject({
      ok: false,
      message: 'learning.authoring.errors.moduleNotEmpty',
    });
    const empty = (await editing(courseId)).modules[1];
    expect((await deleteModule({ actor, courseId, moduleId: empty?.id ?? '' })).ok).toBe(true);
    expect((await editing(courseId)).modules.map((row) => row.position)).toEqual([1]);
  });
});

describe('publishing', () => {
  it('is refused until the course can be taken, then lists it; taking it back is refused once someone enrolled', async () => {
    const instructor = await signUpPerson('publish', { role: 'instructor' });
    const courseId = await writeCourse(instructor);
    const actor = actorOf(instructor, 'instructor');
    expect(await publishCourse({ actor, courseId })).toMatchObject({
      ok: false,
      message: 'learning.authoring.problems.noLessons',
    });

    const [module] = (await editing(courseId)).modules;
    if (!module) throw new Error('no module');
    const added = await addLesson({ actor, courseId, moduleId: module.id, title: 'Choosing seed garlic' });
    if (!added.ok) throw new Error(added.message);
    expect(await publishCourse({ actor, courseId })).toMatchObject({
      ok: false,
      message: 'learning.authoring.problems.emptyLessons',
    });
    await saveLesson({ actor, courseId, lessonId: added.lessonId, input: lessonInput(module.id) });

    await saveQuizSettings({ actor, courseId, input: { title: 'Garlic check', passPercent: 60, isRequired: true } });
    expect(await publishCourse({ actor, courseId })).toMatchObject({
      ok: false,
      message: 'learning.authoring.problems.emptyQuiz',
    });
    const question = {
      prompt: 'When is garlic planted?',
      kind: 'single' as const,
      options: [
        { id: 'a', text: 'In autumn' },
        { id: 'b', text: 'In midsummer' },
      ],
      correct: ['a'],
      explanation: 'It needs a cold spell to form cloves.',
    };
    expect(await saveQuestion({ actor, courseId, input: question })).toMatchObject({ ok: true, questionId: 'q1' });

    const published = await post(instructor, courseId, { intent: 'publish' });
    expect(published.data).toMatchObject({ ok: true, message: 'learning.authoring.published' });
    const [row] = await db.select({ slug: courses.slug, status: courses.status }).from(courses).where(eq(courses.id, courseId));
    expect(row?.status).toBe('published');
    const listed = await findCourses({ q: 'garlic', page: 1 });
    expect(listed.courses.map((course) => course.id)).toContain(courseId);

    // The last question and the last lesson stay while the course is published.
    expect(await deleteQuestion({ actor, courseId, questionId: 'q1' })).toMatchObject({
      ok: false,
      message: 'learning.authoring.errors.lastQuestion',
    });
    expect(await deleteLesson({ actor, courseId, lessonId: added.lessonId })).toMatchObject({
      ok: false,
      message: 'learning.authoring.errors.lastLesson',
    });

    const learner = await signUpPerson('learner');
    const enrolled = await enrolInFreeCourse({ actor: actorOf(learner), course: { id: courseId, priceCents: 0 } });
    if (!enrolled.ok) throw new Error('not enrolled');
    await completeLesson({ actor: actorOf(learner), enrolment: enrolled.enrolment, lessonId: added.lessonId });
    expect(await unpublishCourse({ actor, courseId })).toMatchObject({
      ok: false,
      message: 'learning.authoring.errors.hasLearners',
    });

    // The instructor sees the learner's progress, without their address.
    const learners = await callAction(
      learnersLoader,
      pageGet(`/instructor-dashboard/courses/${courseId}/learners`, instructor.jar),
      { courseId },
    );
    expect(learners.status).toBe(200);
    const data = learners.data as { total: number; learners: { name: string; lessonsDone: number }[] };
    expect(data.total).toBe(1);
    expect(data.learners[0]).toMatchObject({ lessonsDone: 1 });
    expect(JSON.stringify(data)).not.toContain(learner.email);
  });
});

describe('quiz questions', () => {
  it('adds questions with ids never reused, edits one in place and deletes one, through the page', async () => {
    const instructor = await signUpPerson('quiz', { role: 'instructor' });
    const courseId = await writeCourse(instructor);
    const quizPost = (fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
      const request = formPost(`/instructor-dashboard/courses/${courseId}/quiz`, {}, instructor.jar);
      return callAction(quizAction, new Request(request.url, { method: 'POST', headers: request.headers, body }), { courseId });
    };
    const question = (prompt: string, correct: string[]) => ({
      intent: 'save-question',
      prompt,
      kind: correct.length > 1 ? 'multiple' : 'single',
      'option-a': 'Straw',
      'option-b': 'Fresh grass clippings',
      'option-c': 'Shredded leaves',
      'option-d': '',
      'option-e': '',
      'option-f': '',
      correct,
      explanation: 'Dry, airy mulches keep the soil even.',
    });
    // No quiz yet: a question has nowhere to go.
    expect((await quizPost(question('Which mulch suits garlic best?', ['a']))).data).toMatchObject({
      ok: false,
      message: 'learning.authoring.errors.noQuiz',
    });
    expect((await quizPost({ intent: 'settings', title: 'Mu', passPercent: '70', isRequired: 'on' })).data).toMatchObject({
      ok: false,
      fieldErrors: { title: 'learning.authoring.errors.quizTitle' },
    });
    expect(
      (await quizPost({ intent: 'settings', title: 'Mulching garlic', passPercent: '70', isRequired: 'on' })).data,
    ).toMatchObject({ ok: true });
    await quizPost(question('Which mulch suits garlic best?', ['a']));
    await quizPost(question('Which mulches keep moisture in?', ['a', 'c']));
    expect((await quizPost({ intent: 'delete-question', questionId: 'q1' })).data).toMatchObject({ ok: true });
    await quizPost(question('Which mulch is easiest to find?', ['c']));
    await quizPost({ ...question('Which mulches keep moisture in best?', ['a', 'c']), questionId: 'q2' });
    const quiz = (await editing(courseId)).quiz;
    expect(quiz?.questions.map((row) => [row.id, row.prompt])).toEqual([
      ['q2', 'Which mulches keep moisture in best?'],
      ['q3', 'Which mulch is easiest to find?'],
    ]);
    expect(quiz?.questions[0]?.correct).toEqual(['a', 'c']);
    expect(quiz?.passPercent).toBe(70);
  });
});

describe('who may edit', () => {
  it('gives another instructor Access Denied (recorded), and lets an admin in', async () => {
    const owner = await signUpPerson('owner', { role: 'instructor' });
    const other = await signUpPerson('other', { role: 'instructor' });
    const admin = await signUpPerson('admin', { role: 'admin' });
    const courseId = await writeCourse(owner);
    const actor = actorOf(owner, 'instructor');
    const [module] = (await editing(courseId)).modules;
    const added = await addLesson({ actor, courseId, moduleId: module?.id ?? '', title: 'Planting cloves' });
    if (!added.ok) throw new Error(added.message);

    const page = await callAction(editorLoader, pageGet(`/instructor-dashboard/courses/${courseId}`, other.jar), { courseId });
    expect(page.status).toBe(403);
    const rename = await post(other, courseId, { intent: 'details', ...COURSE, title: 'Taken over' });
    expect(rename.status).toBe(403);
    const lessonEdit = await callAction(
      lessonAction,
      formPost(`/instructor-dashboard/courses/${courseId}/lessons/${added.lessonId}`, { intent: 'delete' }, other.jar),
      { courseId, lessonId: added.lessonId },
    );
    expect(lessonEdit.status).toBe(403);
    const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
    expect(course?.title).toBe(COURSE.title);
    expect((await editing(courseId)).lessons).toHaveLength(1);
    const denied = await db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, other.id), eq(securityEvents.type, 'ACCESS_DENIED')));
    expect(denied.length).toBeGreaterThanOrEqual(3);

    const byAdmin = await post(admin, courseId, { intent: 'details', ...COURSE, title: 'Growing garlic, revised' });
    expect(byAdmin.data).toMatchObject({ ok: true });
    const missing = await callAction(
      editorLoader,
      pageGet('/instructor-dashboard/courses/00000000-0000-4000-8000-000000000000', owner.jar),
      {
        courseId: '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(missing.status).toBe(404);
  });

  it('previews a lesson sanitised without saving it', async () => {
    const instructor = await signUpPerson('preview', { role: 'instructor' });
    const courseId = await writeCourse(instructor);
    const actor = actorOf(instructor, 'instructor');
    const [module] = (await editing(courseId)).modules;
    const added = await addLesson({ actor, courseId, moduleId: module?.id ?? '', title: 'Planting cloves' });
    if (!added.ok) throw new Error(added.message);
    const fields = {
      intent: 'preview',
      title: 'Planting cloves',
      moduleId: module?.id ?? '',
      minutes: '10',
      videoUrl: '',
      dripDays: '',
      body: '## Depth\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) **two fingers**',
    };
    const result = await callAction(
      lessonAction,
      formPost(`/instructor-dashboard/courses/${courseId}/lessons/${added.lessonId}`, fields, instructor.jar),
      { courseId, lessonId: added.lessonId },
    );
    const preview = (result.data as { preview: string }).preview;
    expect(preview).toContain('<strong>two fingers</strong>');
    expect(preview).not.toContain('<script');
    expect(preview).not.toContain('javascript:');
    expect((await editing(courseId)).lessons[0]?.bodyMd).toBe('');

    const saved = await callAction(
      lessonAction,
      formPost(
        `/instructor-dashboard/courses/${courseId}/lessons/${added.lessonId}`,
        { ...fields, intent: 'save', body: 'Two fingers deep.', videoUrl: 'ftp://video' },
        instructor.jar,
      ),
      { courseId, lessonId: added.lessonId },
    );
    expect(saved.data).toMatchObject({ ok: false, fieldErrors: { videoUrl: 'learning.authoring.errors.videoUrl' } });
    expect((await editing(courseId)).lessons[0]?.bodyMd).toBe('');
  });
});
