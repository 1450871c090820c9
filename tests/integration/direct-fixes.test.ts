import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ledgerEntries, orders, securityEvents } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { retryFailedJobs } from '~/features/jobs/failed-jobs.server';
import { declareJob } from '~/features/jobs/job-contract';
import { enqueueJob, findJob, handleJob } from '~/features/jobs/jobs.server';
import { startJobs, stopJobs } from '~/features/jobs/worker.server';
import { checkLedger, postUnpostedNow } from '~/features/ledger/ledger-check.server';
import { action, loader } from '~/routes/creator-hub/direct-fix-controls';
import { isActorRefusal } from '~/utils/actor';
import { getLogger } from '~/utils/logger.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Direct fixes (decision 0112): an admin runs failed jobs again once their cause is mended, posts
 * what the ledger is missing without waiting for the night, and sees any order whose entries do
 * not sum to what was paid; each fix is in the security log with who made it; nobody else can.
 */

const database = await setupTestDatabase();
const { db } = database;
const PATH = '/creator-hub/direct-fix-controls';

/** A job that fails until the "mail server" is back, once per attempt, never retried by itself. */
let isMailServerUp = false;
const delivered: string[] = [];
const sendsMail = declareJob('test.fixes-sends-mail', z.object({ to: z.string() }));
handleJob(
  sendsMail,
  async ({ to }) => {
    if (!isMailServerUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    delivered.push(to);
  },
  { retryLimit: 0 },
);

beforeAll(async () => {
  await startJobs({ handle: database, logger: getLogger(), runWorkers: false });
});
afterAll(async () => {
  await stopJobs();
});

type Page = Awaited<ReturnType<typeof loader>>;
const fixesBy = (userId: string) =>
  db
    .select({ details: securityEvents.details })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, 'ADMIN_FIX')))
    .orderBy(asc(securityEvents.createdAt));

/** A paid order of one product whose payment's ledger job has not run (it failed, or never came). */
async function paidUnpostedOrder() {
  const buyer = await signUpPerson('fixes-buyer');
  const product = await createProduct(database, { name: 'Compost Sieve' });
  const order = await createOrder(database, { userId: buyer.id, email: buyer.email, product, status: 'paid' });
  await db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order.id));
  return order.id;
}

describe('direct fixes', () => {
  it('runs a failed job again once its cause is mended, once however often it is pressed, and records who did', async () => {
    const admin = await signUpPerson('fixes-admin', { role: 'admin' });
    const first = await enqueueJob(sendsMail, { to: 'ada@example.org' });
    const second = await enqueueJob(sendsMail, { to: 'grace@example.org' });
    await drainJobs();
    expect(await findJob({ name: sendsMail.name, id: first as string })).toMatchObject({ state: 'failed' });

    const page = await callAction(loader, pageGet(PATH, admin.jar));
    expect(page.status).toBe(200);
    const failed = (page.data as Page).failedJobs.filter((job) => job.name === sendsMail.name);
    expect(failed.map((job) => job.id).sort()).toEqual([first, second].sort());
    expect(failed[0]?.message).toContain('ECONNREFUSED');

    isMailServerUp = true;
    const pressed = await callAction(action, formPost(PATH, { intent: 'retry-job', jobId: first as string }, admin.jar));
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get('location')).toBe(PATH);
    // Pressed again (a second tab, a double click): the job is no longer failed, nothing runs twice.
    const again = await callAction(action, formPost(PATH, { intent: 'retry-job', jobId: first as string }, admin.jar));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ message: 'fixes.jobs.noneRetried' });
    await drainJobs();
    expect(delivered).toEqual(['ada@example.org']);
    expect(await findJob({ name: sendsMail.name, id: first as string })).toMatchObject({ state: 'completed' });
    expect(await findJob({ name: sendsMail.name, id: second as string })).toMatchObject({ state: 'failed' });

    // The rest at once.
    expect((await callAction(action, formPost(PATH, { intent: 'retry-all' }, admin.jar))).status).toBe(302);
    await drainJobs();
    expect(delivered.sort()).toEqual(['ada@example.org', 'grace@example.org']);

    const fixes = await fixesBy(admin.id);
    expect(fixes.map((row) => row.details)).toEqual([
      { fix: 'jobs-retried', count: 1, jobs: [{ name: sendsMail.name, id: first }] },
      { fix: 'jobs-retried', count: 1, jobs: [{ name: sendsMail.name, id: second }] },
    ]);
    const after = (await callAction(loader, pageGet(PATH, admin.jar))).data as Page;
    expect(after.failedJobs.filter((job) => job.name === sendsMail.name)).toEqual([]);
    expect(after.fixes.slice(0, 2)).toEqual([
      expect.objectContaining({ fix: 'jobs-retried', count: 1, by: admin.email }),
      expect.objectContaining({ fix: 'jobs-retried', count: 1, by: admin.email }),
    ]);
  });

  it('posts what the ledger is missing at once, and shows an order whose entries do not sum to what was paid', async () => {
    const admin = await signUpPerson('fixes-bookkeeper', { role: 'admin' });
    const orderId = await paidUnpostedOrder();
    const before = (await callAction(loader, pageGet(PATH, admin.jar))).data as Page;
    expect(before.ledger.unposted).toBeGreaterThanOrEqual(1);
    expect(before.ledger).toMatchObject({ isMoreUnposted: false, unbalancedCount: 0 });

    const pressed = await callAction(action, formPost(PATH, { intent: 'post-ledger' }, admin.jar));
    expect(pressed.status).toBe(302);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(1000);
    expect(await checkLedger({ actor: asAdmin(admin.id) })).toMatchObject({
      unposted: 0,
      unbalancedCount: 0,
    });
    const [fix] = await fixesBy(admin.id);
    expect(fix?.details).toMatchObject({ fix: 'ledger-posted', count: before.ledger.unposted, entries: expect.any(Number) });

    // Nothing left to post: the page says so, and no fix is recorded for it.
    expect((await callAction(action, formPost(PATH, { intent: 'post-ledger' }, admin.jar))).status).toBe(302);
    expect(await fixesBy(admin.id)).toHaveLength(1);

    // An entry no allocation wrote (a fault in the ledger's code, or a hand in the database).
    await db.insert(ledgerEntries).values({ orderId, event: 'paid', account: 'vendor', partyId: 'stray', amountCents: 7 });
    const [number] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    const broken = (await callAction(loader, pageGet(PATH, admin.jar))).data as Page;
    expect(broken.ledger.unbalancedCount).toBe(1);
    expect(broken.ledger.unbalanced).toEqual([{ orderId, number: number?.number, expectedCents: 1000, postedCents: 1007 }]);
  });

  it('refuses everyone but an admin, in the route and in the operations, and changes nothing', async () => {
    const member = await signUpPerson('fixes-nosy');
    await enqueueJob(sendsMail, { to: 'nosy@example.org' });
    isMailServerUp = false;
    await drainJobs();
    const orderId = await paidUnpostedOrder();

    expect((await callAction(loader, pageGet(PATH, member.jar))).status).toBe(403);
    for (const intent of ['retry-all', 'post-ledger']) {
      expect((await callAction(action, formPost(PATH, { intent }, member.jar))).status).toBe(403);
      expect((await callAction(action, formPost(PATH, { intent }, new CookieJar()))).status).toBe(302);
    }
    const asMember = asUser(member.id);
    for (const attempt of [
      () => retryFailedJobs({ actor: asMember, jobIds: 'all' }),
      () => postUnpostedNow({ actor: asMember }),
      () => checkLedger({ actor: asMember }),
    ]) {
      await expect(attempt()).rejects.toSatisfy(isActorRefusal);
    }
    const stillFailed = (await db.execute(
      sql`select count(*)::int as "count" from pgboss.job where name = ${sendsMail.name} and state = 'failed'`,
    )) as unknown as { rows: { count: number }[] };
    expect(stillFailed.rows[0]?.count).toBe(1);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId))).toEqual([]);
    expect(await fixesBy(member.id)).toEqual([]);
  });

  it('answers a form it cannot read with a reason, and a job id that is no job with nothing run', async () => {
    const admin = await signUpPerson('fixes-careful', { role: 'admin' });
    const unknown = await callAction(action, formPost(PATH, { intent: 'reboot-server' }, admin.jar));
    expect(unknown.status).toBe(400);
    const noId = await callAction(action, formPost(PATH, { intent: 'retry-job' }, admin.jar));
    expect(noId.status).toBe(400);
    for (const jobId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answer = await callAction(action, formPost(PATH, { intent: 'retry-job', jobId }, admin.jar));
      expect(answer.status).toBe(409);
    }
    expect(await fixesBy(admin.id)).toEqual([]);
  });
});
