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

/**
 * What the site search shows of a product changed: it was added, removed, renamed, described,
 * priced, pictured, listed or delisted. Published by the database (triggers of migration 0028,
 * decision 0077), whichever code made the change; stock changes do not announce it.
 */
export const productChanged = defineEvent('product.changed', z.object({ productId: z.string().uuid() }));
