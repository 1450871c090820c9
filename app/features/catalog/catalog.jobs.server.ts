import { getDb } from '~/db/client.server';
import { subscribe } from '~/features/jobs/events.server';
import { productChanged } from './events';
import { reindexProducts } from './product-search-document.server';

/*
 * The catalogue's own background work: its product's entry in the site search follows each
 * change the database announces (decision 0077), rewritten from the row as it is now, so a
 * repeated or late event does no harm.
 */
subscribe(productChanged, 'search-document', async ({ productId }) => {
  await reindexProducts(getDb(), [productId]);
});
