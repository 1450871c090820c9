import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, stockMovements, userRoles, users } from '~/db/schema/index';
import { parseCsv } from '~/features/inventory/csv';
import { exportCsv } from '~/features/inventory/csv-export.server';
import { IMPORT_LIMITS, importCsv } from '~/features/inventory/csv-import.server';
import { recentMovements } from '~/features/inventory/movements.server';
import { adjustStock } from '~/features/inventory/stock-adjustment.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { action as inventoryAction, loader as inventoryLoader } from '~/routes/admin/inventory';
import { loader as exportLoader } from '~/routes/admin/inventory-export';
import { action as newProductAction } from '~/routes/admin/inventory-new';
import { action as productAction, loader as productLoader } from '~/routes/admin/inventory-product';
import { BODY_LIMITS } from '~/utils/body-limits';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { asAdmin } from '../factories/actors';
import { createBuyer } from '../factories/buyers';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
const db = database.db;

/** An admin signed in through the real sign-up, holding the admin role: the jar carries the session. */
let admin: { jar: CookieJar; id: string; email: string };

beforeAll(async () => {
  const person = await signUpShopper('inventory.admin');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  if (!row) throw new Error('no admin account');
  await db.insert(userRoles).values({ userId: row.id, role: 'admin' });
  admin = { jar: person.jar, id: row.id, email: person.email };
});

const unique = () => randomUUID().slice(0, 8);

async function stockOf(productId: string) {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

async function movementsOf(productId: string) {
  return db.select().from(stockMovements).where(eq(stockMovements.productId, productId));
}

async function countMovements() {
  const [row] = await db.select({ total: count() }).from(stockMovements);
  return row?.total ?? 0;
}

async function productByHandle(handle: string) {
  const [row] = await db.select().from(products).where(eq(products.handle, handle));
  return row;
}

/** A multipart post with a CSV file, the way the browser sends the import form. */
function uploadPost(jar: CookieJar, csv: string | Uint8Array<ArrayBuffer>, fileName = 'stock.csv') {
  const form = new FormData();
  form.set('intent', 'import');
  form.set('file', new File([csv], fileName, { type: 'text/csv' }));
  return new Request('http://localhost/inventory', {
    method: 'POST',
    body: form,
    headers: { cookie: jar.header(), [CLIENT_IP_HEADER]: '10.9.8.7' },
  });
}

type ActionAnswer = {
  status: number;
  headers: Headers;
  data: {
    ok: boolean;
    message: string;
    field?: string;
    messageVars?: Record<string, number | string>;
    errors?: { row: number; field: string; message: string }[];
    fieldErrors?: Record<string, string>;
  };
};

describe('adjusting stock', () => {
  it('changes the stock and keeps who, when, why and how much in the audit trail', async () => {
    const product = await createProduct(database, { stockQuantity: 10 });
    const actor = await createBuyer(database, []);
    const before = Date.now();
    const result = await adjustStock({
      productId: product.id,
      change: -3,
      reason: '  Damaged in the\nshed ',
      actor: asAdmin(actor.id),
    });
    expect(result).toMatchObject({ ok: true, message: 'inventory.adjusted', quantityAfter: 7 });
    expect(await stockOf(product.id)).toBe(7);

    const [movement, ...others] = await movementsOf(product.id);
    expect(others).toEqual([]);
    expect(movement).toMatchObject({
      change: -3,
      quantityAfter: 7,
      kind: 'adjustment',
      reason: 'Damaged in the shed',
      actorId: actor.id,
    });
    expect(movement?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(movement?.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);

    const [listed] = await recentMovements({ productId: product.id, limit: 5 });
    expect(listed).toMatchObject({ productName: product.name, actorName: 'Bea Buyer', actorEmail: actor.email, change: -3 });
  });

  it('refuses to go below zero, and bad input, without writing anything', async () => {
    const product = await createProduct(database, { stockQuantity: 2 });
    const actor = await createBuyer(database, []);
    const attempt = (change: number, reason = 'Recount after audit', productId = product.id) =>
      adjustStock({ productId, change, reason, actor: asAdmin(actor.id) });

    expect(await attempt(-3)).toEqual({
      ok: false,
      code: 'below-zero',
      message: 'inventory.errors.belowZero',
      field: 'change',
      status: 400,
    });
    expect(await attempt(0)).toMatchObject({ ok: false, message: 'inventory.errors.change' });
    expect(await attempt(100_001)).toMatchObject({ ok: false, message: 'inventory.errors.change' });
    expect(await attempt(1.5)).toMatchObject({ ok: false, message: 'inventory.errors.change' });
    expect(await attempt(1, 'ok')).toMatchObject({ ok: false, message: 'inventory.errors.reason', field: 'reason' });
    expect(await attempt(1, 'x'.repeat(201))).toMatchObject({ ok: false, message: 'inventory.errors.reason' });
    expect(await attempt(1, 'Bad \u0000 reason')).toMatchObject({ ok: false, message: 'inventory.errors.reason' });
    expect(await attempt(1, 'Recount', randomUUID())).toEqual({
      ok: false,
      code: 'not-found',
      message: 'inventory.errors.notFound',
      status: 404,
    });
    expect(await attempt(1, 'Recount', 'not-a-uuid')).toEqual({
      ok: false,
      code: 'not-found',
      message: 'inventory.errors.notFound',
      status: 404,
    });

    expect(await stockOf(product.id)).toBe(2);
    expect(await movementsOf(product.id)).toEqual([]);
  });

  it('never oversells when two adjustments race for the last units', async () => {
    const product = await createProduct(database, { stockQuantity: 5 });
    const actor = await createBuyer(database, []);
    const results = await Promise.all(
      [1, 2].map(() =>
        adjustStock({ productId: product.id, change: -4, reason: 'Sold at the market stall', actor: asAdmin(actor.id) }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, code: 'below-zero', message: 'inventory.errors.belowZero', field: 'change', status: 400 },
    ]);
    expect(await stockOf(product.id)).toBe(1);
    expect(await movementsOf(product.id)).toHaveLength(1);
  });

  it('through /inventory: answers a bad change with 400, and records the admin as the actor', async () => {
    const product = await createProduct(database, { stockQuantity: 4 });
    const post = (fields: Record<string, string>) =>
      callAction(inventoryAction, formPost('/inventory', { intent: 'adjust', productId: product.id, ...fields }, admin.jar));

    const bad = (await post({ change: 'ten', reason: 'Recount' })) as ActionAnswer;
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, message: 'inventory.errors.change', field: 'change' });
    const tooMany = (await post({ change: '-5', reason: 'Recount' })) as ActionAnswer;
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.message).toBe('inventory.errors.belowZero');

    const good = (await post({ change: '+6', reason: 'Delivery from the grower' })) as ActionAnswer;
    expect(good.status).toBe(200);
    expect(good.data).toMatchObject({ ok: true, messageVars: { name: product.name, stock: 10 } });
    const [movement] = await movementsOf(product.id);
    expect(movement).toMatchObject({ change: 6, quantityAfter: 10, actorId: admin.id, reason: 'Delivery from the grower' });

    // The page lists it, with the admin's name, in the audit trail.
    const page = await callAction(inventoryLoader, pageGet('/inventory', admin.jar));
    const movements = (page.data as { movements: { productId: string; actorEmail: string }[] }).movements;
    expect(movements.find((entry) => entry.productId === product.id)?.actorEmail).toBe(admin.email);
  });
});

describe('listing', () => {
  it('searches by name or handle and filters by category, status and low stock', async () => {
    const tag = unique();
    const low = await createProduct(database, { name: `Zinnia ${tag}`, category: 'seeds', stockQuantity: 2 });
    await createProduct(database, { name: `Zinnia big ${tag}`, category: 'seeds', stockQuantity: 50 });
    await createProduct(database, { name: `Zinnia draft ${tag}`, category: 'books', status: 'draft', stockQuantity: 0 });
    await createProduct(database, { name: `Zinnia archived ${tag}`, category: 'seeds', status: 'archived', stockQuantity: 0 });
    const list = async (search: string) =>
      (
        (await callAction(inventoryLoader, pageGet(`/inventory?${search}`, admin.jar))).data as {
          products: { name: string }[];
          total: number;
        }
      ).products.map((product) => product.name);

    expect((await list(`q=${tag}`)).sort()).toEqual(
      [`Zinnia ${tag}`, `Zinnia archived ${tag}`, `Zinnia big ${tag}`, `Zinnia draft ${tag}`].sort(),
    );
    expect(await list(`q=${low.handle}`)).toEqual([low.name]);
    expect((await list(`q=${tag}&category=books`)).sort()).toEqual([`Zinnia draft ${tag}`]);
    expect((await list(`q=${tag}&status=archived`)).sort()).toEqual([`Zinnia archived ${tag}`]);
    // Low stock: tracked and not archived, emptiest first.
    expect(await list(`q=${tag}&lowStock=1`)).toEqual([`Zinnia draft ${tag}`, `Zinnia ${tag}`]);
    // "%" is looked for literally, not as a wildcard.
    expect(await list(`q=${encodeURIComponent(`%${tag}`)}`)).toEqual([]);
  });
});

describe('creating and editing products', () => {
  const fields = (handle: string) => ({
    intent: 'save',
    handle,
    name: 'Cedar plant labels',
    category: 'tools',
    price: '7.50',
    status: 'active',
    summary: 'Twenty reusable cedar labels.',
    descriptionMd: 'Write on them with a pencil.',
    tags: 'labels, cedar',
    trackInventory: 'true',
    imageSrc: '/images/products/cedar-plant-labels.svg',
    imageAlt: 'A bundle of cedar labels',
    stockQuantity: '40',
  });

  it('creates a product with its opening stock logged, and refuses bad fields with 400', async () => {
    const handle = `cedar-labels-${unique()}`;
    const bad = (await callAction(
      newProductAction,
      formPost('/inventory/new', { ...fields(handle), name: 'x', price: 'lots', imageAlt: '' }, admin.jar),
    )) as ActionAnswer;
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({
      name: 'inventory.errors.name',
      price: 'inventory.errors.price',
      imageAlt: 'inventory.errors.imageAlt',
    });
    expect(await productByHandle(handle)).toBeUndefined();

    const created = await callAction(newProductAction, formPost('/inventory/new', fields(handle), admin.jar));
    expect(created.status).toBe(302);
    const product = await productByHandle(handle);
    expect(product).toMatchObject({ name: 'Cedar plant labels', priceCents: 750, stockQuantity: 40, tags: ['labels', 'cedar'] });
    expect(created.headers.get('location')).toBe(`/inventory/${product?.id}`);
    expect(created.headers.get('set-cookie')).toContain('inventory.form.created');
    expect(await movementsOf(product?.id ?? '')).toMatchObject([
      { change: 40, quantityAfter: 40, kind: 'created', actorId: admin.id },
    ]);

    const again = (await callAction(newProductAction, formPost('/inventory/new', fields(handle), admin.jar))) as ActionAnswer;
    expect(again.status).toBe(400);
    expect(again.data.fieldErrors).toEqual({ handle: 'inventory.errors.handleTaken' });
  });

  it('edits a product without touching its stock, which only adjustments change', async () => {
    const product = await createProduct(database, { stockQuantity: 9 });
    const other = await createProduct(database);
    const edit = (overrides: Record<string, string>) =>
      callAction(productAction, formPost(`/inventory/${product.id}`, { ...fields(product.handle), ...overrides }, admin.jar), {
        productId: product.id,
      }) as Promise<ActionAnswer>;

    const taken = await edit({ handle: other.handle });
    expect(taken.status).toBe(400);
    expect(taken.data.fieldErrors).toEqual({ handle: 'inventory.errors.handleTaken' });
    const invalid = await edit({ category: 'gadgets', seoTitle: 'x'.repeat(71) });
    expect(invalid.data.fieldErrors).toEqual({ category: 'inventory.errors.category', seoTitle: 'inventory.errors.seoTitle' });
    expect((await productByHandle(product.handle))?.name).toBe(product.name);

    const saved = await edit({ name: 'Renamed labels', price: '', stockQuantity: '999', status: 'archived' });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe(`/inventory/${product.id}`);
    expect(saved.headers.get('set-cookie')).toContain('inventory.form.saved');
    expect(await productByHandle(product.handle)).toMatchObject({
      name: 'Renamed labels',
      priceCents: null,
      status: 'archived',
      stockQuantity: 9,
      isReliefProduct: false,
      // Pictures are changed in the page's Photos section; the details form leaves them as they were.
      images: product.images,
    });
    expect(await movementsOf(product.id)).toEqual([]);

    const page = await callAction(productLoader, pageGet(`/inventory/${product.id}`, admin.jar), { productId: product.id });
    expect((page.data as { values: { name: string; price: string } }).values).toMatchObject({
      name: 'Renamed labels',
      price: '',
    });
    const missing = await callAction(productLoader, pageGet(`/inventory/${randomUUID()}`, admin.jar), {
      productId: randomUUID(),
    });
    expect(missing.status).toBe(404);
    const ghost = randomUUID();
    const ghostSave = (await callAction(productAction, formPost(`/inventory/${ghost}`, fields('ghost-product'), admin.jar), {
      productId: ghost,
    })) as ActionAnswer;
    expect(ghostSave.status).toBe(404);

    // The product page adjusts stock too, logged like any other adjustment (the product is the page's).
    const adjusted = (await callAction(
      productAction,
      formPost(`/inventory/${product.id}`, { intent: 'adjust', productId: other.id, change: '-4', reason: 'Recount' }, admin.jar),
      { productId: product.id },
    )) as ActionAnswer;
    expect(adjusted.data).toMatchObject({ ok: true, messageVars: { stock: 5 } });
    expect(await movementsOf(product.id)).toMatchObject([
      { change: -4, quantityAfter: 5, kind: 'adjustment', actorId: admin.id },
    ]);
    expect(await movementsOf(other.id)).toEqual([]);
  });
});

describe('CSV export and import', () => {
  it('exports every product in the import columns, as a dated attachment', async () => {
    const product = await createProduct(database, {
      name: '=HYPERLINK("http://evil.example","Seeds, the best")',
      priceCents: null,
      tags: ['a', 'b'],
      stockQuantity: 3,
    });
    const answer = await callAction(exportLoader, pageGet('/inventory/export.csv', admin.jar));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = answer.data as string;
    expect(
      text.startsWith('handle,name,category,price,status,track_inventory,stock_quantity,is_relief_product,tags,summary\r\n'),
    ).toBe(true);
    // The formula is written as text (a leading apostrophe), never as a formula.
    expect(text).toContain(
      `${product.handle},"'=HYPERLINK(""http://evil.example"",""Seeds, the best"")",tools,,active,true,3,false,"a, b",`,
    );
  });

  it('imports an unchanged export as unchanged, then applies an edited one', async () => {
    const kale = await createProduct(database, { name: 'Kale, "Red Russian"', stockQuantity: 10, priceCents: 450 });
    const free = await createProduct(database, {
      name: '@free printable',
      priceCents: null,
      trackInventory: false,
      stockQuantity: 0,
    });
    const exported = await exportCsv();
    const movementsBefore = await countMovements();

    const roundTrip = await importCsv({ text: exported, actor: asAdmin(admin.id), source: 'inventory.csv' });
    const rows = parseCsv(exported);
    expect(rows.ok && rows.records.length).toBeGreaterThan(2);
    expect(roundTrip).toEqual({
      ok: true,
      created: 0,
      updated: 0,
      unchanged: rows.ok ? rows.records.length - 1 : -1,
      movements: 0,
    });
    expect(await countMovements()).toBe(movementsBefore);
    expect(await productByHandle(free.handle)).toMatchObject({ name: '@free printable', priceCents: null });

    const edited = exported
      .split('\r\n')
      .map((line) => (line.startsWith(`${kale.handle},`) ? line.replace(',4.50,active,true,10,', ',5.25,active,true,13,') : line))
      .join('\r\n');
    expect(edited).not.toBe(exported);
    const applied = await importCsv({ text: edited, actor: asAdmin(admin.id), source: 'inventory.csv' });
    expect(applied).toMatchObject({ ok: true, created: 0, updated: 1, movements: 1 });
    expect(await productByHandle(kale.handle)).toMatchObject({ name: 'Kale, "Red Russian"', priceCents: 525, stockQuantity: 13 });
    expect(await movementsOf(kale.id)).toMatchObject([
      { change: 3, quantityAfter: 13, kind: 'import', reason: 'inventory.csv', actorId: admin.id },
    ]);
  });

  it('changes nothing when one row is bad, and says which row and column', async () => {
    const existing = await createProduct(database, { stockQuantity: 10 });
    const newHandle = `new-thing-${unique()}`;
    const csv = [
      'handle,name,category,price,stock_quantity',
      `${existing.handle},,,,50`,
      `${newHandle},New thing,seeds,3.00,5`,
      `bad-row-${unique()},Bad row,gadgets,3.00,5`,
    ].join('\n');
    const movementsBefore = await countMovements();
    const result = await importCsv({ text: csv, actor: asAdmin(admin.id) });
    expect(result).toEqual({
      ok: false,
      code: 'import-refused',
      message: 'inventory.import.failed',
      status: 400,
      errors: [
        { row: 2, field: 'name', message: 'inventory.errors.name' },
        { row: 2, field: 'category', message: 'inventory.errors.category' },
        { row: 4, field: 'category', message: 'inventory.errors.category' },
      ],
    });
    expect(await stockOf(existing.id)).toBe(10);
    expect(await productByHandle(newHandle)).toBeUndefined();
    expect(await countMovements()).toBe(movementsBefore);

    // Fixed, the same file goes through: the existing product's empty name and category were
    // the problem (every column present is a new value), so leave those columns out instead.
    const fixed = [
      'handle,stock_quantity,name,category,price',
      `${newHandle},5,New thing,seeds,3.00`,
      `${existing.handle},50,${existing.name},tools,10.00`,
    ].join('\n');
    expect(await importCsv({ text: fixed, actor: asAdmin(admin.id) })).toMatchObject({ ok: true, created: 1, updated: 1 });
    expect(await stockOf(existing.id)).toBe(50);
  });

  it('reports problems with the file, the header and each row', async () => {
    const existing = await createProduct(database);
    const handle = `dup-${unique()}`;
    const errorsOf = async (text: string) => {
      const result = await importCsv({ text, actor: asAdmin(admin.id) });
      return result.ok ? [] : result.errors;
    };
    expect(await errorsOf('')).toEqual([{ row: 0, field: '', message: 'inventory.import.errors.empty' }]);
    expect(await errorsOf('handle,name\n')).toEqual([{ row: 0, field: '', message: 'inventory.import.errors.noRows' }]);
    expect(await errorsOf('handle,colour,handle\nx,y,z')).toEqual([
      { row: 1, field: 'colour', message: 'inventory.import.errors.unknownColumn', messageVars: { column: 'colour' } },
      { row: 1, field: 'handle', message: 'inventory.import.errors.duplicateColumn', messageVars: { column: 'handle' } },
    ]);
    expect(await errorsOf('name,price\nKale,1.00')).toEqual([
      { row: 1, field: 'handle', message: 'inventory.import.errors.missingHandle' },
    ]);
    expect(await errorsOf('handle,name\n"never closed,x\n')).toEqual([
      { row: 2, field: '', message: 'inventory.import.errors.unterminatedQuote', messageVars: { line: 2 } },
    ]);
    expect(
      await errorsOf(
        [
          'handle,name,category,price',
          `${handle},Dup one,seeds,1.00`,
          '',
          `${handle},Dup two,seeds,1.00`,
          `${existing.handle},Only three`,
          `new-${unique()},,,`,
          'Bad Handle,Name,seeds,1.00',
        ].join('\n'),
      ),
    ).toEqual([
      { row: 4, field: 'handle', message: 'inventory.import.errors.duplicateHandle', messageVars: { row: 2 } },
      { row: 5, field: '', message: 'inventory.import.errors.cellCount', messageVars: { count: 2, expected: 4 } },
      { row: 6, field: 'name', message: 'inventory.errors.requiredForNew' },
      { row: 6, field: 'category', message: 'inventory.errors.requiredForNew' },
      { row: 6, field: 'price', message: 'inventory.errors.requiredForNew' },
      { row: 7, field: 'handle', message: 'inventory.errors.handle' },
    ]);
    expect(await productByHandle(handle)).toBeUndefined();

    const tooMany = ['handle,stock_quantity', ...Array.from({ length: 2_001 }, (_, index) => `p-${index},1`)].join('\n');
    expect(await errorsOf(tooMany)).toEqual([
      { row: 0, field: '', message: 'inventory.import.errors.tooManyRows', messageVars: { max: 2000 } },
    ]);
  });

  it('creates and updates products from an uploaded file, logging every stock change', async () => {
    const tomato = await createProduct(database, { stockQuantity: 10 });
    const steady = await createProduct(database, { stockQuantity: 7 });
    const newHandle = `basil-${unique()}`;
    const csv = [
      'handle,name,category,price,status,stock_quantity,tags,is_relief_product',
      `${newHandle},Genovese basil,seeds,free,active,12,"herb, italian",no`,
      `${tomato.handle},${tomato.name},tools,10.00,active,4,,false`,
      `${steady.handle},${steady.name},tools,10.00,active,7,,false`,
    ].join('\r\n');
    const answer = (await callAction(
      inventoryAction,
      uploadPost(admin.jar, `\uFEFF${csv}\r\n`, 'count-2026.csv'),
    )) as ActionAnswer;
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      message: 'inventory.import.done',
      messageVars: { created: 1, updated: 1, unchanged: 1, movements: 2 },
    });

    const basil = await productByHandle(newHandle);
    expect(basil).toMatchObject({
      name: 'Genovese basil',
      priceCents: null,
      status: 'active',
      stockQuantity: 12,
      tags: ['herb', 'italian'],
    });
    expect(await movementsOf(basil?.id ?? '')).toMatchObject([
      { change: 12, quantityAfter: 12, kind: 'import', reason: 'count-2026.csv', actorId: admin.id },
    ]);
    expect(await movementsOf(tomato.id)).toMatchObject([{ change: -6, quantityAfter: 4, kind: 'import', actorId: admin.id }]);
    expect(await movementsOf(steady.id)).toEqual([]);
  });

  it('refuses an upload over 1 MB, a file that is not UTF-8, and an empty form, with a message', async () => {
    // The server lets a whole 1 MB file through, with room for the form around it.
    expect(BODY_LIMITS.upload).toBeGreaterThan(IMPORT_LIMITS.maxBytes);
    const big = `handle,summary\n${'x'.repeat(1024 * 1024 + 10)}\n`;
    const tooLarge = (await callAction(inventoryAction, uploadPost(admin.jar, big))) as ActionAnswer;
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.data).toMatchObject({ ok: false, message: 'inventory.import.errors.tooLarge' });
    // A body far over the limit is refused while it is read, before it is buffered whole.
    const huge = (await callAction(inventoryAction, uploadPost(admin.jar, big.repeat(2)))) as ActionAnswer;
    expect(huge.status).toBe(413);
    expect(huge.data.message).toBe('inventory.import.errors.tooLarge');

    const latin1 = new Uint8Array([...new TextEncoder().encode('handle,name\nx,Caf'), 0xe9]);
    const notUtf8 = (await callAction(inventoryAction, uploadPost(admin.jar, latin1))) as ActionAnswer;
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.data.message).toBe('inventory.import.errors.notUtf8');

    const empty = (await callAction(
      inventoryAction,
      formPost('/inventory', { intent: 'import', csv: '  ' }, admin.jar),
    )) as ActionAnswer;
    expect(empty.data.message).toBe('inventory.import.errors.noFile');

    // The pasted text works too, and a bad one answers row by row.
    const pasted = (await callAction(
      inventoryAction,
      formPost('/inventory', { intent: 'import', csv: 'handle,status\nno-such-product-here,sold' }, admin.jar),
    )) as ActionAnswer;
    expect(pasted.status).toBe(400);
    expect(pasted.data).toMatchObject({ ok: false, message: 'inventory.import.failed' });
    expect(pasted.data.errors).toEqual([
      { row: 2, field: 'name', message: 'inventory.errors.requiredForNew' },
      { row: 2, field: 'category', message: 'inventory.errors.requiredForNew' },
      { row: 2, field: 'price', message: 'inventory.errors.requiredForNew' },
      { row: 2, field: 'status', message: 'inventory.errors.status' },
    ]);
  });
});

describe('who may change the inventory', () => {
  it('refuses a signed-in shopper (403) and sends a visitor to sign in, changing nothing', async () => {
    const product = await createProduct(database, { stockQuantity: 5 });
    const shopper = await signUpShopper('inventory.shopper');
    const adjust = { intent: 'adjust', productId: product.id, change: '-5', reason: 'Not my shop' };

    const denied = await callAction(inventoryAction, formPost('/inventory', adjust, shopper.jar));
    expect(denied.status).toBe(403);
    expect(denied.data).toMatchObject({ kind: 'access-denied', requiredRoles: ['admin'] });
    const importDenied = await callAction(
      inventoryAction,
      uploadPost(shopper.jar, `handle,stock_quantity\n${product.handle},0\n`),
    );
    expect(importDenied.status).toBe(403);
    const productDenied = await callAction(productAction, formPost(`/inventory/${product.id}`, adjust, shopper.jar), {
      productId: product.id,
    });
    expect(productDenied.status).toBe(403);
    const createDenied = await callAction(
      newProductAction,
      formPost('/inventory/new', { intent: 'save', handle: `nope-${unique()}`, name: 'Nope', category: 'tools' }, shopper.jar),
    );
    expect(createDenied.status).toBe(403);
    const exportDenied = await callAction(exportLoader, pageGet('/inventory/export.csv', shopper.jar));
    expect(exportDenied.status).toBe(403);

    const visitor = await callAction(inventoryAction, formPost('/inventory', adjust, new CookieJar()));
    expect(visitor.status).toBe(302);
    expect(new URL(visitor.headers.get('location') ?? '', 'http://localhost').pathname).toBe('/auth');

    expect(await stockOf(product.id)).toBe(5);
    expect(await movementsOf(product.id)).toEqual([]);
    const [created] = await db
      .select({ total: count() })
      .from(products)
      .where(and(inArray(products.name, ['Nope'])));
    expect(created?.total).toBe(0);
  });
});
