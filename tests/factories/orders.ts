import { randomUUID } from 'node:crypto';
import { placeOrder } from '../../app/features/orders/checkout.server';
import { TEST_ADDRESS } from './buyers';

/** Checkout for a buyer made by createBuyer: their cart, standard shipping, the test address. */
export function placeOrderFor(buyer: { id: string; email: string }, idempotencyKey: string = randomUUID()) {
  return placeOrder({
    user: buyer,
    idempotencyKey,
    shippingMethod: 'standard',
    address: TEST_ADDRESS,
    origin: 'http://localhost',
    locale: 'en',
  });
}
