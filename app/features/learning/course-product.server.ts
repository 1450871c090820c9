import type { Executor } from '~/db/client.server';
import { ensureServiceProduct } from '~/features/catalog/service-products.server';

/*
 * The products learning sells places as: a place on a course, a seat in a live class. The
 * catalogue keeps them (never listed or sold on its own, untracked: places are counted on
 * enrolments and bookings); each call brings the product in step with the course or class and
 * returns its id.
 */

/** The product a paid course is sold as (decision 0048): a place on the course, in the 'courses' category. */
export function upsertCourseProduct(
  tx: Executor,
  course: { slug: string; title: string; summary: string; priceCents: number; coverImage: string | null },
) {
  return ensureServiceProduct(tx, {
    handle: `course-${course.slug}`,
    name: `Course: ${course.title}`,
    summary: course.summary,
    priceCents: course.priceCents,
    images: course.coverImage ? [{ src: course.coverImage, alt: '' }] : [],
    category: 'courses',
  });
}

/** The product a paid live class is sold as (decision 0053): a seat in the class, in the 'classes' category. */
export function upsertClassProduct(tx: Executor, session: { id: string; title: string; summary: string; priceCents: number }) {
  return ensureServiceProduct(tx, {
    handle: `class-${session.id}`,
    name: `Live class: ${session.title}`,
    summary: session.summary,
    priceCents: session.priceCents,
    images: [],
    category: 'classes',
  });
}
