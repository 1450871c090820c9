import { asc, inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { coachingClasses } from '~/db/schema/coaching';
import { courses, lessons } from '~/db/schema/learning';

/*
 * What an order bought of the school (issue 35, point 13): the courses and class seats among its
 * products, with what the buyer does next: a course's first lesson, a class's time and room. The
 * order's result page (/checkout/success) composes it with the order, so that a course or a class
 * bought reads as one, not as a parcel.
 */

export type PurchasedCourse = { productId: string; title: string; slug: string; firstLessonSlug: string | null };
export type PurchasedClass = {
  productId: string;
  id: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  status: 'scheduled' | 'cancelled';
};

/** The courses and classes sold as these products (none for an order of goods only). */
export async function findPurchasedLearning({
  productIds,
}: {
  productIds: readonly string[];
}): Promise<{ courses: PurchasedCourse[]; classes: PurchasedClass[] }> {
  if (productIds.length === 0) return { courses: [], classes: [] };
  const db = getDb();
  const ids = [...productIds];
  const [courseRows, classRows] = await Promise.all([
    db
      .select({ id: courses.id, productId: courses.productId, title: courses.title, slug: courses.slug })
      .from(courses)
      .where(inArray(courses.productId, ids)),
    db
      .select({
        productId: coachingClasses.productId,
        id: coachingClasses.id,
        title: coachingClasses.title,
        startsAt: coachingClasses.startsAt,
        durationMinutes: coachingClasses.durationMinutes,
        status: coachingClasses.status,
      })
      .from(coachingClasses)
      .where(inArray(coachingClasses.productId, ids))
      .orderBy(asc(coachingClasses.startsAt)),
  ]);
  const lessonRows =
    courseRows.length === 0
      ? []
      : await db
          .select({ courseId: lessons.courseId, slug: lessons.slug })
          .from(lessons)
          .where(
            inArray(
              lessons.courseId,
              courseRows.map((course) => course.id),
            ),
          )
          .orderBy(asc(lessons.position));
  return {
    courses: courseRows.map(({ id, productId, ...course }) => ({
      ...course,
      productId: productId ?? '',
      firstLessonSlug: lessonRows.find((lesson) => lesson.courseId === id)?.slug ?? null,
    })),
    classes: classRows.map(({ productId, ...session }) => ({ ...session, productId: productId ?? '' })),
  };
}
