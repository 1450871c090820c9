import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../app/db/client.server';
import { coachingClasses, courseModules, courseQuizzes, courses, lessons, type QuizQuestion } from '../../app/db/schema/index';

type NewCourse = typeof courses.$inferInsert;

/** Two questions: q1 single (b is right), q2 multiple (a and c are right). */
export const TEST_QUESTIONS: QuizQuestion[] = [
  {
    id: 'q1',
    kind: 'single',
    prompt: 'Which is a green?',
    options: [
      { id: 'a', text: 'Dry leaves' },
      { id: 'b', text: 'Grass clippings' },
    ],
    correct: ['b'],
    explanation: 'Fresh grass is rich in nitrogen.',
  },
  {
    id: 'q2',
    kind: 'multiple',
    prompt: 'Which are browns?',
    options: [
      { id: 'a', text: 'Straw' },
      { id: 'b', text: 'Coffee grounds' },
      { id: 'c', text: 'Cardboard' },
    ],
    correct: ['a', 'c'],
    explanation: 'Straw and cardboard are rich in carbon.',
  },
];

/**
 * A published course with one module of `lessonCount` lessons (the first a preview) and, unless
 * `quiz: false`, a required two-question quiz passed at 50%. Lessons may drip (`dripDays` per
 * lesson) and carry materials (product handles).
 */
export async function createCourse(
  database: DatabaseHandle,
  {
    lessonCount = 3,
    quiz = true,
    dripDays = [],
    materials = [],
    ...overrides
  }: Partial<NewCourse> & { lessonCount?: number; quiz?: boolean; dripDays?: (number | null)[]; materials?: string[] } = {},
) {
  const id = randomUUID().slice(0, 8);
  const db = database.db;
  const [course] = await db
    .insert(courses)
    .values({
      slug: `test-course-${id}`,
      title: `Test course ${id}`,
      summary: 'A course made for a test.',
      descriptionMd: 'What the course covers.',
      level: 'beginner',
      topic: 'composting',
      priceCents: 0,
      instructorName: 'Test Instructor',
      status: 'published',
      estimatedMinutes: lessonCount * 10,
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!course) throw new Error('course insert returned nothing');
  const [module] = await db.insert(courseModules).values({ courseId: course.id, position: 1, title: 'The basics' }).returning();
  if (!module) throw new Error('module insert returned nothing');
  const lessonRows = await db
    .insert(lessons)
    .values(
      Array.from({ length: lessonCount }, (_, index) => ({
        courseId: course.id,
        moduleId: module.id,
        slug: `lesson-${index + 1}`,
        position: index + 1,
        title: `Lesson ${index + 1}`,
        bodyMd: `## Part ${index + 1}\n\nThe text of lesson ${index + 1}.`,
        minutes: 10,
        isPreview: index === 0,
        dripDays: dripDays[index] ?? null,
        materials: index === 0 ? materials : [],
      })),
    )
    .returning();
  lessonRows.sort((a, b) => a.position - b.position);
  const [quizRow] = quiz
    ? await db
        .insert(courseQuizzes)
        .values({ courseId: course.id, title: 'Check', passPercent: 50, questions: TEST_QUESTIONS })
        .returning()
    : [];
  return { ...course, lessons: lessonRows, quiz: quizRow ?? null };
}

/** A scheduled, free live class starting `inHours` from now (default a week). */
export async function createClass(
  database: DatabaseHandle,
  { inHours = 24 * 7, ...overrides }: Partial<typeof coachingClasses.$inferInsert> & { inHours?: number } = {},
) {
  const [row] = await database.db
    .insert(coachingClasses)
    .values({
      title: `Test class ${randomUUID().slice(0, 6)}`,
      summary: 'A class made for a test.',
      instructorName: 'Test Instructor',
      startsAt: new Date(Date.now() + inHours * 3_600_000),
      durationMinutes: 60,
      capacity: 5,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('class insert returned nothing');
  return row;
}
