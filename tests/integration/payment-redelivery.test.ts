import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, getDb, openPglite, setDatabase } from '~/db/client.server';
import { orders, outboxEvents, paymentEvents, products } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { startJobs, stopJobs } from '~/features/jobs/worker.server';
import { applyOrderPaymentEvent } from '~/features/orders/order-payments.server';
import { handlePaymentReferences } from '~/features/payments/payment-events.server';
import { submitTestPayment } from '~/features/payments/test-checkout.server';
import { getLogger } from '~/utils/logger.server';
import { createBuyer } from '../factories/buyers';
import { placeOrderFor } from '../factories/orders';
import { createProduct } from '../factories/products';
import { setupJobRunner } from '../setup/job-runner';
import { setupTestDatabase } from '../setup/test-database';
// Who handles `order:` and `donation:` payment references, as the server registers it.
import '../../server/payment-references';

/*
 * The test provider's webhook is written in the transaction that decides the session and
 * delivered by a retried job (decision 0038), so a store that was down when the customer paid,
 * and a process that stopped before delivering, still hear of the payment. The kill -9 test
 * (payment-crash.test.ts) does this against the built server; this one runs in-process.
 */

const original = await setupTestDatabase();
let database: DatabaseHandle = original;

afterAll(async () => {
  if (database !== original) await database.close();
});
// After the hook above, so the runner stops before a reopened database closes (afterAll hooks
// run last-registered first).
setupJobRunner(original);

/**
 * A new process on the same data: the jobs runtime stops, and on PGlite the database is closed
 * over and opened again from what was written to it (PostgreSQL keeps its data in the server).
 */
async function restart() {
  await stopJobs();
  if (database.dump) {
    const image = await database.dump();
    if (database !== original) await database.close();
    database = await openPglite({ loadDataDir: image });
    setDatabase(database);
  }
  await startJobs({ handle: database, logger: getLogger(), runWorkers: false });
}

describe("the test provider's webhook is delivered durably", () => {
  it('a payment made while the store could not take its webhook is applied after a restart, once', async () => {
    const product = await createProduct(database, { stockQuantity: 4 });
    const buyer = await createBuyer(database, [{ productId: product.id, quantity: 3 }]);
    const placed = await placeOrderFor(buyer);
    if (!placed.ok) throw new Error(placed.message);
    const [order] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
    const sessionId = order?.providerSessionId ?? '';

    // The store fails every delivery while the customer pays.
    handlePaymentReferences('order', async () => {
      throw new Error('the store is down');
    });
    let paid: Awaited<ReturnType<typeof submitTestPayment>>;
    try {
      paid = await submitTestPayment(sessionId, { intent: 'pay', number: '4242424242424242', expiry: '12/30', cvc: '123' });
    } finally {
      handlePaymentReferences('order', applyOrderPaymentEvent);
    }
    expect(paid).toEqual({ ok: true, redirectTo: `http://localhost/checkout/success?order=${placed.orderId}` });
    expect((await getDb().select().from(orders).where(eq(orders.id, placed.orderId)))[0]?.status).toBe('pending_payment');
    // The delivery was written with the session's new state.
    const pending = await getDb().select().from(outboxEvents).where(eq(outboxEvents.type, 'test_payment.decided'));
    expect(pending.filter((event) => JSON.stringify(event.payload).includes(sessionId))).toHaveLength(1);

    await restart();
    const run = await drainJobs();
    expect(run.completed).toContain('test_payment.decided:deliver-webhook');
    const [after] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(after?.status).toBe('paid');
    const [stock] = await getDb().select({ quantity: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(stock?.quantity).toBe(1);
    expect(await getDb().select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId))).toHaveLength(1);
    expect((await drainJobs()).completed).toEqual([]);
  });
});
