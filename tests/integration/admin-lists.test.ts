import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, courseEnrolments, orders, users } from '~/db/schema/index';
import { adjustStock } from '~/features/inventory/stock-adjustment.server';
import { recordDonationGift } from '~/features/relief/relief.server';
import { loader as certificatesLoader } from '~/routes/admin/certificates';
import { loader as certificatesExport } from '~/routes/admin/certificates-export';
import { loader as inventoryLoader } from '~/routes/admin/inventory';
import { loader as inventoryExport } from '~/routes/admin/inventory-export';
import { loader as movementsExport } from '~/routes/admin/inventory-movements-export';
import { loader as ordersLoader } from '~/routes/admin/orders';
import { loader as ordersExport } from '~/routes/admin/orders-export';
import { loader as foundationLoader } from '~/routes/creator-hub/foundation';
import { loader as foundationExport } from '~/routes/creator-hub/foundation-export';
import { loader as studentsLoader } from '~/routes/creator-hub/students';
import { loader as studentsExport } from '~/routes/creator-hub/students-export';
import { pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin } from '../factories/actors';
import { createCourse } from '../factories/courses';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The administration's lists on the shared data table (decision 0068): each sorts by the
 * address's `sort` and `dir` against its own allow-list (anything else is the list's usual order),
 * and each has a CSV export of what it shows (its filters and order, every page), for admins only,
 * with cells a spreadsheet would run as formulas written as text.
 */

const database = await setupTestDatabase();
const db = database.db;
const admin = await signUpPerson('lists-admin', { role: 'admin' });
const shopper = await signUpPerson('lists-shopper');

const unique = () => randomUUID().slice(0, 8);
const get = (handler: Parameters<typeof callAction>[0], path: string, jar = admin.jar) => callAction(handler, pageGet(path, jar));
/** The lines of an export, without the final line break. */
const linesOf = (text: unknown) => String(text).split('\r\n').slice(0, -1);

describe('the CSV exports', () => {
  const exports = [
    ['/admin/orders/export.csv', ordersExport],
    ['/admin/certificates/export.csv', certificatesExport],
    ['/creator-hub/students/export.csv', studentsExport],
    ['/creator-hub/foundation/export.csv', foundationExport],
    ['/inventory/export.csv', inventoryExport],
    ['/inventory/movements.csv', movementsExport],
  ] as const;

  it('are files for admins only: a shopper is refused, a visitor sent to sign in', async () => {
    for (const [path, loader] of exports) {
      const answer = await get(loader, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition'), path).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect((await get(loader, path, shopper.jar)).status, path).toBe(403);
      expect((await get(loader, path, new CookieJar())).status, path).toBe(302);
    }
  });
});

describe('the orders (/admin/orders)', () => {
  type Listing = { orders: Array<{ id: string; totalCents: number }>; total: number; sort: { key: string; dir: string } };

  async function threeOrders() {
    const buyer = await signUpPerson(`lists-buyer-${unique()}`);
    const product = await createProduct(database);
    const made = [];
    for (const [index, totalCents] of [500, 2500, 1500].entries()) {
      const order = await createOrder(database, {
        userId: buyer.id,
        email: buyer.email,
        product,
        status: index === 0 ? 'pending_payment' : 'paid',
      });
      await db
        .update(orders)
        .set({ subtotalCents: totalCents, totalCents, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })
        .where(eq(orders.id, order.id));
      made.push({ ...order, totalCents });
    }
    return { buyer, made };
  }

  it('sorts by a column of its allow-list either way, and by date otherwise', async () => {
    const { buyer } = await threeOrders();
    const q = encodeURIComponent(buyer.email);
    const totals = async (search: string) => {
      const answer = await get(ordersLoader, `/admin/orders?q=${q}${search}`);
      expect(answer.status).toBe(200);
      return (answer.data as Listing).orders.map((order) => order.totalCents);
    };
    expect(await totals('&sort=total&dir=asc')).toEqual([500, 1500, 2500]);
    expect(await totals('&sort=total&dir=desc')).toEqual([2500, 1500, 500]);
    // The usual order is newest first; a key off the list, or SQL in it, changes nothing.
    expect(await totals('')).toEqual([1500, 2500, 500]);
    for (const search of ['&sort=totalCents', '&sort=total;drop table orders', '&sort=TOTAL&dir=asc'])
      expect(await totals(search), search).toEqual([1500, 2500, 500]);
    // A known key with a direction that is not one sorts ascending.
    expect(await totals('&sort=placed&dir=desc;--')).toEqual([500, 2500, 1500]);
    const listing = (await get(ordersLoader, `/admin/orders?q=${q}&sort=nonsense`)).data as Listing;
    expect(listing.sort).toEqual({ key: 'placed', dir: 'desc' });
  });

  it('exports the filtered orders in the list’s order, every page, amounts as numbers', async () => {
    const { buyer, made } = await threeOrders();
    const [first] = made;
    if (!first) throw new Error('no order');
    const answer = await get(
      ordersExport,
      `/admin/orders/export.csv?q=${encodeURIComponent(buyer.email)}&status=paid&sort=total&dir=asc&page=9`,
    );
    const lines = linesOf(answer.data);
    expect(lines[0]).toBe('number,email,status,total_usd,refunded_usd,placed_at');
    // The pending order is filtered out; page 9 of the list is not a page of the file.
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 5))).toEqual([
      ['paid', '15', '0'],
      ['paid', '25', '0'],
    ]);
    expect(lines[1]).toMatch(/^VL-\d+,/);
    expect(lines[1]).toMatch(/,2026-01-03T00:00:00\.000Z$/);
  });

  it('writes a customer’s text that a spreadsheet would run as a formula as plain text', async () => {
    const { made } = await threeOrders();
    const [first] = made;
    if (!first) throw new Error('no order');
    const id = unique();
    await db
      .update(orders)
      .set({ email: `-2+3+cmd|'/c calc'!A0-${id}@example.org` })
      .where(eq(orders.id, first.id));
    const answer = await get(ordersExport, `/admin/orders/export.csv?q=${id}`);
    const [, line] = linesOf(answer.data);
    expect(line?.split(',')[1]).toBe(`'-2+3+cmd|'/c calc'!A0-${id}@example.org`);
  });
});

describe('the certificates (/admin/certificates)', () => {
  it('sorts by learner and exports what the search finds, names guarded against formulas', async () => {
    const id = unique();
    const course = await createCourse(database, { lessonCount: 1, quiz: false });
    const learner = await signUpPerson(`lists-learner-${id}`);
    const code = (n: number) =>
      `VL-${id
        .slice(0, 4)
        .toUpperCase()
        .replace(/[^A-Z2-9]/g, 'X')}-TEST-000${n}`;
    for (const [n, learnerName] of [`Bea ${id}`, `Amy ${id}`, `=HYPERLINK("x") ${id}`].entries())
      await db.insert(certificates).values({
        code: code(n),
        userId: learner.id,
        courseId: course.id,
        learnerName,
        courseTitle: course.title,
        instructorName: 'Test Instructor',
      });
    type Listing = { certificates: Array<{ learnerName: string }>; total: number };
    const listed = (await get(certificatesLoader, `/admin/certificates?q=${id}&sort=learner&dir=asc`)).data as Listing;
    expect(listed.total).toBe(3);
    const names = listed.certificates.map((certificate) => certificate.learnerName);
    expect(names.indexOf(`Amy ${id}`)).toBeLessThan(names.indexOf(`Bea ${id}`));
    const reversed = (await get(certificatesLoader, `/admin/certificates?q=${id}&sort=learner&dir=desc`)).data as Listing;
    expect(reversed.certificates.map((certificate) => certificate.learnerName)).toEqual([...names].reverse());

    const exported = linesOf((await get(certificatesExport, `/admin/certificates/export.csv?q=${id}&sort=code&dir=asc`)).data);
    expect(exported[0]).toBe('code,learner,email,course,issued_at,revoked_at,revoked_reason,reissue_reason');
    expect(exported.slice(1).map((line) => line.split(',')[0])).toEqual([code(0), code(1), code(2)]);
    expect(exported[3]).toContain(`,"'=HYPERLINK(""x"") ${id}",${learner.email},`);
  });
});

describe('the learners (/creator-hub/students)', () => {
  it('sorts by name or last activity and exports the search with each learner’s progress', async () => {
    const id = unique();
    const course = await createCourse(database, { lessonCount: 2, quiz: false, title: `Sorting course ${id}` });
    const people = [];
    for (const [index, name] of [`Cleo ${id}`, `@Ann ${id}`, `Bo ${id}`].entries()) {
      const person = await signUpPerson(`lists-student-${index}-${id}`);
      await db.update(users).set({ name }).where(eq(users.id, person.id));
      await db.insert(courseEnrolments).values({
        courseId: course.id,
        userId: person.id,
        source: 'free',
        lastActivityAt: new Date(Date.UTC(2026, 1, 1 + index)),
      });
      people.push({ ...person, name });
    }
    type Listing = { learners: Array<{ learnerName: string }>; total: number };
    const names = async (search: string) =>
      ((await get(studentsLoader, `/creator-hub/students?q=${id}${search}`)).data as Listing).learners.map(
        (row) => row.learnerName,
      );
    expect(await names('')).toEqual([`Bo ${id}`, `@Ann ${id}`, `Cleo ${id}`]);
    expect(await names('&sort=lastActive&dir=asc')).toEqual([`Cleo ${id}`, `@Ann ${id}`, `Bo ${id}`]);
    const byName = await names('&sort=learner&dir=asc');
    expect(byName.indexOf(`Bo ${id}`)).toBeLessThan(byName.indexOf(`Cleo ${id}`));

    const exported = linesOf(
      (await get(studentsExport, `/creator-hub/students/export.csv?q=${id}&sort=lastActive&dir=asc`)).data,
    );
    expect(exported[0]).toBe(
      'learner,email,course,source,enrolled_at,last_active_at,completed_at,steps_done,steps_total,progress_percent,certificate',
    );
    expect(exported).toHaveLength(4);
    expect(exported[2]).toMatch(new RegExp(`^'@Ann ${id},${people[1]?.email},Sorting course ${id},free,`));
    expect(exported[2]).toMatch(/,2026-02-02T00:00:00\.000Z,,0,2,0,$/);
  });
});

describe('the relief ledger (/creator-hub/foundation)', () => {
  it('sorts by amount and exports every entry, refunds as negative numbers', async () => {
    for (const amountCents of [700, 2500, 300]) await recordDonationGift(db, { id: randomUUID(), amountCents });
    type Listing = { entries: Array<{ amountCents: number }>; total: number };
    const amounts = async (search: string) =>
      ((await get(foundationLoader, `/creator-hub/foundation${search}`)).data as Listing).entries.map(
        (entry) => entry.amountCents,
      );
    const ascending = await amounts('?sort=amount&dir=asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await amounts('?sort=amount&dir=desc');
    expect(descending).toEqual([...ascending].reverse());

    const exported = linesOf(
      (await get(foundationExport, '/creator-hub/foundation/export.csv?sort=amount&dir=desc&page=3')).data,
    );
    expect(exported[0]).toBe('created_at,kind,amount_usd,note,order_id');
    expect(exported.length - 1).toBe(descending.length);
    expect(exported.slice(1).map((line) => Math.round(Number(line.split(',')[2]) * 100))).toEqual(descending);
    expect(exported.some((line) => /,donation,25,Donation,$/.test(line))).toBe(true);
  });
});

describe('the inventory (/inventory) and its stock changes', () => {
  it('sorts by price and exports only the products the filters select, in that order', async () => {
    const id = unique();
    for (const [name, priceCents] of [
      ['Dibber', 900],
      ['Auger', 4500],
      ['Caddy', 1200],
    ] as const)
      await createProduct(database, { name: `${name} ${id}`, handle: `${name.toLowerCase()}-${id}`, priceCents });
    await createProduct(database, { name: `Unrelated ${unique()}` });
    type Listing = { products: Array<{ name: string }>; total: number };
    const listed = (await get(inventoryLoader, `/inventory?q=${id}&sort=price&dir=desc`)).data as Listing;
    expect(listed.products.map((product) => product.name)).toEqual([`Auger ${id}`, `Caddy ${id}`, `Dibber ${id}`]);
    const byName = (await get(inventoryLoader, `/inventory?q=${id}`)).data as Listing;
    expect(byName.products.map((product) => product.name)).toEqual([`Auger ${id}`, `Caddy ${id}`, `Dibber ${id}`]);

    const exported = linesOf((await get(inventoryExport, `/inventory/export.csv?q=${id}&sort=price&dir=asc`)).data);
    expect(exported[0]).toBe('handle,name,category,price,status,track_inventory,stock_quantity,is_relief_product,tags,summary');
    expect(exported.slice(1).map((line) => line.split(',')[0])).toEqual([`dibber-${id}`, `caddy-${id}`, `auger-${id}`]);
  });

  it('exports one product’s stock changes from its page, reasons guarded against formulas', async () => {
    const product = await createProduct(database, { stockQuantity: 10 });
    const other = await createProduct(database, { stockQuantity: 10 });
    expect(
      (await adjustStock({ productId: product.id, change: -2, reason: '=SUM(A1:A9) broken', actor: asAdmin(admin.id) })).ok,
    ).toBe(true);
    expect((await adjustStock({ productId: other.id, change: 3, reason: 'Found a box', actor: asAdmin(admin.id) })).ok).toBe(
      true,
    );

    const exported = linesOf((await get(movementsExport, `/inventory/movements.csv?product=${product.id}`)).data);
    expect(exported[0]).toBe('created_at,handle,product,change,stock_after,kind,reason,by_name,by_email');
    expect(exported).toHaveLength(2);
    expect(exported[1]).toContain(`,${product.handle},${product.name},-2,8,adjustment,'=SUM(A1:A9) broken,`);
    expect(exported[1]).toMatch(new RegExp(`,${admin.email}$`));

    const all = linesOf((await get(movementsExport, '/inventory/movements.csv')).data);
    expect(all.some((line) => line.includes(other.handle))).toBe(true);
    expect((await get(movementsExport, '/inventory/movements.csv?product=not-an-id')).status).toBe(400);
  });
});
