import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailMessages,
  productRevisions,
  products,
  searchDocuments,
  stockMovements,
  userRoles,
  vendorProfiles,
} from '~/db/schema/index';
import { findProductByHandle } from '~/features/catalog/catalog.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { decideVendorProduct, loadProductReviewQueue } from '~/features/vendors/product-review.server';
import { createVendorProduct, saveVendorProduct, submitVendorProduct } from '~/features/vendors/vendor-products.server';
import { loadVendorDashboard } from '~/features/vendors/vendor-profiles.server';
import { loader as reviewLoader } from '~/routes/admin/vendor-products';
import { loader as productLoader } from '~/routes/market/vendor-product';
import { action as newProductAction } from '~/routes/market/vendor-product-new';
import { type Actor, isActorRefusal } from '~/utils/actor';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { createActor } from '../factories/actors';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Vendors' products (issue 39, decision 0093): a vendor writes a draft and sends it for review;
 * an administrator approves it (listed, found in search) or sends it back with a reason; a change
 * to a listed product waits for approval while the shop shows the approved version, and its stock
 * changes at once. Only the product's own vendor changes it, only an administrator decides, never
 * on their own product; bad input writes nothing.
 */

const database = await setupTestDatabase();
setupJobRunner(database);
const db = database.db;

let storeCount = 0;

/** A person with the vendor role and an open store, as an approval leaves them. */
async function makeVendor(base: 'user' | 'admin' = 'user'): Promise<Actor> {
  const person = await createActor(database, base);
  await db.insert(userRoles).values({ userId: person.id, role: 'vendor' });
  storeCount += 1;
  await db.insert(vendorProfiles).values({ userId: person.id, storeName: 'Green Acres', slug: `green-acres-${storeCount}` });
  return { id: person.id, role: base };
}

const FORM = {
  name: 'Purple Kale seeds',
  summary: 'About 200 seeds of an heirloom kale.',
  descriptionMd: 'Sow in spring; pick leaves all winter.',
  price: '4.50',
  category: 'seeds',
  tags: 'kale, heirloom',
  trackInventory: 'true',
  stockQuantity: '25',
};

async function draftOf(vendor: Actor, form: Record<string, string> = FORM) {
  const created = await createVendorProduct({ actor: vendor, values: form });
  if (!created.ok) throw new Error(`refused: ${created.code}`);
  return created.productId;
}

const productRow = async (id: string) => {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error('no product');
  return row;
};
const revisionsOf = (productId: string) =>
  db.select().from(productRevisions).where(eq(productRevisions.productId, productId)).orderBy(productRevisions.submittedAt);
const pendingOf = async (productId: string) => {
  const [row] = await db
    .select({ id: productRevisions.id })
    .from(productRevisions)
    .where(and(eq(productRevisions.productId, productId), eq(productRevisions.state, 'pending')));
  if (!row) throw new Error('nothing pending');
  return row.id;
};
const inSearch = async (productId: string) => (await db.$count(searchDocuments, eq(searchDocuments.sourceId, productId))) > 0;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return isActorRefusal(error);
  }
  return false;
}

describe('a vendor’s draft', () => {
  it('is written as the vendor’s draft with its opening stock logged, and is not in the shop or search', async () => {
    const vendor = await makeVendor();
    const id = await draftOf(vendor);
    const row = await productRow(id);
    expect(row).toMatchObject({ vendorId: vendor.id, status: 'draft', name: 'Purple Kale seeds', priceCents: 450 });
    expect(row.stockQuantity).toBe(25);
    expect(row.handle).toMatch(/^purple-kale-seeds-[a-f0-9]{8}$/);
    const movements = await db.select().from(stockMovements).where(eq(stockMovements.productId, id));
    expect(movements).toMatchObject([{ change: 25, quantityAfter: 25, kind: 'seller', actorId: vendor.id }]);
    await drainJobs();
    expect(await findProductByHandle({ handle: row.handle })).toBeNull();
    expect(await inSearch(id)).toBe(false);
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const vendor = await makeVendor();
    const before = await db.$count(products, eq(products.vendorId, vendor.id));
    const refused = await createVendorProduct({
      actor: vendor,
      values: { ...FORM, name: '', price: 'lots', stockQuantity: '-4' },
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { name: 'inventory.errors.name', price: 'inventory.errors.price', stockQuantity: 'inventory.errors.stock' },
    });
    expect(await db.$count(products, eq(products.vendorId, vendor.id))).toBe(before);

    const id = await draftOf(vendor);
    const saved = await saveVendorProduct({
      actor: vendor,
      productId: id,
      values: { ...FORM, category: 'furniture', stockSeen: '25' },
    });
    expect(saved).toMatchObject({ ok: false, fieldErrors: { category: 'inventory.errors.category' } });
    expect(await productRow(id)).toMatchObject({ category: 'seeds', stockQuantity: 25 });
  });

  it('is changed and sent only by its own vendor, and by nobody who is not a vendor', async () => {
    const owner = await makeVendor();
    const other = await makeVendor();
    const member = await createActor(database, 'user');
    const id = await draftOf(owner);
    const change = { ...FORM, name: 'Stolen kale', stockQuantity: '0', stockSeen: '25' };
    expect(await refusal(saveVendorProduct({ actor: other, productId: id, values: change }))).toBe(true);
    expect(await refusal(submitVendorProduct({ actor: other, productId: id }))).toBe(true);
    expect(await refusal(saveVendorProduct({ actor: member, productId: id, values: change }))).toBe(true);
    expect(await refusal(createVendorProduct({ actor: member, values: FORM }))).toBe(true);
    expect(await productRow(id)).toMatchObject({ name: 'Purple Kale seeds', stockQuantity: 25 });
    expect(await revisionsOf(id)).toHaveLength(0);

    // A paused store sells nothing new.
    await db.update(vendorProfiles).set({ status: 'paused' }).where(eq(vendorProfiles.userId, owner.id));
    expect(await refusal(submitVendorProduct({ actor: owner, productId: id }))).toBe(true);
    await db.update(vendorProfiles).set({ status: 'active' }).where(eq(vendorProfiles.userId, owner.id));
  });
});

describe('the review', () => {
  it('lists a sent draft; an administrator approves it, and it is in the shop and the search, and the vendor is emailed', async () => {
    const vendor = await makeVendor();
    const admin = await createActor(database, 'admin');
    const id = await draftOf(vendor);
    expect(await submitVendorProduct({ actor: vendor, productId: id })).toMatchObject({ ok: true });
    expect(await submitVendorProduct({ actor: vendor, productId: id })).toMatchObject({
      ok: false,
      code: 'under-product-review',
    });
    // While it waits, the words are locked; the stock is not.
    const locked = await saveVendorProduct({
      actor: vendor,
      productId: id,
      values: { ...FORM, name: 'Green kale', stockSeen: '25' },
    });
    expect(locked).toMatchObject({ ok: false, code: 'under-product-review' });
    expect(
      await saveVendorProduct({ actor: vendor, productId: id, values: { ...FORM, stockQuantity: '30', stockSeen: '25' } }),
    ).toMatchObject({ ok: true, message: 'vendors.products.stockSaved' });

    const queue = await loadProductReviewQueue({ actor: admin });
    const revisionId = await pendingOf(id);
    expect(queue.find((row) => row.id === revisionId)).toMatchObject({ isFirstListing: true, storeName: 'Green Acres' });

    // Nobody but an administrator decides, and the vendor cannot approve their own.
    expect(await refusal(decideVendorProduct({ actor: vendor, revisionId, decision: 'approve', reason: '' }))).toBe(true);
    expect(await refusal(loadProductReviewQueue({ actor: vendor }))).toBe(true);
    expect((await productRow(id)).status).toBe('draft');

    expect(await decideVendorProduct({ actor: admin, revisionId, decision: 'approve', reason: '' })).toEqual({
      ok: true,
      state: 'approved',
    });
    expect(await decideVendorProduct({ actor: admin, revisionId, decision: 'approve', reason: '' })).toMatchObject({
      ok: false,
      code: 'revision-decided',
    });
    const row = await productRow(id);
    expect(row).toMatchObject({ status: 'active', stockQuantity: 30 });
    const [decided] = await revisionsOf(id);
    expect(decided).toMatchObject({ state: 'approved', decidedBy: admin.id });
    expect(decided?.decidedAt).toBeInstanceOf(Date);
    await drainJobs();
    expect(await findProductByHandle({ handle: row.handle })).toMatchObject({ name: 'Purple Kale seeds' });
    expect(await inSearch(id)).toBe(true);
    const emails = await db
      .select({ template: emailMessages.template, subject: emailMessages.subject })
      .from(emailMessages)
      .where(eq(emailMessages.dedupeKey, `vendor-product-decision:${revisionId}`));
    expect(emails).toEqual([{ template: 'vendor-product-decision', subject: 'Purple Kale seeds is now on sale' }]);
  });

  it('keeps an administrator who sells from deciding on their own product', async () => {
    const sellingAdmin = await makeVendor('admin');
    const id = await draftOf(sellingAdmin);
    await submitVendorProduct({ actor: sellingAdmin, productId: id });
    const revisionId = await pendingOf(id);
    expect(await decideVendorProduct({ actor: sellingAdmin, revisionId, decision: 'approve', reason: '' })).toMatchObject({
      ok: false,
      code: 'own-product',
    });
    expect((await productRow(id)).status).toBe('draft');
  });

  it('sends a product back only with a reason, which the vendor reads on their dashboard', async () => {
    const vendor = await makeVendor();
    const admin = await createActor(database, 'admin');
    const id = await draftOf(vendor);
    await submitVendorProduct({ actor: vendor, productId: id });
    const revisionId = await pendingOf(id);
    expect(await decideVendorProduct({ actor: admin, revisionId, decision: 'return', reason: '  ' })).toMatchObject({
      ok: false,
      code: 'reason-required',
      field: 'reason',
    });
    expect(
      await decideVendorProduct({ actor: admin, revisionId, decision: 'return', reason: 'Say how many seeds are in a packet.' }),
    ).toEqual({ ok: true, state: 'returned' });
    expect((await productRow(id)).status).toBe('draft');
    const dashboard = await loadVendorDashboard({ actor: vendor });
    expect(dashboard.products.find((product) => product.id === id)?.review).toMatchObject({
      state: 'returned',
      reason: 'Say how many seeds are in a packet.',
    });
    // Changed and sent again.
    expect(
      await saveVendorProduct({
        actor: vendor,
        productId: id,
        values: { ...FORM, summary: 'A packet of 200 seeds.', stockSeen: '25' },
      }),
    ).toMatchObject({ ok: true, message: 'vendors.products.draftSaved' });
    expect(await submitVendorProduct({ actor: vendor, productId: id })).toMatchObject({ ok: true });
    expect((await revisionsOf(id)).map((revision) => revision.state)).toEqual(['returned', 'pending']);
  });
});

describe('a change to a listed product', () => {
  async function listed(vendor: Actor, admin: Actor) {
    const id = await draftOf(vendor);
    await submitVendorProduct({ actor: vendor, productId: id });
    await decideVendorProduct({ actor: admin, revisionId: await pendingOf(id), decision: 'approve', reason: '' });
    return id;
  }

  it('waits for approval while the shop shows the approved version; the stock changes at once', async () => {
    const vendor = await makeVendor();
    const admin = await createActor(database, 'admin');
    const id = await listed(vendor, admin);
    const saved = await saveVendorProduct({
      actor: vendor,
      productId: id,
      values: { ...FORM, name: 'Purple Kale seeds, large pack', price: '6.00', stockQuantity: '40', stockSeen: '25' },
    });
    expect(saved).toMatchObject({ ok: true, message: 'vendors.products.changeSubmitted' });
    const live = await productRow(id);
    expect(live).toMatchObject({ status: 'active', name: 'Purple Kale seeds', priceCents: 450, stockQuantity: 40 });
    await drainJobs();
    expect(await findProductByHandle({ handle: live.handle })).toMatchObject({ name: 'Purple Kale seeds', priceCents: 450 });

    const revisionId = await pendingOf(id);
    const queued = (await loadProductReviewQueue({ actor: admin })).find((row) => row.id === revisionId);
    expect(queued).toMatchObject({ isFirstListing: false, name: 'Purple Kale seeds, large pack', live: { priceCents: 450 } });
    await decideVendorProduct({ actor: admin, revisionId, decision: 'approve', reason: '' });
    expect(await productRow(id)).toMatchObject({ name: 'Purple Kale seeds, large pack', priceCents: 600, stockQuantity: 40 });
  });

  it('counts the stock change from what the vendor saw, so units sold meanwhile are not given back', async () => {
    const vendor = await makeVendor();
    const admin = await createActor(database, 'admin');
    const id = await listed(vendor, admin);
    // An order takes 5 of the 25 after the vendor opened the form.
    await db.update(products).set({ stockQuantity: 20 }).where(eq(products.id, id));
    expect(
      await saveVendorProduct({ actor: vendor, productId: id, values: { ...FORM, stockQuantity: '25', stockSeen: '25' } }),
    ).toMatchObject({ ok: true, message: 'vendors.products.stockSaved' });
    expect((await productRow(id)).stockQuantity).toBe(20);
    expect(
      await saveVendorProduct({ actor: vendor, productId: id, values: { ...FORM, stockQuantity: '0', stockSeen: '25' } }),
    ).toMatchObject({ ok: false, code: 'stock-changed' });
    expect((await productRow(id)).stockQuantity).toBe(20);
    expect(await revisionsOf(id)).toHaveLength(1);
  });
});

describe('the pages', () => {
  it('let a vendor create a draft through the form, and refuse another vendor its page', async () => {
    const owner = await signUpPerson('vendor-owner', { role: 'vendor' });
    const other = await signUpPerson('vendor-other', { role: 'vendor' });
    for (const [index, person] of [owner, other].entries())
      await db
        .insert(vendorProfiles)
        .values({ userId: person.id, storeName: 'Page Seeds', slug: `page-seeds-${Date.now()}-${index}` });
    const created = await callAction(newProductAction, formPost('/vendors/dashboard/products/new', FORM, owner.jar));
    expect(created.status).toBe(302);
    const location = created.headers.get('location') ?? '';
    const productId = location.split('/').pop() ?? '';
    expect((await productRow(productId)).vendorId).toBe(owner.id);

    const refusedForm = await callAction(
      newProductAction,
      formPost('/vendors/dashboard/products/new', { ...FORM, price: '' }, owner.jar),
    );
    expect(refusedForm.status).toBe(400);

    expect((await callAction(productLoader, pageGet(location, owner.jar), { productId })).status).toBe(200);
    expect((await callAction(productLoader, pageGet(location, other.jar), { productId })).status).toBe(403);
    expect((await callAction(reviewLoader, pageGet('/admin/vendors/products', owner.jar))).status).toBe(403);
  });
});
