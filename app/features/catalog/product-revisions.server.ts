import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { type ProductImage, productRevisions } from '~/db/schema/catalog';
import { changeProduct } from './product-writes.server';

/*
 * The catalogue's writes of proposed versions of a product (issue 39, decision 0093): a vendor's
 * product waits for an administrator before its words, price or category are shown, and the
 * shop keeps the approved version meanwhile. The vendors' operations decide who may propose and
 * decide (features/vendors); the catalogue writes its tables.
 *
 * These take no actor (convention 16): they run inside those operations' transactions (`tx`),
 * which have already refused the wrong person. No route calls them.
 */

export type ProposedFields = {
  name: string;
  summary: string;
  descriptionMd: string;
  priceCents: number | null;
  category: string;
  tags: string[];
  /** The proposed pictures in order; absent or null, the product's photos stay as they are. */
  images?: ProductImage[] | null;
};

/**
 * Records a proposal waiting for review; null when one waits already (the partial unique index
 * says so, whatever raced), so a product never has two proposals an administrator could mix up.
 */
export async function insertRevision(
  tx: Executor,
  { productId, proposedBy, fields }: { productId: string; proposedBy: string; fields: ProposedFields },
): Promise<{ id: string } | null> {
  const [row] = await tx
    .insert(productRevisions)
    .values({ productId, proposedBy, ...fields })
    .onConflictDoNothing({ target: productRevisions.productId, where: sql`${productRevisions.state} = 'pending'` })
    .returning({ id: productRevisions.id });
  return row ?? null;
}

/** Replaces the pictures of a proposal still waiting (a vendor's photo change, decision 0093); false when it is not waiting. */
export async function setRevisionImages(tx: Executor, revisionId: string, images: ProductImage[]): Promise<boolean> {
  const [row] = await tx
    .update(productRevisions)
    .set({ images })
    .where(and(eq(productRevisions.id, revisionId), eq(productRevisions.state, 'pending')))
    .returning({ id: productRevisions.id });
  return row !== undefined;
}

/**
 * Decides a waiting proposal, once: an approval copies its fields onto the product and lists it;
 * a return keeps the product as it is, with the reason. Photos a decision leaves unshown are the
 * caller's to delete once it has committed (photo-store's deletePhotoFilesIfUnused). False when it was not waiting any more
 * (decided by another administrator a moment before): nothing is changed then.
 */
export async function decideRevision(
  tx: Executor,
  input: { revisionId: string; decidedBy: string } & ({ state: 'approved' } | { state: 'returned'; reason: string }),
): Promise<boolean> {
  const [decided] = await tx
    .update(productRevisions)
    .set({
      state: input.state,
      decidedAt: sql`now()`,
      decidedBy: input.decidedBy,
      reason: input.state === 'returned' ? input.reason : null,
    })
    .where(and(eq(productRevisions.id, input.revisionId), eq(productRevisions.state, 'pending')))
    .returning({
      productId: productRevisions.productId,
      name: productRevisions.name,
      summary: productRevisions.summary,
      descriptionMd: productRevisions.descriptionMd,
      priceCents: productRevisions.priceCents,
      category: productRevisions.category,
      tags: productRevisions.tags,
      images: productRevisions.images,
    });
  if (!decided) return false;
  if (input.state === 'approved') {
    // Proposed pictures replace the product's; a proposal without any leaves them as they are.
    const { productId, images, ...fields } = decided;
    await changeProduct(tx, productId, { ...fields, ...(images ? { images } : {}), status: 'active' });
  }
  return true;
}
