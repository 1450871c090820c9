import { handleJob } from '~/features/jobs/jobs.server';
import { getLogger } from '~/utils/logger.server';
import { postMissingJob } from './jobs';
import { postMissingEntries } from './post-order.server';

/*
 * The ledger's sweep (./jobs.ts). What an order's events post is registered at the composition
 * root (server/reactions/ledger.ts): the ledger reacts to orders' events.
 */

handleJob(postMissingJob, async () => {
  const posted = await postMissingEntries();
  if (posted.orders > 0) getLogger().info(posted, 'ledger: posted what was missing');
});
