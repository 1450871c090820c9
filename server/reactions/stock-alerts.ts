/*
 * How stock alerts react to the catalogue's events (convention 4; decisions 0040 and 0069): a
 * sold-out product that can be bought again emails everyone who asked, once each (the event id
 * is part of each email's dedupe key). The subscriber name is stable: with the event type it
 * names the queue and each job.
 *
 * Registered by server/background-work.ts, with every other domain's reactions.
 */
import { productBackInStock } from '~/features/catalog/events';
import { subscribe } from '~/features/jobs/events.server';
import { sendStockAlerts } from '~/features/stock-alerts/stock-alerts.server';

subscribe(productBackInStock, 'stock-alert-emails', async ({ productId }, { eventId }) => {
  await sendStockAlerts({ productId, eventId });
});
