import { eq, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { type ProductImage, products } from '~/db/schema/catalog';

/*
 * Products another domain sells (decision 0066): a place on a course, a seat in a live class, the
 * instructor onboarding fee, a subscription's box. The catalogue owns every product, whoever
 * sells it, so the selling domain asks for its product here instead of writing the table: orders,
 * receipts, refunds and the relief share then treat it as any other product.
 *
 * No actor (convention 16): the selling domain's own operation, which checked who acts (an
 * instructor editing their course, the fee's set-up), asks for its product; a seeder does too.
 */

/** What the selling domain says of its product; `handle` is its stable key (`course-<slug>`). */
export type ServiceProduct = {
  handle: string;
  name: string;
  summary: string;
  priceCents: number;
  category: string;
  images: ProductImage[];
  descriptionMd?: string;
  tags?: string[];
};

/** The fields a call may keep in step with the seller's own record when the product exists. */
type SellerField = Exclude<keyof ServiceProduct, 'handle'>;

/**
 * Makes the product, or brings an existing one (same handle) in step, and returns its id. It is
 * never listed or sold on its own (draft) and untracked: the seller counts its places (enrolments,
 * bookings), so the catalogue's stock is not used. `inStep` names the fields rewritten on an
 * existing product, each time (default: all it is given, and draft and untracked again); the
 * others are written when it is made only.
 */
export async function ensureServiceProduct(
  executor: Executor,
  product: ServiceProduct,
  { inStep }: { inStep?: readonly SellerField[] } = {},
): Promise<string> {
  const values = { ...product, trackInventory: false, stockQuantity: 0, status: 'draft' as const };
  const { handle: _, ...everything } = values;
  const changes = inStep ? Object.fromEntries(inStep.map((field) => [field, product[field]])) : everything;
  const [row] = await executor
    .insert(products)
    .values(values)
    .onConflictDoUpdate({ target: products.handle, set: { ...changes, updatedAt: sql`now()` } })
    .returning({ id: products.id });
  if (!row) throw new Error(`the product ${product.handle} was not written`);
  return row.id;
}

/** The id of a seller's product, or null when it was never made (nobody can have bought it then). */
export async function findServiceProductId(executor: Executor, handle: string): Promise<string | null> {
  const [row] = await executor.select({ id: products.id }).from(products).where(eq(products.handle, handle));
  return row?.id ?? null;
}
