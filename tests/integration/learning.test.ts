import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartItems,
  carts,
  certificates,
  courseEnrolments,
  courseReviews,
  emailMessages,
  lessonCompletions,
  lessonNotes,
  orders,
  quizAttempts,
  userRoles,
  users,
} from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { listCertificatesOf } from '~/features/learning/certificates.server';
import { refundOrder } from '~/features/orders/admin-orders.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { action as certificatesAction, loader as certificatesLoader } from '~/routes/admin/certificates';
import { loader as certificateLoader } from '~/routes/learn/certificate';
import { loader as certificatePdfLoader } from '~/routes/learn/certificate-pdf';
import { action as courseAction, loader as courseLoader } from '~/routes/learn/course';
import { loader as completionLoader } from '~/routes/learn/course-complete';
import { action as quizAction, loader as quizLoader } from '~/routes/learn/course-quiz';
import { loader as coursesLoader } from '~/routes/learn/courses';
import { action as lessonAction, loader as lessonLoader } from '~/routes/learn/lesson';
import { formPost, pageGet, signUpPerson, signUpShopper } from '../factories/accounts';
import { asAdmin } from '../factories/actors';
import { createCourse } from '../factories/courses';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

// The payment-reference routing, as the server registers it.
import '../../server/payment-references';

const database = await setupTestDatabase();
const db = database.db;

setupJobRunner(database);

type Listing = { courses: Array<{ slug: string; lessonCount: number }>; total: number; seo: { jsonLd: unknown[] } };
type CoursePage = { learner: null | { progress: { percent: number; isComplete: boolean }; completedAt: string | null } };
type LessonPage = {
  access: { state: string; opensAt?: string };
  html: string | null;
  materials: Array<{ handle: string }>;
  learner: null | { isDone: boolean; note: string; progress: { percent: number } };
};
type QuizPage = {
  quiz: {
    passed: boolean;
    questions: Array<{ id: string; correct: string[] | null; explanation: string | null }>;
    attempts: unknown[];
  };
  courseCompleted: boolean;
};

async function learner(label = 'learner') {
  const person = await signUpShopper(label);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  return { ...person, id: user?.id ?? '' };
}

const list = async (search: string) =>
  (await callAction(coursesLoader, pageGet(`/courses${search}`, new CookieJar()))).data as Listing;
const enrol = (slug: string, jar: CookieJar) =>
  callAction(courseAction, formPost(`/courses/${slug}`, { intent: 'enrol' }, jar), { slug });
const lessonGet = (slug: string, lesson: string, jar: CookieJar) =>
  callAction(lessonLoader, pageGet(`/courses/${slug}/lessons/${lesson}`, jar), { slug, lesson });
const lessonPost = (slug: string, lesson: string, fields: Record<string, string>, jar: CookieJar) =>
  callAction(lessonAction, formPost(`/courses/${slug}/lessons/${lesson}`, fields, jar), { slug, lesson });
const quizGet = (slug: string, jar: CookieJar) => callAction(quizLoader, pageGet(`/courses/${slug}/quiz`, jar), { slug });
const quizPost = (slug: string, fields: Record<string, string> | [string, string][], jar: CookieJar) =>
  callAction(
    quizAction,
    new Request(`http://localhost/courses/${slug}/quiz`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { cookie: jar.header() },
    }),
    { slug },
  );

describe('the catalogue of courses', () => {
  it('lists published courses only, filtered by topic, level, price and search, with Course JSON-LD', async () => {
    const free = await createCourse(database, { title: 'Hot composting in winter', topic: 'composting', level: 'intermediate' });
    const paid = await createCourse(database, {
      title: 'Drip irrigation design',
      topic: 'water',
      priceCents: 2500,
      lessonCount: 2,
    });
    const draft = await createCourse(database, { title: 'Unfinished draft course', status: 'draft' });

    const all = await list('');
    const slugs = all.courses.map((course) => course.slug);
    expect(slugs).toEqual(expect.arrayContaining([free.slug, paid.slug]));
    expect(slugs).not.toContain(draft.slug);
    expect(all.courses.find((course) => course.slug === paid.slug)?.lessonCount).toBe(2);

    expect((await list('?topic=water')).courses.map((course) => course.slug)).toContain(paid.slug);
    expect((await list('?topic=water')).courses.map((course) => course.slug)).not.toContain(free.slug);
    expect((await list('?price=paid')).courses.every((course) => course.slug !== free.slug)).toBe(true);
    expect((await list('?price=free')).courses.map((course) => course.slug)).not.toContain(paid.slug);
    expect((await list('?level=intermediate')).courses.map((course) => course.slug)).toEqual([free.slug]);
    // Every word is a prefix, searched in the title, topic, summary and description.
    expect((await list('?q=compost+wint')).courses.map((course) => course.slug)).toEqual([free.slug]);
    expect((await list('?q=unfinished')).total).toBe(0);
    // Nonsense in the address is read as "any", never an error.
    expect((await list('?topic=%27%3B+drop&level=9&page=-3')).total).toBe(all.total);

    const [itemList] = all.seo.jsonLd as Array<{ '@type': string; itemListElement: Array<{ item: Record<string, unknown> }> }>;
    expect(itemList?.['@type']).toBe('ItemList');
    const paidLd = itemList?.itemListElement.find((entry) => String(entry.item.url).endsWith(paid.slug))?.item;
    expect(paidLd).toMatchObject({
      '@type': 'Course',
      name: 'Drip irrigation design',
      offers: { '@type': 'Offer', category: 'Paid', price: '25.00', priceCurrency: 'USD' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT20M' },
    });
  });

  it('answers 404 for an unknown or unpublished course', async () => {
    const draft = await createCourse(database, { status: 'draft' });
    for (const slug of [draft.slug, 'no-such-course', 'Bad Slug!']) {
      const page = await callAction(courseLoader, pageGet(`/courses/${slug}`, new CookieJar()), { slug });
      expect(page.status, slug).toBe(404);
    }
  });
});

describe('enrolment', () => {
  it('sends a visitor to sign in and back, and enrols a person once however often they click', async () => {
    const course = await createCourse(database);
    const visitor = await enrol(course.slug, new CookieJar());
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/auth?redirectTo=%2Fcourses%2F${course.slug}`);

    const person = await learner();
    const answers = await Promise.all([enrol(course.slug, person.jar), enrol(course.slug, person.jar)]);
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`/courses/${course.slug}/lessons/lesson-1`);
    }
    const rows = await db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id));
    expect(rows).toMatchObject([{ userId: person.id, source: 'free', completedAt: null }]);
    const page = (await callAction(courseLoader, pageGet(`/courses/${course.slug}`, person.jar), { slug: course.slug }))
      .data as CoursePage;
    expect(page.learner?.progress).toMatchObject({ percent: 0, isComplete: false });
  });

  it('does not enrol anyone in a paid course here', async () => {
    const course = await createCourse(database, { priceCents: 1900 });
    const person = await learner();
    const answer = await enrol(course.slug, person.jar);
    expect(answer.status).toBe(409);
    expect(await db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id))).toEqual([]);
  });
});

describe('lessons', () => {
  it("shows the course's syllabus beside a lesson: where the reader is, what is done, what opens when (issue 35, point 14)", async () => {
    const course = await createCourse(database, { lessonCount: 4, dripDays: [null, 0, 7, null] });
    type Entry = { slug: string; state: string; opensAt: string | null };
    type WithSyllabus = {
      syllabus: Array<{ title: string; lessons: Entry[] }>;
      quiz: { title: string; canTake: boolean } | null;
    };
    const entries = (page: WithSyllabus) =>
      page.syllabus.flatMap((module) => module.lessons.map(({ slug, state, opensAt }) => ({ slug, state, opensAt })));

    // A visitor on the preview: the rest is for learners, the quiz shown but not offered.
    const visitor = (await lessonGet(course.slug, 'lesson-1', new CookieJar())).data as WithSyllabus;
    expect(visitor.syllabus.map((module) => module.title)).toEqual(['The basics']);
    expect(entries(visitor)).toEqual([
      { slug: 'lesson-1', state: 'open', opensAt: null },
      { slug: 'lesson-2', state: 'enrol', opensAt: null },
      { slug: 'lesson-3', state: 'enrol', opensAt: null },
      { slug: 'lesson-4', state: 'enrol', opensAt: null },
    ]);
    expect(visitor.quiz).toEqual({ title: 'Check', canTake: false });

    // A learner who completed the first lesson: done, open, the dripped one dated, open.
    const person = await learner('syllabus');
    await enrol(course.slug, person.jar);
    expect((await lessonPost(course.slug, 'lesson-1', { intent: 'complete' }, person.jar)).status).toBe(200);
    const page = (await lessonGet(course.slug, 'lesson-2', person.jar)).data as WithSyllabus;
    const shown = entries(page);
    expect(shown.map((entry) => entry.state)).toEqual(['done', 'open', 'drip', 'open']);
    const days = (Date.parse(shown[2]?.opensAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(page.quiz).toEqual({ title: 'Check', canTake: true });

    // The course page's syllabus says the same, opening date included.
    const coursePage = (await callAction(courseLoader, pageGet(`/courses/${course.slug}`, person.jar), { slug: course.slug }))
      .data as WithSyllabus;
    expect(entries(coursePage)).toEqual(shown);
  });

  it('opens a preview lesson to everyone and the others to learners only, when their drip day has come', async () => {
    const course = await createCourse(database, { lessonCount: 3, dripDays: [null, 0, 7] });
    const visitor = new CookieJar();
    const preview = (await lessonGet(course.slug, 'lesson-1', visitor)).data as LessonPage;
    expect(preview.access.state).toBe('open');
    expect(preview.html).toContain('The text of lesson 1.');
    const closed = (await lessonGet(course.slug, 'lesson-2', visitor)).data as LessonPage;
    expect(closed).toMatchObject({ access: { state: 'enrol' }, html: null });

    const person = await learner();
    await enrol(course.slug, person.jar);
    const open = (await lessonGet(course.slug, 'lesson-2', person.jar)).data as LessonPage;
    expect(open.access.state).toBe('open');
    expect(open.html).toContain('The text of lesson 2.');
    const dripped = (await lessonGet(course.slug, 'lesson-3', person.jar)).data as LessonPage;
    expect(dripped.access.state).toBe('drip');
    expect(dripped.html).toBeNull();
    const days = (Date.parse(dripped.access.opensAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // A dripped lesson cannot be completed early, and nobody else's lesson can be touched.
    expect((await lessonPost(course.slug, 'lesson-3', { intent: 'complete' }, person.jar)).status).toBe(403);
    const stranger = await learner('stranger');
    expect((await lessonPost(course.slug, 'lesson-2', { intent: 'complete' }, stranger.jar)).status).toBe(403);
    expect((await lessonPost(course.slug, 'lesson-2', { intent: 'note', note: 'mine' }, stranger.jar)).status).toBe(403);
    const signIn = await lessonPost(course.slug, 'lesson-2', { intent: 'complete' }, new CookieJar());
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    expect(await db.select().from(lessonCompletions)).not.toContainEqual(
      expect.objectContaining({ lessonId: course.lessons[2]?.id }),
    );

    const missing = await lessonGet(course.slug, 'lesson-9', person.jar);
    expect(missing.status).toBe(404);
  });

  it('keeps progress, notes and "complete and next", and refuses a note that is too long without writing it', async () => {
    const course = await createCourse(database, { lessonCount: 2 });
    const person = await learner();
    await enrol(course.slug, person.jar);
    const done = await lessonPost(course.slug, 'lesson-1', { intent: 'complete' }, person.jar);
    expect(done).toMatchObject({ status: 200, data: { ok: true, message: 'learning.lesson.markedDone' } });
    const page = (await lessonGet(course.slug, 'lesson-1', person.jar)).data as LessonPage;
    // Two lessons and a required quiz: one of three done.
    expect(page.learner).toMatchObject({ isDone: true, progress: { percent: 33 } });

    const saved = await lessonPost(course.slug, 'lesson-1', { intent: 'note', note: '  Add straw.  ' }, person.jar);
    expect(saved.data).toMatchObject({ ok: true, message: 'learning.lesson.noteSaved' });
    const tooLong = await lessonPost(course.slug, 'lesson-1', { intent: 'note', note: 'x'.repeat(5001) }, person.jar);
    expect(tooLong).toMatchObject({ status: 400, data: { fieldError: 'learning.lesson.noteTooLong' } });
    expect(((await lessonGet(course.slug, 'lesson-1', person.jar)).data as LessonPage).learner?.note).toBe('Add straw.');
    const cleared = await lessonPost(course.slug, 'lesson-1', { intent: 'note', note: '' }, person.jar);
    expect(cleared.data).toMatchObject({ ok: true, message: 'learning.lesson.noteCleared' });
    expect(await db.select().from(lessonNotes)).not.toContainEqual(expect.objectContaining({ body: 'Add straw.' }));

    const advance = await lessonPost(course.slug, 'lesson-2', { intent: 'complete', advance: '1' }, person.jar);
    expect(advance.status).toBe(302);
    expect(advance.headers.get('location')).toBe(`/courses/${course.slug}`);
    const undone = await lessonPost(course.slug, 'lesson-2', { intent: 'uncomplete' }, person.jar);
    expect(undone.status).toBe(200);
    expect(((await lessonGet(course.slug, 'lesson-2', person.jar)).data as LessonPage).learner?.isDone).toBe(false);
  });

  it("puts a lesson's materials in one cart, even for a visitor who had none", async () => {
    const compost = await createProduct(database, { name: 'Lesson compost bin', stockQuantity: 3 });
    const soldOut = await createProduct(database, { name: 'Lesson thermometer', stockQuantity: 0 });
    const gloves = await createProduct(database, { name: 'Lesson gloves', trackInventory: false });
    const course = await createCourse(database, {
      materials: [compost.handle, soldOut.handle, gloves.handle, 'no-such-product'],
    });
    const visitor = new CookieJar();
    const page = (await lessonGet(course.slug, 'lesson-1', visitor)).data as LessonPage;
    expect(page.materials.map((product) => product.handle)).toEqual([compost.handle, soldOut.handle, gloves.handle]);
    const added = await lessonPost(course.slug, 'lesson-1', { intent: 'add-materials' }, visitor);
    expect(added.data).toMatchObject({ ok: true, message: 'learning.lesson.materialsAdded', messageVars: { count: '2' } });
    expect(added.headers.getSetCookie()).toHaveLength(1);
    visitor.apply(added.headers);
    const cartsOfVisitor = await db
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(eq(cartItems.productId, compost.id)));
    expect(cartsOfVisitor).toHaveLength(1);
    const second = await lessonPost(course.slug, 'lesson-1', { intent: 'add-materials' }, visitor);
    expect(second.data).toMatchObject({ ok: true, messageVars: { count: '2' } });
    expect(second.headers.getSetCookie()).toHaveLength(0);
    // Materials of a lesson the visitor may not read are not offered.
    expect((await lessonPost(course.slug, 'lesson-2', { intent: 'add-materials' }, visitor)).status).toBe(403);
  });
});

describe('the quiz', () => {
  it('never sends the answers before a pass, grades on the server, and finishes the course once', async () => {
    const course = await createCourse(database, { lessonCount: 1 });
    const outsider = await learner('outsider');
    const refused = await quizGet(course.slug, outsider.jar);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe(`/courses/${course.slug}`);
    expect((await quizPost(course.slug, { 'answer-q1': 'b' }, outsider.jar)).status).toBe(302);

    const person = await learner();
    await enrol(course.slug, person.jar);
    const before = await quizGet(course.slug, person.jar);
    const quiz = (before.data as QuizPage).quiz;
    expect(quiz.questions.map((question) => [question.correct, question.explanation])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(JSON.stringify(before.data)).not.toContain('Fresh grass is rich in nitrogen');

    const unanswered = await quizPost(course.slug, { 'answer-q1': 'b', 'answer-q2': 'z' }, person.jar);
    expect(unanswered).toMatchObject({ status: 400, data: { ok: false, reason: 'unanswered', unanswered: ['q2'] } });
    // Two answers to a single-choice question are no answer.
    const doubled = await quizPost(
      course.slug,
      [
        ['answer-q1', 'a'],
        ['answer-q1', 'b'],
        ['answer-q2', 'a'],
      ],
      person.jar,
    );
    expect(doubled).toMatchObject({ status: 400, data: { unanswered: ['q1'] } });

    const wrong = await quizPost(course.slug, { 'answer-q1': 'a', 'answer-q2': 'a' }, person.jar);
    expect(wrong.data).toMatchObject({ ok: true, passed: false, scorePercent: 0, finishedCourse: false });
    // Lesson done and quiz passed, at the same time: the course is finished exactly once.
    const right: [string, string][] = [
      ['answer-q1', 'b'],
      ['answer-q2', 'a'],
      ['answer-q2', 'c'],
    ];
    const [completed, passed] = await Promise.all([
      lessonPost(course.slug, 'lesson-1', { intent: 'complete' }, person.jar),
      quizPost(course.slug, right, person.jar),
    ]);
    expect(passed.data).toMatchObject({ ok: true, passed: true, scorePercent: 100 });
    const finishers = [
      completed.headers.get('location') === `/courses/${course.slug}/complete`,
      (passed.data as { finishedCourse: boolean }).finishedCourse,
    ];
    expect(finishers.filter(Boolean)).toHaveLength(1);
    const [enrolment] = await db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id));
    expect(enrolment?.completedAt).toBeInstanceOf(Date);

    const after = (await quizGet(course.slug, person.jar)).data as QuizPage;
    expect(after.courseCompleted).toBe(true);
    expect(after.quiz.passed).toBe(true);
    expect(after.quiz.questions.map((question) => question.correct)).toEqual([['b'], ['a', 'c']]);
    expect(
      await db
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.enrolmentId, enrolment?.id ?? '')),
    ).toHaveLength(2);
    // Finished means certified, once: the certificate was issued in the same transaction.
    const issued = await db
      .select()
      .from(certificates)
      .where(eq(certificates.enrolmentId, enrolment?.id ?? ''));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      learnerName: 'Sam Shopper',
      courseTitle: course.title,
      instructorName: 'Test Instructor',
      revokedAt: null,
    });
    expect(issued[0]?.code).toMatch(/^VL(-[0-9A-Z]{4}){3}$/);
  });
});

describe('a paid course', () => {
  it('sells a place as an order of its own kind: taxed, 10% to relief, not shipped; paid enrols, refunded in full ends it', async () => {
    const product = await createProduct(database, {
      name: 'Course: Seed saving',
      status: 'draft',
      trackInventory: false,
      priceCents: 2900,
    });
    const course = await createCourse(database, { priceCents: 2900, productId: product.id });
    const person = await learner('buyer');
    const page = (await callAction(courseLoader, pageGet(`/courses/${course.slug}`, person.jar), { slug: course.slug })).data as {
      purchase: { taxCents: number; totalCents: number; idempotencyKey: string };
    };
    expect(page.purchase).toMatchObject({ taxCents: 232, totalCents: 3132 });
    const buy = () =>
      callAction(
        courseAction,
        formPost(`/courses/${course.slug}`, { intent: 'buy', idempotencyKey: page.purchase.idempotencyKey }, person.jar),
        { slug: course.slug },
      );
    const first = await buy();
    expect(first.status).toBe(302);
    const paymentUrl = first.headers.get('location') ?? '';
    expect(paymentUrl).toMatch(/\/pay\/test\/tcs_/);
    // A double click finds the same order and the same payment page.
    expect((await buy()).headers.get('location')).toBe(paymentUrl);
    const placed = await db.select().from(orders).where(eq(orders.userId, person.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      subtotalCents: 2900,
      taxCents: 232,
      shippingCents: 0,
      totalCents: 3132,
      reliefCents: 290,
      shippingMethod: 'none',
      shippingAddress: null,
      status: 'pending_payment',
    });
    expect(await db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id))).toEqual([]);

    const sessionId = paymentUrl.match(/tcs_[\w-]+/)?.[0] ?? '';
    const paid = await submitTestPayment(sessionId, {
      intent: 'pay',
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.ok).toBe(true);
    await drainJobs();
    await drainJobs();
    const [enrolment] = await db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id));
    expect(enrolment).toMatchObject({ userId: person.id, source: 'purchase', orderId: placed[0]?.id });
    // Enrolled: the lessons open, and buying again is not offered.
    expect(((await lessonGet(course.slug, 'lesson-2', person.jar)).data as LessonPage).access.state).toBe('open');
    const again = await callAction(
      courseAction,
      formPost(`/courses/${course.slug}`, { intent: 'buy', idempotencyKey: crypto.randomUUID() }, person.jar),
      {
        slug: course.slug,
      },
    );
    expect(again.headers.get('location')).toBe(`/courses/${course.slug}`);
    expect(await db.select().from(orders).where(eq(orders.userId, person.id))).toHaveLength(1);

    // A partial refund keeps the place; the rest of the money back ends it.
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.id, person.id));
    expect(
      (
        await refundOrder({
          orderId: placed[0]?.id ?? '',
          amountCents: 1000,
          restock: false,
          reason: 'Partly',
          actor: asAdmin(admin?.id ?? ''),
        })
      ).ok,
    ).toBe(true);
    await drainJobs();
    expect(await db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id))).toHaveLength(1);
    expect(
      (
        await refundOrder({
          orderId: placed[0]?.id ?? '',
          amountCents: 2132,
          restock: false,
          reason: 'The rest',
          actor: asAdmin(admin?.id ?? ''),
        })
      ).ok,
    ).toBe(true);
    await drainJobs();
    expect(await db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id))).toEqual([]);
  });

  it('does not sell a free course, or a paid one without its product', async () => {
    const course = await createCourse(database, { priceCents: 1500 });
    const person = await learner();
    const answer = await callAction(
      courseAction,
      formPost(`/courses/${course.slug}`, { intent: 'buy', idempotencyKey: crypto.randomUUID() }, person.jar),
      {
        slug: course.slug,
      },
    );
    expect(answer).toMatchObject({ status: 409, data: { message: 'learning.course.notForSale' } });
    expect(await db.select().from(orders).where(eq(orders.userId, person.id))).toEqual([]);
  });
});

describe('certificates', () => {
  async function certifiedLearner() {
    const course = await createCourse(database, { lessonCount: 1, quiz: false });
    const person = await learner('graduate');
    await enrol(course.slug, person.jar);
    const done = await lessonPost(course.slug, 'lesson-1', { intent: 'complete' }, person.jar);
    // Finishing leads to the completion page.
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`/courses/${course.slug}/complete`);
    const [certificate] = await db.select().from(certificates).where(eq(certificates.userId, person.id));
    if (!certificate) throw new Error('no certificate');
    return { course, person, certificate };
  }
  const page = (code: string) => callAction(certificateLoader, pageGet(`/certificates/${code}`, new CookieJar()), { code });
  const pdf = (code: string) => callAction(certificatePdfLoader, pageGet(`/certificates/${code}/pdf`, new CookieJar()), { code });

  it('lets anyone verify a certificate by its code and download it as a PDF', async () => {
    const { course, certificate } = await certifiedLearner();
    const shown = await page(certificate.code.toLowerCase());
    expect(shown.data).toMatchObject({
      certificate: { code: certificate.code, learnerName: 'Sam Shopper', courseTitle: course.title, revokedAt: null },
      isOwner: false,
      seo: { noindex: true },
    });
    expect((await page('VL-AAAA-BBBB-CCCC')).status).toBe(404);
    expect((await page('not-a-code')).status).toBe(404);

    const response = await certificatePdfLoader({
      request: pageGet(`/certificates/${certificate.code}/pdf`, new CookieJar()),
      params: { code: certificate.code },
      context: {},
    } as never);
    expect(response).toBeInstanceOf(Response);
    const file = response as Response;
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${certificate.code}.pdf"`);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
  });

  it('is revoked or re-issued by an admin with a reason, and a revoked one has no PDF', async () => {
    const admin = await learner('certificates-admin');
    await db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
    const first = await certifiedLearner();
    const post = (fields: Record<string, string>, jar = admin.jar) =>
      callAction(certificatesAction, formPost('/admin/certificates', fields, jar));

    expect(await post({ intent: 'revoke', id: first.certificate.id, reason: 'x' })).toMatchObject({
      status: 400,
      data: { message: 'certificates.errors.reason' },
    });
    expect((await db.select().from(certificates).where(eq(certificates.id, first.certificate.id)))[0]?.revokedAt).toBeNull();

    const reissued = await post({ intent: 'reissue', id: first.certificate.id, reason: 'Learner changed their name' });
    expect(reissued.data).toMatchObject({ ok: true, message: 'certificates.admin.reissued' });
    const newCode = (reissued.data as { messageVars: { code: string } }).messageVars.code;
    const [old] = await db.select().from(certificates).where(eq(certificates.id, first.certificate.id));
    expect(old?.revokedReason).toBe(`Re-issued as ${newCode}: Learner changed their name`);
    expect((await page(first.certificate.code)).data).toMatchObject({ certificate: { revokedAt: expect.any(String) } });
    expect((await pdf(first.certificate.code)).status).toBe(410);
    const [replacement] = await db.select().from(certificates).where(eq(certificates.code, newCode));
    expect(replacement).toMatchObject({
      replacesId: first.certificate.id,
      reissueReason: 'Learner changed their name',
      revokedAt: null,
    });
    // A revoked certificate cannot be re-issued again; the valid one can be revoked.
    expect((await post({ intent: 'reissue', id: first.certificate.id, reason: 'Again' })).status).toBe(409);
    expect((await post({ intent: 'revoke', id: replacement?.id ?? '', reason: 'Quiz answers were shared' })).data).toMatchObject({
      ok: true,
    });
    const rows = await db.select().from(certificates).where(eq(certificates.userId, first.person.id));
    expect(rows.map((row) => row.revokedAt === null)).toEqual([false, false]);

    const listed = (await callAction(certificatesLoader, pageGet(`/admin/certificates?q=${newCode}`, admin.jar))).data as {
      certificates: Array<{ code: string }>;
    };
    expect(listed.certificates.map((row) => row.code)).toEqual([newCode]);
    // Not an admin: refused before anything is read or written.
    const stranger = await learner('not-admin');
    expect((await post({ intent: 'revoke', id: first.certificate.id, reason: 'Because' }, stranger.jar)).status).toBe(403);
  });
});

describe('a revoked certificate', () => {
  it('is shown to its learner with the reason, and an admin can re-issue it once, with the learner emailed', async () => {
    const admin = await learner('restore-admin');
    await db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
    const course = await createCourse(database, { lessonCount: 1, quiz: false });
    const person = await learner('restored');
    await enrol(course.slug, person.jar);
    await lessonPost(course.slug, 'lesson-1', { intent: 'complete' }, person.jar);
    const [issued] = await db.select().from(certificates).where(eq(certificates.userId, person.id));
    if (!issued) throw new Error('no certificate');
    const post = (fields: Record<string, string>) =>
      callAction(certificatesAction, formPost('/admin/certificates', fields, admin.jar));
    const actor = { id: person.id, role: 'user' as const };

    await post({ intent: 'revoke', id: issued.id, reason: 'Quiz answers were shared' });
    // The learner is told, on their dashboard and on the course page, instead of the certificate vanishing.
    expect(await listCertificatesOf({ actor })).toMatchObject([
      { code: issued.code, revokedAt: expect.any(Date), revokedReason: 'Quiz answers were shared' },
    ]);
    const coursePage = (await callAction(courseLoader, pageGet(`/courses/${course.slug}`, person.jar), { slug: course.slug }))
      .data as { learner: { certificateCode: string | null; revokedCertificate: { reason: string } | null } };
    expect(coursePage.learner).toMatchObject({
      certificateCode: null,
      revokedCertificate: { reason: 'Quiz answers were shared' },
    });
    // The completion page says so too, in place of the certificate.
    const completed = await callAction(completionLoader, pageGet(`/courses/${course.slug}/complete`, person.jar), {
      slug: course.slug,
    });
    expect(completed.data).toMatchObject({ certificateCode: null, revokedCertificate: { reason: 'Quiz answers were shared' } });

    // The admin re-issues it: a new certificate naming the revoked one, with who and why.
    const restored = await post({ intent: 'reissue', id: issued.id, reason: 'Revoked by mistake' });
    expect(restored.data).toMatchObject({ ok: true });
    const [replacement] = await db.select().from(certificates).where(eq(certificates.replacesId, issued.id));
    expect(replacement).toMatchObject({ revokedAt: null, reissueReason: 'Revoked by mistake', reissuedBy: admin.id });
    expect((await listCertificatesOf({ actor })).map((row) => [row.code, row.revokedAt])).toEqual([[replacement?.code, null]]);
    // Once, whatever the clicks: a second re-issue of the revoked one is refused.
    expect(await post({ intent: 'reissue', id: issued.id, reason: 'Again, by mistake' })).toMatchObject({
      status: 409,
      data: { message: 'certificates.errors.alreadyValid' },
    });
    // The learner is emailed the new code.
    await drainJobs();
    await drainJobs();
    const mail = await db.select().from(emailMessages).where(eq(emailMessages.toAddress, person.email));
    expect(mail.map((row) => row.template)).toContain('certificate-reissued');
  });
});

describe('the course completion page', () => {
  const completion = (slug: string, jar: CookieJar) =>
    callAction(completionLoader, pageGet(`/courses/${slug}/complete`, jar), { slug });

  it('shows a finished learner their certificate and courses to learn next; anyone else goes to the course page', async () => {
    const course = await createCourse(database, { lessonCount: 2, quiz: false });
    await createCourse(database, { title: 'Saving seeds for next year' });
    const taken = await createCourse(database, { title: 'A course already taken' });
    const draft = await createCourse(database, { title: 'A draft to learn next', status: 'draft' });
    const person = await learner('completer');
    await enrol(course.slug, person.jar);
    await enrol(taken.slug, person.jar);

    // Enrolled, not finished: the course page.
    const early = await completion(course.slug, person.jar);
    expect(early.status).toBe(302);
    expect(early.headers.get('location')).toBe(`/courses/${course.slug}`);
    // Not enrolled at all: the course page too.
    const stranger = await learner('not-finished');
    expect((await completion(course.slug, stranger.jar)).headers.get('location')).toBe(`/courses/${course.slug}`);

    expect((await lessonPost(course.slug, 'lesson-1', { intent: 'complete' }, person.jar)).status).toBe(200);
    const finishing = await lessonPost(course.slug, 'lesson-2', { intent: 'complete' }, person.jar);
    expect(finishing.headers.get('location')).toBe(`/courses/${course.slug}/complete`);

    const shown = await completion(course.slug, person.jar);
    expect(shown.status).toBe(200);
    const [certificate] = await db.select().from(certificates).where(eq(certificates.userId, person.id));
    const data = shown.data as {
      course: { slug: string };
      certificateCode: string | null;
      revokedCertificate: unknown;
      suggestions: Array<{ slug: string }>;
      seo: { noindex: boolean };
    };
    expect(data).toMatchObject({
      course: { slug: course.slug },
      certificateCode: certificate?.code,
      revokedCertificate: null,
      seo: { noindex: true },
    });
    const suggested = data.suggestions.map((suggestion) => suggestion.slug);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(3);
    expect(suggested).not.toContain(course.slug);
    expect(suggested).not.toContain(taken.slug);
    expect(suggested).not.toContain(draft.slug);
  });
});

describe('course reviews', () => {
  it('takes one review per learner, from learners only, with field errors, and rates the course in its JSON-LD', async () => {
    const course = await createCourse(database);
    const review = (fields: Record<string, string>, jar: CookieJar) =>
      callAction(courseAction, formPost(`/courses/${course.slug}`, { intent: 'review', ...fields }, jar), { slug: course.slug });
    const outsider = await learner('outsider');
    expect(await review({ rating: '5', body: 'Never took it but it looks great to me.' }, outsider.jar)).toMatchObject({
      status: 403,
      data: { formError: 'learning.reviews.learnersOnly' },
    });

    const first = await learner('reviewer');
    await enrol(course.slug, first.jar);
    expect(await review({ rating: '9', body: 'short' }, first.jar)).toMatchObject({
      status: 400,
      data: { fieldErrors: { rating: 'reviews.errors.rating', body: 'reviews.errors.bodyShort' } },
    });
    expect((await review({ rating: '5', body: 'Clear, practical and honest about what can go wrong.' }, first.jar)).status).toBe(
      201,
    );
    expect(await review({ rating: '1', body: 'Changing my mind about everything here.' }, first.jar)).toMatchObject({
      status: 409,
      data: { formError: 'learning.reviews.already' },
    });
    const second = await learner('reviewer');
    await enrol(course.slug, second.jar);
    expect((await review({ rating: '4', body: 'Good, though I wanted more on worm bins.' }, second.jar)).status).toBe(201);

    const page = (await callAction(courseLoader, pageGet(`/courses/${course.slug}`, first.jar), { slug: course.slug })).data as {
      reviews: { count: number; average: number; canReview: boolean; reviews: Array<{ authorName: string; rating: number }> };
      seo: { jsonLd: Array<Record<string, unknown>> };
    };
    expect(page.reviews).toMatchObject({ count: 2, average: 4.5, canReview: false });
    expect(page.reviews.reviews.map((entry) => [entry.authorName, entry.rating])).toEqual([
      ['Sam S.', 4],
      ['Sam S.', 5],
    ]);
    expect(page.seo.jsonLd[0]).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('shows ten reviews at a time, newest first, and the rest on further pages', async () => {
    const course = await createCourse(database);
    // One after another: sign-ups at the same millisecond could draw the same test phone number.
    const people: Awaited<ReturnType<typeof signUpPerson>>[] = [];
    for (let index = 0; index < 12; index += 1) people.push(await signUpPerson('many-reviews'));
    const start = Date.parse('2026-03-01T12:00:00Z');
    await db.insert(courseReviews).values(
      people.map((person, index) => ({
        courseId: course.id,
        userId: person.id,
        authorName: `Reviewer ${index + 1}`,
        rating: (index % 5) + 1,
        body: `Review number ${index + 1}, with enough words to be a review.`,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    type Page = { reviews: { count: number; page: number; pageCount: number; reviews: Array<{ authorName: string }> } };
    const pageAt = async (query: string) =>
      (
        (await callAction(courseLoader, pageGet(`/courses/${course.slug}${query}`, new CookieJar()), { slug: course.slug }))
          .data as Page
      ).reviews;
    const first = await pageAt('');
    expect(first).toMatchObject({ count: 12, page: 1, pageCount: 2 });
    expect(first.reviews.map((review) => review.authorName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Reviewer ${12 - index}`),
    );
    const second = await pageAt('?reviews=2');
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect(second.reviews.map((review) => review.authorName)).toEqual(['Reviewer 2', 'Reviewer 1']);
    // A page that is not a number, or past the end, shows the first page or an empty one, never an error.
    expect((await pageAt('?reviews=abc')).page).toBe(1);
    expect((await pageAt('?reviews=5')).reviews).toEqual([]);
  });
});
