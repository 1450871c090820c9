import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { coachingClasses } from '~/db/schema/coaching';
import { courseModules, courseQuizzes, courses, lessons } from '~/db/schema/learning';
import type { Seeder } from '~/db/seed/demo-content.server';
import { findDemoInstructor } from '~/features/accounts/demo-accounts.server';
import { parseFrontMatterWithLists } from '~/features/content/content.server';
import { getSiteConfig } from '~/utils/site.server';
import { upsertClassProduct, upsertCourseProduct } from './course-product.server';
import { COURSE_LEVELS, COURSE_TOPICS, SLUG_PATTERN } from './learning.schema';

const coursesDir = path.resolve(process.cwd(), 'content/courses');

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** course.md's front matter (content/courses/README.md). */
const courseFileSchema = z.object({
  title: z.string().min(1).max(120),
  summary: z.string().min(1).max(200),
  level: z.enum(COURSE_LEVELS),
  topic: z.enum(COURSE_TOPICS),
  language: z.string().regex(/^[a-z]{2,3}$/),
  priceCents: whole(0, 1_000_000),
  estimatedMinutes: whole(1, 10_000),
  modules: z.array(z.string().min(1).max(120)).min(1),
});

const lessonFileSchema = z.object({
  title: z.string().min(1).max(120),
  module: z.string().min(1),
  minutes: whole(1, 600),
  preview: z.enum(['true', 'false']).transform((value) => value === 'true'),
  materials: z.array(z.string().regex(SLUG_PATTERN)).max(6),
});

const quizFileSchema = z.object({
  title: z.string().min(1).max(160),
  passPercent: z.number().int().min(1).max(100),
  questions: z
    .array(
      z
        .object({
          id: z.string().regex(/^q\d+$/),
          kind: z.enum(['single', 'multiple']),
          prompt: z.string().min(1),
          options: z.array(z.object({ id: z.string().regex(/^[a-z]$/), text: z.string().min(1) })).min(2),
          correct: z.array(z.string()).min(1),
          explanation: z.string().min(1),
        })
        .refine((q) => q.correct.every((id) => q.options.some((option) => option.id === id)), 'correct names an unknown option')
        .refine((q) => (q.kind === 'single' ? q.correct.length === 1 : q.correct.length >= 2), 'correct does not fit kind'),
    )
    .min(1),
});

function check<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`content/courses/${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** One course folder, read and checked; a bad file stops the seed with its name. */
async function readCourse(slug: string) {
  const dir = path.join(coursesDir, slug);
  const { data, body } = parseFrontMatterWithLists(await fs.readFile(path.join(dir, 'course.md'), 'utf8'));
  const course = check(courseFileSchema, data, `${slug}/course.md`);
  const files = (await fs.readdir(path.join(dir, 'lessons'))).filter((file) => /^\d\d-.+\.md$/.test(file)).sort();
  const lessonRows = await Promise.all(
    files.map(async (file, index) => {
      const source = parseFrontMatterWithLists(await fs.readFile(path.join(dir, 'lessons', file), 'utf8'));
      const lesson = check(lessonFileSchema, source.data, `${slug}/lessons/${file}`);
      const modulePosition = course.modules.indexOf(lesson.module);
      if (modulePosition < 0)
        throw new Error(`content/courses/${slug}/lessons/${file}: module "${lesson.module}" is not in course.md`);
      return {
        ...lesson,
        slug: file.slice(3, -3),
        position: index + 1,
        modulePosition: modulePosition + 1,
        bodyMd: source.body.trim(),
      };
    }),
  );
  const quiz = check(quizFileSchema, JSON.parse(await fs.readFile(path.join(dir, 'quiz.json'), 'utf8')), `${slug}/quiz.json`);
  const minutes = lessonRows.reduce((sum, lesson) => sum + lesson.minutes, 0);
  if (minutes !== course.estimatedMinutes)
    throw new Error(
      `content/courses/${slug}/course.md: estimatedMinutes is ${course.estimatedMinutes}, the lessons add up to ${minutes}`,
    );
  return { slug, course, descriptionMd: body.trim(), lessons: lessonRows, quiz };
}

/** Every demo course, in slug order. */
export async function readDemoCourses() {
  const entries = await fs.readdir(coursesDir, { withFileTypes: true });
  const slugs = entries.filter((entry) => entry.isDirectory() && SLUG_PATTERN.test(entry.name)).map((entry) => entry.name);
  return Promise.all(slugs.sort().map(readCourse));
}

/**
 * The demo school: the courses in content/courses, published. Upserted by slug (lessons by
 * course and slug), so a reload refreshes texts without touching anyone's progress.
 */
export const demoCoursesSeeder: Seeder = {
  name: 'demo-courses',
  run: async (tx: Database) => {
    const instructor = await findDemoInstructor(tx);
    for (const demo of await readDemoCourses()) {
      const productId =
        demo.course.priceCents > 0
          ? await upsertCourseProduct(tx, {
              slug: demo.slug,
              title: demo.course.title,
              summary: demo.course.summary,
              priceCents: demo.course.priceCents,
              coverImage: `/images/courses/${demo.slug}.svg`,
            })
          : null;
      const values = {
        slug: demo.slug,
        productId,
        title: demo.course.title,
        summary: demo.course.summary,
        descriptionMd: demo.descriptionMd,
        level: demo.course.level,
        topic: demo.course.topic,
        language: demo.course.language,
        priceCents: demo.course.priceCents,
        coverImage: `/images/courses/${demo.slug}.svg`,
        instructorId: instructor?.id ?? null,
        instructorName: instructor?.name ?? getSiteConfig().name,
        status: 'published' as const,
        estimatedMinutes: demo.course.estimatedMinutes,
        publishedAt: new Date(),
      };
      const { publishedAt: _keep, ...changes } = values;
      const [course] = await tx
        .insert(courses)
        .values(values)
        .onConflictDoUpdate({ target: courses.slug, set: { ...changes, updatedAt: sql`now()` } })
        .returning({ id: courses.id });
      if (!course) throw new Error(`demo course ${demo.slug} was not written`);
      const moduleIds = new Map<number, string>();
      for (const [index, title] of demo.course.modules.entries()) {
        const [row] = await tx
          .insert(courseModules)
          .values({ courseId: course.id, position: index + 1, title })
          .onConflictDoUpdate({ target: [courseModules.courseId, courseModules.position], set: { title } })
          .returning({ id: courseModules.id });
        if (row) moduleIds.set(index + 1, row.id);
      }
      for (const lesson of demo.lessons) {
        const lessonValues = {
          courseId: course.id,
          moduleId: moduleIds.get(lesson.modulePosition) as string,
          slug: lesson.slug,
          position: lesson.position,
          title: lesson.title,
          bodyMd: lesson.bodyMd,
          minutes: lesson.minutes,
          isPreview: lesson.preview,
          materials: lesson.materials,
        };
        await tx
          .insert(lessons)
          .values(lessonValues)
          .onConflictDoUpdate({ target: [lessons.courseId, lessons.slug], set: lessonValues });
      }
      const quiz = {
        courseId: course.id,
        title: demo.quiz.title,
        passPercent: demo.quiz.passPercent,
        questions: demo.quiz.questions,
      };
      await tx.insert(courseQuizzes).values(quiz).onConflictDoUpdate({ target: courseQuizzes.courseId, set: quiz });
    }
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo timetable: live classes a few days to a few weeks after the demo content is loaded,
 * at 17:00 UTC (morning on the American west coast, evening in Europe and Africa).
 */
const DEMO_CLASSES: {
  key: string;
  course: string;
  inDays: number;
  durationMinutes: number;
  capacity: number;
  priceCents?: number;
  title: string;
  summary: string;
  description: string;
}[] = [
  {
    key: 'demo-seed-saving-qa',
    course: 'pumpkin-seed-power',
    inDays: 3,
    durationMinutes: 60,
    capacity: 12,
    title: 'Seed saving questions and answers',
    summary:
      'Bring the squash and pumpkins you want to save seed from; we look at isolation, hand pollination and drying together.',
    description:
      'A small, practical session for anyone following Pumpkin Seed Power or saving cucurbit seed for the first time.\n\n## What we cover\n\n- Which of your fruit are worth saving seed from, and which may have crossed\n- Hand pollination step by step, with time for your questions\n- Cleaning, drying and storing seed so it keeps for years\n\nHave a ripe fruit, a spoon and a plate nearby if you want to follow along.',
  },
  {
    key: 'demo-compost-troubleshooting',
    course: 'composting-basics',
    inDays: 8,
    durationMinutes: 45,
    capacity: 20,
    title: 'Compost troubleshooting clinic',
    summary: 'Smelly, slimy, cold or full of flies? Describe your heap and we work out what it needs.',
    description:
      'Most compost problems come down to the balance of browns and greens, air or water. In this clinic we go through the common ones and then take yours.\n\n## Before the class\n\nNote what goes into your heap or bin, how often you turn it, and what it looks and smells like. A photo helps if you want to share your screen.',
  },
  {
    key: 'demo-drip-irrigation-planning',
    course: 'water-wise-gardening',
    inDays: 15,
    durationMinutes: 60,
    capacity: 8,
    // A paid class, so the demo shows paying for a seat (decision 0053).
    priceCents: 1500,
    title: 'Plan your drip irrigation',
    summary: 'Sketch your beds and leave with a parts list and a watering schedule for your garden.',
    description:
      'A hands-on planning session: we measure beds, choose between drip line and soaker hose, and work out run lengths, emitter spacing and how long to water.\n\n## Bring\n\nA rough plan of your beds with their sizes, where your tap or rain barrel is, and what you grow.',
  },
  {
    key: 'demo-seed-starting-setup',
    course: 'starting-seeds-indoors',
    inDays: 22,
    durationMinutes: 45,
    capacity: 30,
    title: 'Seed starting setup check',
    summary: 'Show your trays, light and mix; get advice on timing your sowings from your last frost date.',
    description:
      'For anyone about to start seeds indoors. We look at light levels and distance, watering from below, air movement against damping-off, and when to sow what for your frost date.',
  },
];

/** The demo live classes: upserted by key, moved to the same distance from today on every reload. */
export const demoClassesSeeder: Seeder = {
  name: 'demo-classes',
  run: async (tx: Database) => {
    const instructor = await findDemoInstructor(tx);
    const today = new Date();
    const base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 17);
    const courseRows = await tx.select({ id: courses.id, slug: courses.slug }).from(courses);
    for (const demo of DEMO_CLASSES) {
      const values = {
        sourceKey: demo.key,
        title: demo.title,
        summary: demo.summary,
        descriptionMd: demo.description,
        instructorId: instructor?.id ?? null,
        instructorName: instructor?.name ?? getSiteConfig().name,
        courseId: courseRows.find((course) => course.slug === demo.course)?.id ?? null,
        startsAt: new Date(base + demo.inDays * DAY_MS),
        durationMinutes: demo.durationMinutes,
        capacity: demo.capacity,
        priceCents: demo.priceCents ?? 0,
        status: 'scheduled' as const,
      };
      const { sourceKey: _, ...changes } = values;
      const [saved] = await tx
        .insert(coachingClasses)
        .values(values)
        .onConflictDoUpdate({ target: coachingClasses.sourceKey, set: changes })
        .returning({ id: coachingClasses.id });
      if (saved && values.priceCents > 0)
        await tx
          .update(coachingClasses)
          .set({ productId: await upsertClassProduct(tx, { id: saved.id, ...values }) })
          .where(eq(coachingClasses.id, saved.id));
    }
  },
};
