import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/**
 * What the catalogue announces (convention 4). Unlike other events, this one is published by the
 * database itself: the trigger `products_back_in_stock` (migration 0014) writes it to the outbox
 * in the transaction that changed the product, whichever code made the change (decision 0040).
 * The type below must match the one in that migration; tests/integration/stock-alerts.test.ts
 * fails if they part.
 */

/**
 * A product that could not be bought can be again: its stock went from 0 to more, or it was made
 * active or untracked. Announced only on that change, not on every restock.
 */
export const productBackInStock = defineEvent('product.back_in_stock', z.object({ productId: z.string().uuid() }));
