import { handleJob } from '~/features/jobs/jobs.server';
import { getLogger } from '~/utils/logger.server';
import { postMissingJob } from './jobs';
import { findUnpostedOrders, postOrderToLedger } from './post-order.server';

/*
 * The ledger's sweep (./jobs.ts). What an order's events post is registered at the composition
 * root (server/reactions/ledger.ts): the ledger reacts to orders' events.
 */

/** Orders posted in one night's run at most; the rest wait for the next night (or the next run). */
const SWEEP_BATCH = 500;

handleJob(postMissingJob, async () => {
  const ids = await findUnpostedOrders(SWEEP_BATCH);
  let entries = 0;
  for (const id of ids) entries += await postOrderToLedger(id);
  if (ids.length > 0) getLogger().info({ orders: ids.length, entries }, 'ledger: posted what was missing');
});
