import { sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/catalog';

/**
 * A product that stands for a place in something learning sells: never listed or sold on its own
 * (draft), untracked (places are counted on enrolments and bookings). Upserted by handle; returns
 * its id.
 */
async function upsertPlaceProduct(
  tx: Executor,
  place: {
    handle: string;
    name: string;
    summary: string;
    priceCents: number;
    images: { src: string; alt: string }[];
    category: string;
  },
) {
  const values = { ...place, trackInventory: false, stockQuantity: 0, status: 'draft' as const };
  const { handle: _, ...changes } = values;
  const [row] = await tx
    .insert(products)
    .values(values)
    .onConflictDoUpdate({ target: products.handle, set: { ...changes, updatedAt: sql`now()` } })
    .returning({ id: products.id });
  if (!row) throw new Error(`the product ${place.handle} was not written`);
  return row.id;
}

/** The product a paid course is sold as (decision 0048): a place on the course, in the 'courses' category. */
export function upsertCourseProduct(
  tx: Executor,
  course: { slug: string; title: string; summary: string; priceCents: number; coverImage: string | null },
) {
  return upsertPlaceProduct(tx, {
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
  return upsertPlaceProduct(tx, {
    handle: `class-${session.id}`,
    name: `Live class: ${session.title}`,
    summary: session.summary,
    priceCents: session.priceCents,
    images: [],
    category: 'classes',
  });
}
