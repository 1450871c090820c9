import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { declareJob } from '~/features/jobs/job-contract';
import { enqueueJob, handleJob } from '~/features/jobs/jobs.server';
import { startJobs, stopJobs } from '~/features/jobs/worker.server';
import { recordOrderShare } from '~/features/orders/relief-share.server';
import { recordDonationGift, recordRefundReversal } from '~/features/relief/relief.server';
import { loader as dashboardLoader } from '~/routes/admin/index';
import { loader as foundationLoader } from '~/routes/creator-hub/foundation';
import { loader as studentsLoader } from '~/routes/creator-hub/students';
import { loader as consoleLoader } from '~/routes/creator-hub/system-console';
import { action as courseAction } from '~/routes/learn/course';
import { action as lessonAction } from '~/routes/learn/lesson';
import { getLogger } from '~/utils/logger.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { createCourse } from '../factories/courses';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The administration's screens built on what the store and the learning platform record: the
 * dashboard (/admin), the relief ledger (/creator-hub/foundation) and the learners
 * (/creator-hub/students). Each was a heading with nothing behind it.
 */

const database = await setupTestDatabase();
const db = database.db;

const admin = await signUpPerson('hub-admin', { role: 'admin' });

const hubFails = declareJob('test.hub-fails', z.object({}));
const hubWaits = declareJob('test.hub-waits', z.object({}));
handleJob(
  hubFails,
  async () => {
    throw new Error('the test printer is out of paper');
  },
  { retryLimit: 0 },
);
handleJob(hubWaits, async () => {});
afterAll(async () => {
  await stopJobs();
});

describe('the admin dashboard (/admin)', () => {
  it('shows the orders to ship, the week’s takings and the products running low, to admins only', async () => {
    const product = await createProduct(database, { name: 'Nearly Gone Trowel', stockQuantity: 2 });
    const buyer = await signUpPerson('hub-buyer');
    const order = await createOrder(database, { userId: buyer.id, email: buyer.email, product, status: 'paid' });
    await db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order.id));

    const page = await callAction(dashboardLoader, pageGet('/admin', admin.jar));
    expect(page.status).toBe(200);
    const figures = page.data as {
      orders: { toShip: number; paid: number; paidCents: number };
      lowStock: { count: number; first: Array<{ name: string; stockQuantity: number }> };
      learning: { enrolments: number };
    };
    expect(figures.orders.toShip).toBeGreaterThanOrEqual(1);
    expect(figures.orders.paid).toBeGreaterThanOrEqual(1);
    expect(figures.orders.paidCents).toBeGreaterThanOrEqual(1000);
    expect(figures.lowStock.first).toContainEqual(expect.objectContaining({ name: 'Nearly Gone Trowel', stockQuantity: 2 }));

    expect((await callAction(dashboardLoader, pageGet('/admin', buyer.jar))).status).toBe(403);
    expect((await callAction(dashboardLoader, pageGet('/admin', new CookieJar()))).status).toBe(302);
  });
});

describe('the relief ledger (/creator-hub/foundation)', () => {
  it('sums what was set aside by kind and lists each entry, newest first, with its order', async () => {
    const product = await createProduct(database);
    const buyer = await signUpPerson('hub-giver');
    const order = await createOrder(database, { userId: buyer.id, email: buyer.email, product });
    const [{ number } = { number: 0 }] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, order.id));
    await recordOrderShare(db, order.id);
    await recordRefundReversal(db, { id: randomUUID(), orderId: order.id, reliefReversalCents: 40, orderNumber: number });
    await recordDonationGift(db, { id: randomUUID(), amountCents: 2500 });

    const page = await callAction(foundationLoader, pageGet('/creator-hub/foundation', admin.jar));
    expect(page.status).toBe(200);
    const { summary, entries, total } = page.data as {
      summary: { totalCents: number; byKind: Record<string, { cents: number; count: number }> };
      entries: Array<{ kind: string; amountCents: number; orderId: string | null }>;
      total: number;
    };
    expect(summary.totalCents).toBe(100 - 40 + 2500);
    expect(summary.byKind).toEqual({
      order_share: { cents: 100, count: 1 },
      refund_reversal: { cents: -40, count: 1 },
      donation: { cents: 2500, count: 1 },
    });
    expect(total).toBe(3);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['donation', 'order_share', 'refund_reversal']);
    expect(entries.find((entry) => entry.kind === 'order_share')).toMatchObject({ orderId: order.id, amountCents: 100 });

    expect((await callAction(foundationLoader, pageGet('/creator-hub/foundation', buyer.jar))).status).toBe(403);
  });
});

describe('the learners (/creator-hub/students)', () => {
  it('lists each enrolment with its progress and finds a learner by email', async () => {
    const course = await createCourse(database, { lessonCount: 2, quiz: true });
    const learner = await signUpPerson('hub-learner');
    await callAction(courseAction, formPost(`/courses/${course.slug}`, { intent: 'enrol' }, learner.jar), { slug: course.slug });
    const done = await callAction(
      lessonAction,
      formPost(`/courses/${course.slug}/lessons/lesson-1`, { intent: 'complete' }, learner.jar),
      { slug: course.slug, lesson: 'lesson-1' },
    );
    expect(done.status).toBeLessThan(400);

    type Listing = {
      learners: Array<{ email: string; courseTitle: string; progress: { done: number; total: number; percent: number } }>;
      total: number;
    };
    const all = (await callAction(studentsLoader, pageGet('/creator-hub/students', admin.jar))).data as Listing;
    const row = all.learners.find((entry) => entry.email === learner.email);
    // Two lessons and a required quiz: one of three steps done.
    expect(row).toMatchObject({ courseTitle: course.title, progress: { done: 1, total: 3, percent: 33 } });

    const found = (
      await callAction(studentsLoader, pageGet(`/creator-hub/students?q=${encodeURIComponent(learner.email)}`, admin.jar))
    ).data as Listing;
    expect(found.total).toBe(1);
    const none = (await callAction(studentsLoader, pageGet('/creator-hub/students?q=nobody-enrolled-here', admin.jar)))
      .data as Listing;
    expect(none).toMatchObject({ learners: [], total: 0 });

    expect((await callAction(studentsLoader, pageGet('/creator-hub/students', learner.jar))).status).toBe(403);
  });
});

describe('the system console (/creator-hub/system-console)', () => {
  it('names the services in use without their secrets, and shows waiting and failed jobs with the error', async () => {
    await startJobs({ handle: database, logger: getLogger(), runWorkers: false });
    await enqueueJob(hubFails, {});
    await drainJobs();
    await enqueueJob(hubWaits, {});

    const page = await callAction(consoleLoader, pageGet('/creator-hub/system-console', admin.jar));
    expect(page.status).toBe(200);
    const data = page.data as {
      setup: Record<string, string>;
      jobs: { byState: Record<string, number>; due: number; failures: Array<{ name: string; message: string }> };
    };
    expect(data.setup).toMatchObject({ email: 'outbox', payments: 'test', video: 'webrtc' });
    expect(['pglite', 'postgres']).toContain(data.setup.database);
    expect(JSON.stringify(data)).not.toMatch(/postgres:\/\/|AUTH_SECRET|password/i);
    expect(data.jobs.byState.failed).toBeGreaterThanOrEqual(1);
    expect(data.jobs.byState.created).toBeGreaterThanOrEqual(1);
    expect(data.jobs.due).toBeGreaterThanOrEqual(1);
    expect(data.jobs.failures).toContainEqual(
      expect.objectContaining({ name: 'test.hub-fails', message: 'the test printer is out of paper' }),
    );

    const person = await signUpPerson('hub-curious');
    expect((await callAction(consoleLoader, pageGet('/creator-hub/system-console', person.jar))).status).toBe(403);
  });
});
