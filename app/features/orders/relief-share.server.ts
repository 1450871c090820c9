import { eq } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { orders } from '~/db/schema/orders';
import { recordOrderShareEntry } from '~/features/relief/relief.server';

/**
 * Records a paid order's relief share in the ledger, once, whatever number of times the job
 * runs. The share was fixed when the order was placed; relief cannot read orders (orders builds
 * on relief), so the order is read here and relief writes its own ledger.
 */
export async function recordOrderShare(executor: Executor, orderId: string): Promise<void> {
  const [order] = await executor
    .select({ reliefCents: orders.reliefCents, number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order) await recordOrderShareEntry(executor, { id: orderId, ...order });
}
