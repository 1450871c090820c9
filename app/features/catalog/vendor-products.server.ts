import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, getDb } from '~/db/client.server';
import { productRevisions, products } from '~/db/schema/catalog';

/*
 * A marketplace vendor's products (issue 39): the catalogue owns them, whoever sells them, and
 * names their vendor in products.vendor_id (the vendor's user id). The vendor's dashboard, their
 * product form and the administrators' review read them here; the proposals waiting for review
 * are product_revisions (product-revisions.server.ts, decision 0093).
 */

/**
 * A vendor's products, listed or not, newest change first (at most `limit`), each with its latest
 * proposal (its state and, when sent back, why), read in the same statement: on PGlite each
 * statement costs the dashboard about a millisecond before it reads a row.
 */
export async function listVendorProducts({
  vendorId,
  limit = 200,
  offset = 0,
}: {
  vendorId: string;
  limit?: number;
  offset?: number;
}) {
  const latest = getDb()
    .select({
      state: productRevisions.state,
      reason: productRevisions.reason,
      submittedAt: productRevisions.submittedAt,
      decidedAt: productRevisions.decidedAt,
    })
    .from(productRevisions)
    .where(eq(productRevisions.productId, products.id))
    .orderBy(desc(productRevisions.submittedAt))
    .limit(1)
    .as('latest_revision');
  const rows = await getDb()
    .select({
      id: products.id,
      handle: products.handle,
      name: products.name,
      priceCents: products.priceCents,
      currency: products.currency,
      status: products.status,
      trackInventory: products.trackInventory,
      stockQuantity: products.stockQuantity,
      updatedAt: products.updatedAt,
      reviewState: latest.state,
      reviewReason: latest.reason,
      reviewSubmittedAt: latest.submittedAt,
      reviewDecidedAt: latest.decidedAt,
    })
    .from(products)
    .leftJoinLateral(latest, sql`true`)
    .where(eq(products.vendorId, vendorId))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ reviewState, reviewReason, reviewSubmittedAt, reviewDecidedAt, ...product }) => ({
    ...product,
    review:
      reviewState === null || reviewSubmittedAt === null
        ? null
        : { state: reviewState, reason: reviewReason, submittedAt: reviewSubmittedAt, decidedAt: reviewDecidedAt },
  }));
}

export type VendorProduct = Awaited<ReturnType<typeof listVendorProducts>>[number];

const productFields = {
  id: products.id,
  handle: products.handle,
  vendorId: products.vendorId,
  status: products.status,
  name: products.name,
  summary: products.summary,
  descriptionMd: products.descriptionMd,
  priceCents: products.priceCents,
  category: products.category,
  tags: products.tags,
  images: products.images,
  trackInventory: products.trackInventory,
  stockQuantity: products.stockQuantity,
};

const revisionFields = {
  id: productRevisions.id,
  state: productRevisions.state,
  name: productRevisions.name,
  summary: productRevisions.summary,
  descriptionMd: productRevisions.descriptionMd,
  priceCents: productRevisions.priceCents,
  category: productRevisions.category,
  tags: productRevisions.tags,
  images: productRevisions.images,
  reason: productRevisions.reason,
  submittedAt: productRevisions.submittedAt,
  decidedAt: productRevisions.decidedAt,
};

/**
 * A product with its latest proposal, read for a vendor's form or operation; `forUpdate` locks
 * the product's row (in an operation's transaction), so two saves of one product take turns.
 * Null when there is no such product (whose it is, the caller checks).
 */
export async function findProductWithRevision(executor: Executor, productId: string, { forUpdate = false } = {}) {
  const query = executor.select(productFields).from(products).where(eq(products.id, productId));
  const [product] = forUpdate ? await query.for('update') : await query;
  if (!product) return null;
  const [revision] = await executor
    .select(revisionFields)
    .from(productRevisions)
    .where(eq(productRevisions.productId, productId))
    .orderBy(desc(productRevisions.submittedAt))
    .limit(1);
  return { product, revision: revision ?? null };
}

export type ProductWithRevision = NonNullable<Awaited<ReturnType<typeof findProductWithRevision>>>;

/** One proposal with its product's vendor and status, for the decision (locked in its transaction). */
export async function findRevisionForDecision(executor: Executor, revisionId: string) {
  const [row] = await executor
    .select({
      id: productRevisions.id,
      state: productRevisions.state,
      productId: productRevisions.productId,
      images: productRevisions.images,
      vendorId: products.vendorId,
      productStatus: products.status,
      productImages: products.images,
    })
    .from(productRevisions)
    .innerJoin(products, eq(products.id, productRevisions.productId))
    .where(eq(productRevisions.id, revisionId))
    .for('update');
  return row ?? null;
}

const live = alias(products, 'live');

/**
 * The proposals waiting for an administrator, oldest first: what is proposed beside what is live
 * (a first listing has nothing live yet: its product is still a draft).
 */
export function listPendingRevisions({ limit = 100 }: { limit?: number } = {}) {
  return getDb()
    .select({
      ...revisionFields,
      productId: live.id,
      handle: live.handle,
      vendorId: live.vendorId,
      productStatus: live.status,
      live: {
        name: live.name,
        summary: live.summary,
        descriptionMd: live.descriptionMd,
        priceCents: live.priceCents,
        category: live.category,
        tags: live.tags,
        images: live.images,
      },
    })
    .from(productRevisions)
    .innerJoin(live, eq(live.id, productRevisions.productId))
    .where(eq(productRevisions.state, 'pending'))
    .orderBy(asc(productRevisions.submittedAt))
    .limit(limit);
}

export type PendingRevision = Awaited<ReturnType<typeof listPendingRevisions>>[number];

/** How many proposals wait (the review screen's heading). */
export async function countPendingRevisions(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(productRevisions)
    .where(and(eq(productRevisions.state, 'pending')));
  return row?.n ?? 0;
}
