import { asc, count, eq } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { courseEnrolments, courseModules, courseQuizzes, courses, lessons } from '~/db/schema/learning';
import { isUuid } from '~/utils/ids';
import { type PublishProblem, publishProblems } from './authoring.schema';

/*
 * A course as its editor reads it (issue 13). Who may open it is the editor routes' rule
 * (routes/learn/authoring/course-editor.server.ts: its instructor or an admin, Access Denied
 * recorded for anyone else); each change made from it checks the person again
 * (course-editing.server.ts).
 */

/** A course as its editor shows it, or null. */
export async function findCourseForEditing(courseId: string, db: Executor = getDb()) {
  if (!isUuid(courseId)) return null;
  const [course] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      descriptionMd: courses.descriptionMd,
      level: courses.level,
      topic: courses.topic,
      language: courses.language,
      priceCents: courses.priceCents,
      coverImage: courses.coverImage,
      status: courses.status,
      instructorId: courses.instructorId,
      instructorName: courses.instructorName,
      estimatedMinutes: courses.estimatedMinutes,
      publishedAt: courses.publishedAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const [modules, lessonRows, [quiz], [learners]] = await Promise.all([
    db
      .select({ id: courseModules.id, position: courseModules.position, title: courseModules.title })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position)),
    db
      .select({
        id: lessons.id,
        slug: lessons.slug,
        moduleId: lessons.moduleId,
        position: lessons.position,
        title: lessons.title,
        minutes: lessons.minutes,
        isPreview: lessons.isPreview,
        dripDays: lessons.dripDays,
        videoUrl: lessons.videoUrl,
        bodyMd: lessons.bodyMd,
        materials: lessons.materials,
      })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position)),
    db
      .select({
        id: courseQuizzes.id,
        title: courseQuizzes.title,
        passPercent: courseQuizzes.passPercent,
        isRequired: courseQuizzes.isRequired,
        questions: courseQuizzes.questions,
      })
      .from(courseQuizzes)
      .where(eq(courseQuizzes.courseId, courseId)),
    db.select({ count: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId)),
  ]);
  return { ...course, modules, lessons: lessonRows, quiz: quiz ?? null, learnerCount: learners?.count ?? 0 };
}

export type EditableCourse = NonNullable<Awaited<ReturnType<typeof findCourseForEditing>>>;

/** What stops this course from being published (empty when nothing does). */
export function problemsOf(course: EditableCourse): PublishProblem[] {
  return publishProblems({
    lessons: course.lessons,
    modules: course.modules,
    quiz: course.quiz ? { questionCount: course.quiz.questions.length } : null,
  });
}
