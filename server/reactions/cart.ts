/*
 * How the cart reacts to other domains' events (convention 4; decisions 0034 and 0069): what was
 * bought leaves the buyer's cart once the order is paid. Orders builds on the cart, so this could
 * not live in the cart; and orders does not reach into the cart for it. The subscriber name is
 * stable: with the event type it names the queue and each job.
 *
 * Registered by server/background-work.ts, with every other domain's reactions.
 */
import { getDb } from '~/db/client.server';
import { removePurchasedFromCart } from '~/features/cart/cart.server';
import { subscribe } from '~/features/jobs/events.server';
import { orderPaid } from '~/features/orders/events';
import { orderedProducts } from '~/features/orders/orders.server';

subscribe(orderPaid, 'clear-purchased-from-cart', async ({ orderId }) => {
  const bought = await orderedProducts(orderId);
  if (bought?.userId) await removePurchasedFromCart(getDb(), bought.userId, bought.productIds);
});
