import { sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/index';

/**
 * The product a paid course is sold as (decision 0048): a place on the course, never listed or
 * sold on its own (draft), untracked, in the 'courses' category. Upserted by handle; returns its id.
 */
export async function upsertCourseProduct(
  tx: Executor,
  course: { slug: string; title: string; summary: string; priceCents: number; coverImage: string | null },
) {
  const values = {
    handle: `course-${course.slug}`,
    name: `Course: ${course.title}`,
    summary: course.summary,
    priceCents: course.priceCents,
    images: course.coverImage ? [{ src: course.coverImage, alt: '' }] : [],
    category: 'courses',
    trackInventory: false,
    stockQuantity: 0,
    status: 'draft' as const,
  };
  const { handle: _, ...changes } = values;
  const [row] = await tx
    .insert(products)
    .values(values)
    .onConflictDoUpdate({ target: products.handle, set: { ...changes, updatedAt: sql`now()` } })
    .returning({ id: products.id });
  if (!row) throw new Error(`course product for ${course.slug} was not written`);
  return row.id;
}
