import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../app/db/client.server';
import { orderItems, orders } from '../../app/db/schema/index';
import { placeOrder } from '../../app/features/orders/checkout.server';
import { TEST_ADDRESS } from './buyers';

/** Checkout for a buyer made by createBuyer: their cart, standard shipping, the test address. */
export function placeOrderFor(buyer: { id: string; email: string }, idempotencyKey: string = randomUUID()) {
  return placeOrder({
    actor: { ...buyer, role: 'user' },
    idempotencyKey,
    shippingMethod: 'standard',
    address: TEST_ADDRESS,
    origin: 'http://localhost',
    locale: 'en',
  });
}

type OrderStatus = (typeof orders.$inferInsert)['status'];

/**
 * An order of one product in the given state, written straight to the database: for tests about
 * what follows a purchase (reviews), not about checkout itself.
 */
export async function createOrder(
  database: DatabaseHandle,
  {
    userId,
    email,
    product,
    status = 'paid',
  }: { userId: string; email: string; product: { id: string; name: string; handle: string }; status?: OrderStatus },
) {
  const [order] = await database.db
    .insert(orders)
    .values({
      userId,
      email,
      idempotencyKey: randomUUID(),
      status,
      subtotalCents: 1000,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 1000,
      reliefCents: 100,
      shippingMethod: 'standard',
      provider: 'test',
      paymentExpiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  await database.db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    name: product.name,
    handle: product.handle,
    unitPriceCents: 1000,
    quantity: 1,
    isReliefProduct: false,
    reservedQuantity: 1,
  });
  return order;
}
