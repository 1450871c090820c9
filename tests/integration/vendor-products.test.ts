import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductImage } from '~/db/schema/catalog';
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
import { photoDirectory } from '~/features/catalog/photo-store.server';
import { photoFileNames } from '~/features/catalog/product-photos';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { decideVendorProduct, loadProductReviewQueue } from '~/features/vendors/product-review.server';
import { addVendorProductPhotos, changeVendorProductPhotos } from '~/features/vendors/vendor-product-photos.server';
import {
  createVendorProduct,
  listOwnProducts,
  saveVendorProduct,
  submitVendorProduct,
} from '~/features/vendors/vendor-products.server';
import { action as reviewAction, loader as reviewLoader } from '~/routes/admin/vendor-products';
import { loader as productLoader, action as vendorProductPageAction } from '~/routes/market/vendor-product';
import { action as newProductAction } from '~/routes/market/vendor-product-new';
import { type Actor, isActorRefusal } from '~/utils/actor';
import { resetEnvCache } from '~/utils/env.server';
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

let dataDir: string;
beforeAll(async () => {
  // Photos are written under DATA_DIR: this file's own, thrown away at the end.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vendor-photos-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A real JPEG of one colour: each colour is a different photo (photos are named by their content). */
async function jpeg(r: number, g = 140, b = 60) {
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], `photo-${r}.jpg`, { type: 'image/jpeg' });
}

/** Whether a picture's files are on disk. */
async function isStored(image: ProductImage | undefined) {
  if (!image?.photo) return false;
  const names = photoFileNames(image.photo);
  const found = await Promise.all(
    names.map((name) =>
      fs.stat(path.join(photoDirectory(), name)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

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
    const listed = await listOwnProducts({ actor: vendor, page: 1 });
    expect(listed.find((product) => product.id === id)?.review).toMatchObject({
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

describe('a vendor’s photos', () => {
  it('are checked by their bytes, change a draft in place, and go with it to review', async () => {
    const vendor = await makeVendor();
    const admin = await createActor(database, 'admin');
    const id = await draftOf(vendor);

    // A text file called .jpg is refused, and nothing is stored.
    const fake = new File([new TextEncoder().encode('not a photo at all')], 'fake.jpg', { type: 'image/jpeg' });
    expect(await addVendorProductPhotos({ actor: vendor, productId: id, files: [fake], alts: ['Kale'] })).toMatchObject({
      ok: false,
      code: 'not-image',
    });
    // A missing description is refused beside its picture.
    expect(await addVendorProductPhotos({ actor: vendor, productId: id, files: [await jpeg(10)], alts: [''] })).toMatchObject({
      ok: false,
      code: 'alt-missing',
      altErrors: { 0: expect.any(String) },
    });
    expect((await productRow(id)).images).toEqual([]);

    // Another vendor, and a person who is not a vendor, are refused.
    const other = await makeVendor();
    expect(await refusal(addVendorProductPhotos({ actor: other, productId: id, files: [await jpeg(11)], alts: ['Kale'] }))).toBe(
      true,
    );
    const member = await createActor(database);
    expect(
      await refusal(
        addVendorProductPhotos({
          actor: { id: member.id, role: 'user' },
          productId: id,
          files: [await jpeg(11)],
          alts: ['Kale'],
        }),
      ),
    ).toBe(true);

    expect(
      await addVendorProductPhotos({
        actor: vendor,
        productId: id,
        files: [await jpeg(20), await jpeg(30)],
        alts: ['Kale leaves', 'A packet of seeds'],
      }),
    ).toMatchObject({ ok: true, message: 'inventory.photos.added', messageVars: { count: 2 } });
    let images = (await productRow(id)).images;
    expect(images.map((image) => image.alt)).toEqual(['Kale leaves', 'A packet of seeds']);
    expect(await isStored(images[0])).toBe(true);

    // Reordered, then one removed (its files go: nothing shows it).
    const srcs = images.map((image) => image.src);
    expect(
      await changeVendorProductPhotos({
        actor: vendor,
        productId: id,
        expected: srcs,
        alts: [],
        operation: { kind: 'later', index: 0 },
      }),
    ).toMatchObject({ ok: true });
    images = (await productRow(id)).images;
    expect(images.map((image) => image.alt)).toEqual(['A packet of seeds', 'Kale leaves']);
    // A list seen before the move is refused: a different picture would be removed.
    expect(
      await changeVendorProductPhotos({
        actor: vendor,
        productId: id,
        expected: srcs,
        alts: [],
        operation: { kind: 'remove', index: 0 },
      }),
    ).toMatchObject({ ok: false, code: 'changed' });
    const removed = images[1];
    expect(
      await changeVendorProductPhotos({
        actor: vendor,
        productId: id,
        expected: images.map((image) => image.src),
        alts: [],
        operation: { kind: 'remove', index: 1 },
      }),
    ).toMatchObject({ ok: true, message: 'inventory.photos.removed' });
    expect(await isStored(removed)).toBe(false);

    // Sent for review with its photo, which the reviewer sees, and listed with it.
    await submitVendorProduct({ actor: vendor, productId: id });
    const [proposal] = (await loadProductReviewQueue({ actor: admin })).filter((row) => row.productId === id);
    expect(proposal?.images?.map((image) => image.alt)).toEqual(['A packet of seeds']);
    expect(
      await decideVendorProduct({
        actor: admin,
        revisionId: await pendingOf(id),
        decision: 'approve',
        reason: '',
        photosSeen: proposal?.images?.map((image) => image.src) ?? [],
      }),
    ).toMatchObject({ ok: true, state: 'approved' });
    const row = await productRow(id);
    expect(row.images.map((image) => image.alt)).toEqual(['A packet of seeds']);
    expect((await findProductByHandle({ handle: row.handle }))?.images).toHaveLength(1);
  });

  it('of a listed product wait for review: the shop keeps its photos until an administrator approves the ones they saw', async () => {
    const vendor = await makeVendor();
    const admin = await signUpPerson('photo-reviewer', { role: 'admin' });
    const id = await draftOf(vendor);
    await addVendorProductPhotos({ actor: vendor, productId: id, files: [await jpeg(40)], alts: ['The old picture'] });
    await submitVendorProduct({ actor: vendor, productId: id });
    await decideVendorProduct({
      actor: { id: admin.id, role: 'admin' },
      revisionId: await pendingOf(id),
      decision: 'approve',
      reason: '',
      photosSeen: (await productRow(id)).images.map((image) => image.src),
    });
    const live = (await productRow(id)).images;
    expect(live).toHaveLength(1);
    const old = live[0];

    // A new photo on the listed product: a proposal, and the shop still shows the old picture only.
    expect(
      await addVendorProductPhotos({ actor: vendor, productId: id, files: [await jpeg(50)], alts: ['The new picture'] }),
    ).toMatchObject({ ok: true, message: 'vendors.products.photosProposed' });
    expect((await productRow(id)).images).toEqual(live);
    const [pending] = (await revisionsOf(id)).filter((revision) => revision.state === 'pending');
    expect(pending?.images?.map((image) => image.alt)).toEqual(['The old picture', 'The new picture']);
    // Its fields are the live ones: only the photos are proposed.
    expect(pending).toMatchObject({ name: 'Purple Kale seeds', priceCents: 450 });

    // The page a reviewer opens shows the proposed photos beside the live ones.
    const page = await callAction(reviewLoader, pageGet('/admin/vendors/products', admin.jar));
    const shown = (
      page.data as { queue: { productId: string; images: ProductImage[] | null; live: { images: ProductImage[] } }[] }
    ).queue.find((row) => row.productId === id);
    expect(shown?.images?.map((image) => image.alt)).toEqual(['The old picture', 'The new picture']);
    expect(shown?.live.images.map((image) => image.alt)).toEqual(['The old picture']);
    const seen = shown?.images?.map((image) => image.src) ?? [];

    // The vendor removes the old picture while the review waits.
    const changed = await changeVendorProductPhotos({
      actor: vendor,
      productId: id,
      expected: seen,
      alts: [],
      operation: { kind: 'remove', index: 0 },
    });
    expect(changed).toMatchObject({ ok: true, message: 'vendors.products.photosProposed' });
    // Still shown by the shop: its files stay.
    expect(await isStored(old)).toBe(true);

    // The administrator approves what they saw: refused, the photos changed since.
    const stale = await callAction(
      reviewAction,
      formPost(
        '/admin/vendors/products',
        { revisionId: pending?.id ?? '', decision: 'approve', reason: '', photosShown: '1', photoSeen: seen[0] ?? '' },
        admin.jar,
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ ok: false, message: 'vendors.products.errors.revisionChanged' });
    expect((await productRow(id)).images).toEqual(live);

    // Looked at again and approved: the shop shows the new picture, and the old one's files go.
    const now = (await revisionsOf(id)).find((revision) => revision.state === 'pending')?.images ?? [];
    expect(now.map((image) => image.alt)).toEqual(['The new picture']);
    expect(
      await decideVendorProduct({
        actor: { id: admin.id, role: 'admin' },
        revisionId: pending?.id ?? '',
        decision: 'approve',
        reason: '',
        photosSeen: now.map((image) => image.src),
      }),
    ).toMatchObject({ ok: true });
    const after = await productRow(id);
    expect(after.images.map((image) => image.alt)).toEqual(['The new picture']);
    expect((await findProductByHandle({ handle: after.handle }))?.images?.map((image) => image.alt)).toEqual(['The new picture']);
    expect(await isStored(old)).toBe(false);
    expect(await isStored(after.images[0])).toBe(true);

    // A proposal sent back keeps the shop's photos, and its own new picture's files go.
    await addVendorProductPhotos({ actor: vendor, productId: id, files: [await jpeg(60)], alts: ['Rejected picture'] });
    const [returned] = (await revisionsOf(id)).filter((revision) => revision.state === 'pending');
    const rejected = returned?.images?.find((image) => image.alt === 'Rejected picture');
    expect(await isStored(rejected)).toBe(true);
    expect(
      await decideVendorProduct({
        actor: { id: admin.id, role: 'admin' },
        revisionId: returned?.id ?? '',
        decision: 'return',
        reason: 'The picture is blurred.',
      }),
    ).toMatchObject({ ok: true, state: 'returned' });
    expect((await productRow(id)).images.map((image) => image.alt)).toEqual(['The new picture']);
    expect(await isStored(rejected)).toBe(false);
    expect(await isStored((await productRow(id)).images[0])).toBe(true);
  });

  it('upload through the product page, read with the photos’ limit', async () => {
    const owner = await signUpPerson('vendor-photo-owner', { role: 'vendor' });
    await db.insert(vendorProfiles).values({ userId: owner.id, storeName: 'Photo Seeds', slug: `photo-seeds-${Date.now()}` });
    const id = await draftOf({ id: owner.id, role: 'user' });
    const form = new FormData();
    form.append('intent', 'photos-upload');
    form.append('photos', await jpeg(70));
    form.append('photoAlt', 'Seedlings in a tray');
    const answer = await callAction(
      vendorProductPageAction,
      new Request(`http://localhost/vendors/dashboard/products/${id}`, {
        method: 'POST',
        body: form,
        headers: { cookie: owner.jar.header(), [CLIENT_IP_HEADER]: '10.1.2.4' },
      }),
      { productId: id },
    );
    expect(answer.status).toBe(302);
    expect((await productRow(id)).images.map((image) => image.alt)).toEqual(['Seedlings in a tray']);
    const page = await callAction(productLoader, pageGet(`/vendors/dashboard/products/${id}`, owner.jar), { productId: id });
    expect((page.data as { photos: ProductImage[] }).photos).toHaveLength(1);
  });
});
