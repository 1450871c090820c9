import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forumCategories, forumMembers, orders, pageViewDays, pageViews, users } from '~/db/schema/index';
import { countNewMembers } from '~/features/accounts/member-figures.server';
import { periodBounds } from '~/features/analytics/period';
import { rollUpPageViews } from '~/features/analytics/roll-up.server';
import { readTraffic } from '~/features/analytics/traffic.server';
import { forumActivity } from '~/features/forum/activity-figures.server';
import { seedForum } from '~/features/forum/forum-seed.server';
import { ensureMember } from '~/features/forum/members.server';
import { createThread, replyToThread } from '~/features/forum/posting.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { refundOrder } from '~/features/orders/admin-orders.server';
import { salesFigures } from '~/features/orders/sales-figures.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { loader as analyticsLoader } from '~/routes/admin/analytics';
import type { AnalyticsData } from '~/routes/admin/analytics.server';
import { loader as hubAnalyticsLoader } from '~/routes/creator-hub/analytics';
import { pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser, createActor } from '../factories/actors';
import { createBuyer } from '../factories/buyers';
import { createOrder, placeOrderFor } from '../factories/orders';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';
import '../../server/payment-references';

/*
 * The analytics screen (decision 0109) on both databases: the page views' roll-up counts each view
 * once, by day, path, source and language, and never a view still arriving; the traffic, sales,
 * members and forum figures of a period against the period before; admins only, in the operations
 * and through both routes.
 */

const database = await setupTestDatabase();
const db = database.db;
setupJobRunner(database);

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Views of one day's rows in the roll-up, by dimension and value. */
async function rolled(day: string) {
  const rows = await db.select().from(pageViewDays).where(eq(pageViewDays.day, day));
  return Object.fromEntries(rows.map((row) => [`${row.dimension}:${row.value}`, row.views]));
}

describe('the page views’ roll-up', () => {
  it('counts each view once by its UTC day, path, referring site and language, and leaves views still arriving', async () => {
    const yesterday = ago(DAY);
    const day = yesterday.toISOString().slice(0, 10);
    await db.insert(pageViews).values([
      { path: '/products', lang: 'en', referrer: 'https://www.Example.org/some/page?q=1', createdAt: yesterday },
      { path: '/products', lang: 'es', referrer: 'http://duckduckgo.com', createdAt: yesterday },
      { path: '/forum', lang: 'en', referrer: null, createdAt: yesterday },
      { path: '/forum', lang: 'ar', referrer: 'not a web address', createdAt: yesterday },
      { path: '/blog', lang: 'en', referrer: 'https://user@news.example.net:8443/item', createdAt: yesterday },
    ]);
    const first = await rollUpPageViews();
    expect(first.views).toBeGreaterThanOrEqual(5);
    expect(await rolled(day)).toMatchObject({
      'path:/products': 2,
      'path:/forum': 2,
      'path:/blog': 1,
      'source:example.org': 1,
      'source:duckduckgo.com': 1,
      'source:news.example.net': 1,
      'source:': 2,
      'lang:en': 3,
      'lang:es': 1,
      'lang:ar': 1,
    });

    // A view that arrived a moment ago may still be committing next to others: it waits for the next run.
    await db.insert(pageViews).values({ path: '/fresh', lang: 'en' });
    // Run again, and twice at once: nothing is counted twice.
    const [again, concurrent] = await Promise.all([rollUpPageViews(), rollUpPageViews()]);
    expect(again.views + concurrent.views).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(await rolled(today)).not.toHaveProperty('path:/fresh');
    expect((await rolled(day))['path:/products']).toBe(2);
  });

  it('counts a view that was still arriving in a later run, once', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = (await rolled(today))['path:/fresh'] ?? 0;
    expect(before).toBe(0);
    // The test's stand-in for the few seconds the job leaves: count what has arrived until now.
    expect((await rollUpPageViews({ settleSeconds: 0 })).views).toBeGreaterThanOrEqual(1);
    await rollUpPageViews({ settleSeconds: 0 });
    expect((await rolled(today))['path:/fresh']).toBe(1);
  });
});

describe('the site’s figures over a period', () => {
  it('reads the traffic of the period and the one before it, with the site’s own host as no source', async () => {
    const admin = await createActor(database, 'admin');
    const { since, previousSince } = periodBounds(7, new Date());
    const inPeriod = since.toISOString().slice(0, 10);
    const before = new Date(since.getTime() - DAY).toISOString().slice(0, 10);
    const tooOld = new Date(previousSince.getTime() - DAY).toISOString().slice(0, 10);
    const baseline = await readTraffic({ actor: asAdmin(admin.id), since, previousSince, siteHost: 'shop.example' });
    await db.insert(pageViewDays).values([
      { day: inPeriod, dimension: 'lang', value: 'en', views: 40 },
      { day: inPeriod, dimension: 'lang', value: 'fr', views: 2 },
      { day: inPeriod, dimension: 'path', value: '/period-top', views: 30 },
      { day: inPeriod, dimension: 'path', value: '/period-second', views: 12 },
      { day: inPeriod, dimension: 'source', value: 'shop.example', views: 5 },
      { day: inPeriod, dimension: 'source', value: 'elsewhere.example', views: 37 },
      { day: before, dimension: 'lang', value: 'en', views: 21 },
      { day: tooOld, dimension: 'lang', value: 'en', views: 1000 },
    ]);
    const traffic = await readTraffic({ actor: asAdmin(admin.id), since, previousSince, siteHost: 'shop.example' });
    expect(traffic.views - baseline.views).toBe(42);
    expect(traffic.previousViews - baseline.previousViews).toBe(21);
    expect(traffic.byDay).toContainEqual({ day: inPeriod, views: expect.any(Number) });
    expect(traffic.pages.slice(0, 2)).toEqual([
      { value: '/period-top', views: 30 },
      { value: '/period-second', views: 12 },
    ]);
    expect(traffic.sources).toContainEqual({ value: 'elsewhere.example', views: 37 });
    expect(traffic.sources.find((row) => row.value === 'shop.example')).toBeUndefined();
    expect(traffic.sources.find((row) => row.value === '')?.views).toBeGreaterThanOrEqual(5);
    expect(traffic.languages).toContainEqual({ value: 'fr', views: 2 });
    expect(traffic.countedUntil).toBeInstanceOf(Date);

    const member = await createActor(database);
    await expect(readTraffic({ actor: asUser(member.id), since, previousSince, siteHost: 'x' })).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it('reads sales less refunds, the relief share less what refunds took back, and the best sellers', async () => {
    const admin = await signUpPerson('analytics.admin', { role: 'admin' });
    const { since, previousSince } = periodBounds(30, new Date());
    const read = () => salesFigures({ actor: asAdmin(admin.id), since, previousSince });
    const before = await read();

    // Paid through checkout today, then refunded in part.
    const product = await createProduct(database, { priceCents: 4_000, trackInventory: false });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 2 }]);
    const placed = await placeOrderFor(buyer);
    if (!placed.ok) throw new Error('not placed');
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    await submitTestPayment(order?.providerSessionId ?? '', {
      intent: 'pay',
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    await drainJobs();
    const refunded = await refundOrder({
      orderId: placed.orderId,
      amountCents: 1_000,
      restock: false,
      reason: 'One packet arrived torn',
      actor: asAdmin(admin.id),
    });
    expect(refunded.ok).toBe(true);
    const [paid] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    if (!paid) throw new Error('no order');
    const { rows } = (await db.execute(
      sql`select coalesce(sum(relief_reversal_cents), 0)::int as reversed from refunds where order_id = ${placed.orderId}`,
    )) as unknown as { rows: { reversed: number }[] };
    const reversed = Number(rows[0]?.reversed);

    // Paid 40 days ago: the previous period's. Paid 70 days ago: neither.
    const oldBuyer = await createActor(database);
    for (const daysAgo of [40, 70]) {
      const old = await createOrder(database, { userId: oldBuyer.id, email: `old.${randomUUID()}@example.org`, product });
      await db
        .update(orders)
        .set({ paidAt: ago(daysAgo * DAY) })
        .where(eq(orders.id, old.id));
    }

    const after = await read();
    expect(after.orders - before.orders).toBe(1);
    expect(after.netCents - before.netCents).toBe(paid.totalCents - 1_000);
    expect(after.refundedCents - before.refundedCents).toBe(1_000);
    expect(reversed).toBeGreaterThan(0);
    expect(after.reliefCents - before.reliefCents).toBe(paid.reliefCents - reversed);
    expect(after.previousOrders - before.previousOrders).toBe(1);
    expect(after.previousNetCents - before.previousNetCents).toBe(1_000);
    const today = new Date().toISOString().slice(0, 10);
    const todayBefore = before.byDay.find((row) => row.day === today) ?? { orders: 0, netCents: 0 };
    expect(after.byDay.find((row) => row.day === today)).toMatchObject({
      orders: todayBefore.orders + 1,
      netCents: todayBefore.netCents + paid.totalCents - 1_000,
    });
    expect(after.products).toContainEqual({ productId: product.id, name: product.name, units: 2, salesCents: 8_000 });

    const member = await createActor(database);
    await expect(salesFigures({ actor: asUser(member.id), since, previousSince })).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it('counts new members and what the forum’s readers can see, for admins only', async () => {
    const admin = await createActor(database, 'admin');
    const { since, previousSince } = periodBounds(30, new Date());
    const figures = async () => ({
      members: await countNewMembers({ actor: asAdmin(admin.id), since, previousSince }),
      forum: await forumActivity({ actor: asAdmin(admin.id), since }),
    });
    const before = await figures();

    await seedForum(db as never, { withThreads: false });
    const [category] = await db
      .select({ slug: forumCategories.slug })
      .from(forumCategories)
      .where(eq(forumCategories.isPublic, true))
      .limit(1);
    if (!category) throw new Error('no forum category');
    // A member of some standing, whose posts appear at once, opened 40 days ago: the previous period's.
    const regular = await createActor(database);
    await db
      .update(users)
      .set({ createdAt: ago(40 * DAY) })
      .where(eq(users.id, regular.id));
    await ensureMember(db, regular.id);
    await db.update(forumMembers).set({ visiblePosts: 2 }).where(eq(forumMembers.userId, regular.id));
    const thread = await createThread({
      actor: asUser(regular.id),
      input: {
        category: category.slug,
        title: 'Saving tomato seed without fermenting',
        kind: 'discussion',
        body: 'Has anyone skipped the jar and just dried the pulp on a paper towel?',
      },
    });
    if (!thread.ok) throw new Error(thread.code);
    const reply = await replyToThread({
      actor: asUser(regular.id),
      threadId: thread.threadId,
      body: 'It works, but the seed coat stays on and they sprout a little slower.',
      quotes: null,
    });
    expect(reply.ok).toBe(true);
    // A brand-new member's first thread is held for a moderator: readers cannot see it, so it does not count.
    const newcomer = await createActor(database);
    const held = await createThread({
      actor: asUser(newcomer.id),
      input: {
        category: category.slug,
        title: 'My first question about leaf mould',
        kind: 'question',
        body: 'How long before oak leaves break down?',
      },
    });
    expect(held).toMatchObject({ ok: true, isHeld: true });

    const after = await figures();
    expect(after.members.members - before.members.members).toBe(1);
    expect(after.members.previousMembers - before.members.previousMembers).toBe(1);
    expect(after.forum).toEqual({ threads: before.forum.threads + 1, replies: before.forum.replies + 1 });

    const member = await createActor(database);
    await expect(countNewMembers({ actor: asUser(member.id), since, previousSince })).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(forumActivity({ actor: asUser(member.id), since })).rejects.toMatchObject({ init: { status: 403 } });
  });

  it('is the same screen at /analytics and /creator-hub/analytics, for the period asked, and refuses members', async () => {
    const admin = await signUpPerson('analytics.screen', { role: 'admin' });
    const page = await callAction(analyticsLoader, pageGet('/analytics?days=7', admin.jar));
    expect(page.status).toBe(200);
    const data = page.data as AnalyticsData;
    expect(data.days).toBe(7);
    expect(data.pageKey).toBe('analytics');
    expect(data.byDay).toHaveLength(7);
    expect(data.byDay.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(data.members.members).toBeGreaterThanOrEqual(1);

    const hub = await callAction(hubAnalyticsLoader, pageGet('/creator-hub/analytics?days=9999', admin.jar));
    expect(hub.status).toBe(200);
    expect((hub.data as AnalyticsData).days).toBe(30);
    expect((hub.data as AnalyticsData).pageKey).toBe('creator-hub-analytics');
    expect((hub.data as AnalyticsData).byDay).toHaveLength(30);

    const member = await signUpPerson('analytics.member');
    expect((await callAction(analyticsLoader, pageGet('/analytics', member.jar))).status).toBe(403);
    expect((await callAction(hubAnalyticsLoader, pageGet('/creator-hub/analytics', member.jar))).status).toBe(403);
    const visitor = await callAction(analyticsLoader, new Request('http://localhost/analytics'));
    expect([302, 303]).toContain(visitor.status);
    // The roll-up's rows are not touched by reading them.
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(pageViewDays);
    await callAction(analyticsLoader, pageGet('/analytics?days=365', admin.jar));
    const afterRead = await db.select({ n: sql<number>`count(*)::int` }).from(pageViewDays);
    expect(afterRead).toEqual(before);
  });
});
