import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, userRoles, users } from '~/db/schema/index';
import { photoDirectory } from '~/features/catalog/photo-store.server';
import { photoFileNames } from '~/features/catalog/product-photos';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { action as productAction } from '~/routes/admin/inventory-product';
import { BODY_LIMITS } from '~/utils/body-limits';
import { resetEnvCache } from '~/utils/env.server';
import { signUpShopper } from '../factories/accounts';
import { createProduct } from '../factories/products';
import type { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
const db = database.db;

let dataDir: string;
let admin: { jar: CookieJar };
let shopper: { jar: CookieJar };

beforeAll(async () => {
  // Photos are written under DATA_DIR: this file's own, thrown away at the end.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'product-photos-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  const person = await signUpShopper('photos.admin');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  if (!row) throw new Error('no admin account');
  await db.insert(userRoles).values({ userId: row.id, role: 'admin' });
  admin = { jar: person.jar };
  shopper = { jar: (await signUpShopper('photos.shopper')).jar };
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Answer = {
  status: number;
  headers: Headers;
  data: { ok: boolean; message: string; messageVars?: Record<string, unknown>; altErrors?: Record<number, string> };
};

async function photo(width = 1200, height = 900, colour = { r: 60, g: 140, b: 60 }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

function multipart(productId: string, jar: CookieJar, entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return new Request(`http://localhost/inventory/${productId}`, {
    method: 'POST',
    body: form,
    headers: { cookie: jar.header(), [CLIENT_IP_HEADER]: '10.1.2.3' },
  });
}

const upload = (productId: string, jar: CookieJar, files: { name: string; bytes: Uint8Array; alt?: string }[]) =>
  callAction(
    productAction,
    multipart(productId, jar, [
      ['intent', 'photos-upload'],
      ...files.flatMap(({ name, bytes, alt }): [string, string | File][] => [
        ['photos', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })],
        ['photoAlt', alt ?? ''],
      ]),
    ]),
    { productId },
  ) as Promise<Answer>;

const change = (productId: string, jar: CookieJar, expected: string[], op: string, alts: string[] = []) =>
  callAction(
    productAction,
    multipart(productId, jar, [
      ['intent', 'photos'],
      ['op', op],
      ...expected.map((src): [string, string] => ['photoSrc', src]),
      ...alts.map((alt): [string, string] => ['photoAltText', alt]),
    ]),
    { productId },
  ) as Promise<Answer>;

async function imagesOf(productId: string) {
  const [row] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
  return row?.images ?? [];
}

const storedFiles = async () => (await fs.readdir(photoDirectory()).catch(() => [])).sort();

describe('product photos, as an admin', () => {
  it('uploads photos with their alt text after the existing pictures, and stores every variant', async () => {
    const product = await createProduct(database);
    const answer = await upload(product.id, admin.jar, [
      { name: 'front.jpg', bytes: await photo(), alt: 'The packet, front' },
      { name: 'back.jpg', bytes: await photo(900, 1200, { r: 200, g: 180, b: 40 }), alt: 'The packet, back' },
    ]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/inventory/${product.id}`);
    expect(answer.headers.get('set-cookie')).toContain('inventory.photos.added');

    const images = await imagesOf(product.id);
    expect(images).toHaveLength(3);
    expect(images[0]).toEqual(product.images[0]);
    expect(images[1]).toMatchObject({ alt: 'The packet, front', photo: { width: 1200, height: 900 } });
    expect(images[2]).toMatchObject({ alt: 'The packet, back', photo: { width: 900, height: 1200 } });
    const files = await storedFiles();
    for (const image of images.slice(1)) {
      if (!image.photo) throw new Error('no photo');
      for (const name of photoFileNames(image.photo)) expect(files).toContain(name);
      expect(image.src).toMatch(new RegExp(`^/media/products/${image.photo.id}-\\d+\\.jpg$`));
    }
  });

  it('stores nothing when one file of an upload is not an image, and names it', async () => {
    const product = await createProduct(database);
    const before = await storedFiles();
    const answer = await upload(product.id, admin.jar, [
      { name: 'good.jpg', bytes: await photo(1000, 800, { r: 1, g: 2, b: 3 }), alt: 'A good photo' },
      { name: 'notes.jpg', bytes: new TextEncoder().encode('just some text'), alt: 'Not a photo' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      message: 'inventory.photos.errors.notImage',
      messageVars: { name: 'notes.jpg' },
    });
    expect(await imagesOf(product.id)).toEqual(product.images);
    expect(await storedFiles()).toEqual(before);
  });

  it('requires alt text for every photo', async () => {
    const product = await createProduct(database);
    const answer = await upload(product.id, admin.jar, [
      { name: 'one.jpg', bytes: await photo(), alt: 'Described' },
      { name: 'two.jpg', bytes: await photo(), alt: '   ' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      message: 'inventory.photos.errors.altMissing',
      altErrors: { 1: 'inventory.errors.imageAlt' },
    });
    expect(await imagesOf(product.id)).toEqual(product.images);
  });

  it('refuses an upload over the limit before reading it', async () => {
    const product = await createProduct(database);
    const request = new Request(`http://localhost/inventory/${product.id}`, {
      method: 'POST',
      body: new Uint8Array(16),
      headers: {
        cookie: admin.jar.header(),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(BODY_LIMITS.photos + 1),
      },
    });
    const answer = (await callAction(productAction, request, { productId: product.id })) as Answer;
    expect(answer.status).toBe(413);
    expect(answer.data.message).toBe('inventory.photos.errors.uploadTooLarge');
  });

  it('describes, reorders and removes pictures; a removed photo’s files go', async () => {
    const product = await createProduct(database);
    await upload(product.id, admin.jar, [
      { name: 'a.jpg', bytes: await photo(800, 600, { r: 9, g: 99, b: 9 }), alt: 'First photo' },
    ]);
    let images = await imagesOf(product.id);
    const srcs = images.map((image) => image.src);
    const uploaded = images[1]?.photo;
    if (!uploaded) throw new Error('no photo');

    const missingAlt = await change(product.id, admin.jar, srcs, 'save', ['Illustration', '']);
    expect(missingAlt.status).toBe(400);
    expect(missingAlt.data.altErrors).toEqual({ 1: 'inventory.errors.imageAlt' });

    expect((await change(product.id, admin.jar, srcs, 'save', ['Illustration', 'Seedlings on a sill'])).status).toBe(302);
    expect((await imagesOf(product.id)).map((image) => image.alt)).toEqual(['Illustration', 'Seedlings on a sill']);

    // The photo becomes the main picture.
    expect((await change(product.id, admin.jar, srcs, 'earlier:1')).status).toBe(302);
    images = await imagesOf(product.id);
    expect(images.map((image) => image.src)).toEqual([srcs[1], srcs[0]]);

    // A page showing the old order cannot move or remove the wrong picture.
    const stale = await change(product.id, admin.jar, srcs, 'remove:1');
    expect(stale.status).toBe(409);
    expect(await imagesOf(product.id)).toHaveLength(2);

    const current = images.map((image) => image.src);
    expect((await change(product.id, admin.jar, current, 'remove:0')).status).toBe(302);
    expect((await imagesOf(product.id)).map((image) => image.src)).toEqual([srcs[0]]);
    const files = await storedFiles();
    for (const name of photoFileNames(uploaded)) expect(files).not.toContain(name);
  });

  it('keeps the files of a photo another product still shows', async () => {
    const bytes = await photo(700, 700, { r: 123, g: 45, b: 67 });
    const first = await createProduct(database);
    const second = await createProduct(database);
    await upload(first.id, admin.jar, [{ name: 'shared.jpg', bytes, alt: 'Shared' }]);
    await upload(second.id, admin.jar, [{ name: 'shared.jpg', bytes, alt: 'Shared too' }]);
    const images = await imagesOf(first.id);
    const shared = images[1]?.photo;
    if (!shared) throw new Error('no photo');
    await change(
      first.id,
      admin.jar,
      images.map((image) => image.src),
      'remove:1',
    );
    const files = await storedFiles();
    for (const name of photoFileNames(shared)) expect(files).toContain(name);
  });

  it('saving the product’s details leaves its pictures alone', async () => {
    const product = await createProduct(database);
    await upload(product.id, admin.jar, [{ name: 'p.jpg', bytes: await photo(640, 480), alt: 'Kept' }]);
    const before = await imagesOf(product.id);
    const form = new URLSearchParams({
      intent: 'save',
      handle: product.handle,
      name: 'Renamed',
      category: 'tools',
      price: '3.00',
      status: 'active',
    });
    const saved = await callAction(
      productAction,
      new Request(`http://localhost/inventory/${product.id}`, {
        method: 'POST',
        body: form,
        headers: { cookie: admin.jar.header() },
      }),
      { productId: product.id },
    );
    expect(saved.status).toBe(302);
    expect(await imagesOf(product.id)).toEqual(before);
  });
});

describe('product photos, authorisation', () => {
  it('refuses a signed-in shopper and a visitor, on the server, and stores nothing', async () => {
    const product = await createProduct(database);
    const before = await storedFiles();
    const bytes = await photo(1000, 1000, { r: 5, g: 5, b: 250 });
    const asShopper = await upload(product.id, shopper.jar, [{ name: 'x.jpg', bytes, alt: 'Mine' }]);
    expect(asShopper.status).toBe(403);
    const removal = await change(
      product.id,
      shopper.jar,
      product.images.map((image) => image.src),
      'remove:0',
    );
    expect(removal.status).toBe(403);
    const { CookieJar } = await import('../setup/cookie-jar');
    const asVisitor = await upload(product.id, new CookieJar(), [{ name: 'x.jpg', bytes, alt: 'Mine' }]);
    expect(asVisitor.status).toBe(302);
    expect(asVisitor.headers.get('location')).toMatch(/^\/auth/);
    expect(await imagesOf(product.id)).toEqual(product.images);
    expect(await storedFiles()).toEqual(before);
  });
});
