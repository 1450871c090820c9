import { randomUUID } from 'node:crypto';
import type { Executor } from '~/db/client.server';
import { getDb } from '~/db/client.server';
import { insertRevision } from '~/features/catalog/product-revisions.server';
import { changeProduct, insertProducts } from '~/features/catalog/product-writes.server';
import { findProductWithRevision, listVendorProducts, type ProductWithRevision } from '~/features/catalog/vendor-products.server';
import { PRODUCT_LIMITS, parseStock } from '~/features/inventory/product-form';
import { setSellerStock } from '~/features/inventory/seller-stock.server';
import { type Actor, refuseActor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { vendorFailure } from './failures';
import {
  changesSomething,
  editEffect,
  type ReviewedFields,
  type VendorProductErrors,
  type VendorProductValues,
  validateVendorProductForm,
  vendorProductHandle,
} from './vendor-product-form';
import { requireSellingVendor, requireVendor } from './vendor-profiles.server';

/*
 * A vendor's own products (issue 39, decision 0093): create a draft, change it, send it for
 * review; change a listed product (its words and price wait for an administrator, its stock does
 * not). Every operation takes the acting person and refuses anyone but a vendor who may sell now,
 * and anyone but the product's own vendor, under the product's row lock, whichever page calls it.
 * The catalogue writes its tables (catalog/product-writes, product-revisions), the inventory its
 * audit trail of stock (inventory/seller-stock), all in one transaction: nothing half-written.
 */

type FormRefusal = { ok: false; code: 'invalid'; status: 400; fieldErrors: VendorProductErrors };

export type VendorProductSaved = Result<
  { productId: string; message: string },
  'product-not-found' | 'product-archived' | 'under-product-review' | 'stock-changed' | 'already-listed'
>;

const invalid = (fieldErrors: VendorProductErrors): FormRefusal => ({ ok: false, code: 'invalid', status: 400, fieldErrors });

/** The stock the form was opened with (a hidden field): the vendor's change is counted from it. */
function stockSeen(values: { stockSeen?: string }): number | null {
  const parsed = parseStock(values.stockSeen ?? '0');
  return parsed.ok ? parsed.value : null;
}

/** The product, locked, if it is the actor's; anyone else's is refused as Access Denied. */
export async function lockOwnProduct(tx: Executor, actor: Actor, productId: string): Promise<ProductWithRevision | null> {
  const found = await findProductWithRevision(tx, productId, { forUpdate: true });
  if (!found) return null;
  if (found.product.vendorId !== actor.id) refuseActor('only the vendor of a product changes it', ['vendor']);
  return found;
}

/**
 * The vendor's change of stock, counted from what they saw when the form opened: if orders took
 * units since, saving an unchanged number does not give them back. Null when the product's
 * stock (read under its lock) cannot take the change.
 */
function stockChange(current: number, wanted: number, seen: number): number | null {
  const change = wanted - seen;
  const after = current + change;
  return after < 0 || after > PRODUCT_LIMITS.stockMax ? null : change;
}

/** A new draft from the form: not shown anywhere until an administrator approves it. */
export async function createVendorProduct(input: {
  actor: Actor;
  values: VendorProductValues;
}): Promise<VendorProductSaved | FormRefusal> {
  await requireSellingVendor(input.actor);
  const parsed = validateVendorProductForm(input.values);
  if (!parsed.ok) return invalid(parsed.fieldErrors);
  const { reviewed, stock } = parsed;
  return getDb().transaction(async (tx) => {
    const [created] = await insertProducts(tx, [
      {
        ...reviewed,
        handle: vendorProductHandle(reviewed.name, randomUUID()),
        status: 'draft',
        vendorId: input.actor.id,
        trackInventory: stock.trackInventory,
        stockQuantity: 0,
      },
    ]);
    if (!created) throw new Error('product insert returned nothing');
    // The opening stock, logged with the vendor as its actor.
    if (stock.stockQuantity > 0)
      await setSellerStock(tx, { productId: created.id, change: stock.stockQuantity, actorId: input.actor.id });
    return { ok: true as const, productId: created.id, message: 'vendors.products.created' };
  });
}

/**
 * Saves the form for an existing product. A draft changes in place; a listed product's reviewed
 * fields become a proposal for review (the shop keeps the approved version), its stock changes at
 * once; while a proposal waits, only the stock may change (see editEffect).
 */
export async function saveVendorProduct(input: {
  actor: Actor;
  productId: string;
  values: VendorProductValues & { stockSeen?: string };
}): Promise<VendorProductSaved | FormRefusal> {
  await requireSellingVendor(input.actor);
  if (!isUuid(input.productId)) return vendorFailure('product-not-found');
  const parsed = validateVendorProductForm(input.values);
  if (!parsed.ok) return invalid(parsed.fieldErrors);
  const seen = stockSeen(input.values);
  if (seen === null) return invalid({ stockQuantity: 'inventory.errors.stock' });
  const { reviewed, stock } = parsed;
  return getDb().transaction(async (tx): Promise<VendorProductSaved> => {
    const found = await lockOwnProduct(tx, input.actor, input.productId);
    if (!found) return vendorFailure('product-not-found');
    const { product, revision } = found;
    const effect = editEffect({ status: product.status, hasPendingRevision: revision?.state === 'pending' });
    if (effect === 'archived') return vendorFailure('product-archived');
    if (effect === 'locked-under-review' && revision && changesSomething(asReviewed(revision), reviewed))
      return vendorFailure('under-product-review');
    const change = stockChange(product.stockQuantity, stock.stockQuantity, seen);
    if (change === null) return vendorFailure('stock-changed');
    if (change !== 0) await setSellerStock(tx, { productId: product.id, change, actorId: input.actor.id });
    if (stock.trackInventory !== product.trackInventory)
      await changeProduct(tx, product.id, { trackInventory: stock.trackInventory });
    if (effect === 'change-draft') {
      await changeProduct(tx, product.id, reviewed);
      return { ok: true as const, productId: product.id, message: 'vendors.products.draftSaved' };
    }
    if (effect === 'propose-change' && changesSomething(asReviewed(product), reviewed)) {
      const proposed = await insertRevision(tx, { productId: product.id, proposedBy: input.actor.id, fields: reviewed });
      if (!proposed) return vendorFailure('under-product-review');
      return { ok: true as const, productId: product.id, message: 'vendors.products.changeSubmitted' };
    }
    return { ok: true as const, productId: product.id, message: 'vendors.products.stockSaved' };
  });
}

/** Sends a draft for review, as it stands: the administrator decides on exactly what they read. */
export async function submitVendorProduct(input: { actor: Actor; productId: string }): Promise<VendorProductSaved> {
  await requireSellingVendor(input.actor);
  if (!isUuid(input.productId)) return vendorFailure('product-not-found');
  return getDb().transaction(async (tx): Promise<VendorProductSaved> => {
    const found = await lockOwnProduct(tx, input.actor, input.productId);
    if (!found) return vendorFailure('product-not-found');
    const { product, revision } = found;
    if (product.status === 'archived') return vendorFailure('product-archived');
    if (product.status === 'active') return vendorFailure('already-listed');
    if (revision?.state === 'pending') return vendorFailure('under-product-review');
    // Its photos too, so the reviewer sees (and approves) the pictures it would be listed with.
    const proposed = await insertRevision(tx, {
      productId: product.id,
      proposedBy: input.actor.id,
      fields: { ...asReviewed(product), images: product.images },
    });
    if (!proposed) return vendorFailure('under-product-review');
    return { ok: true as const, productId: product.id, message: 'vendors.products.submitted' };
  });
}

/** A product's (or a proposal's) reviewed fields, as the form and the proposal hold them. */
export function asReviewed(row: Omit<ReviewedFields, 'category'> & { category: string }): ReviewedFields {
  return {
    name: row.name,
    summary: row.summary,
    descriptionMd: row.descriptionMd,
    priceCents: row.priceCents,
    category: row.category as ReviewedFields['category'],
    tags: row.tags,
  };
}

/**
 * One of the acting vendor's products, as their form shows it: the live row and its latest
 * proposal. Another vendor's product is refused as Access Denied; none by that id is null.
 */
export async function findOwnProduct(input: { actor: Actor; productId: string }): Promise<ProductWithRevision | null> {
  await requireSellingVendor(input.actor);
  if (!isUuid(input.productId)) return null;
  const found = await findProductWithRevision(getDb(), input.productId);
  if (!found) return null;
  if (found.product.vendorId !== input.actor.id) refuseActor('only the vendor of a product sees its form', ['vendor']);
  return found;
}

/** How many of a vendor's products their products page lists at a time, latest changed first. */
export const VENDOR_PRODUCTS_PER_PAGE = 20;

/**
 * A page of the acting vendor's own products (/vendors/dashboard/products), each with where its
 * latest proposal stands, and one more when another page follows. A paused or suspended vendor
 * still sees theirs; anyone who is not a vendor is refused.
 */
export async function listOwnProducts({ actor, page }: { actor: Actor; page: number }) {
  await requireVendor(actor);
  return listVendorProducts({
    vendorId: actor.id,
    offset: (Math.max(1, page) - 1) * VENDOR_PRODUCTS_PER_PAGE,
    limit: VENDOR_PRODUCTS_PER_PAGE + 1,
  });
}
