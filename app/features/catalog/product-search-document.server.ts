import { inArray } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { products } from '~/db/schema/catalog';
import { markdownToText } from '~/features/content/content.server';
import {
  countSearchDocuments,
  removeSearchDocuments,
  type SearchDocumentInput,
  saveSearchDocuments,
} from '~/features/search/documents.server';
import { pathTo } from '~/utils/routes/path-to';

/**
 * A product's entry in the site search (decision 0077): written by the catalogue, which owns
 * products, when one changes (`product.changed`, announced by the database whatever code changed
 * it). Listed products are found; drafts, archived products and the products that sell courses
 * and class seats are not (those are found as the course or class).
 */
export async function reindexProducts(db: Executor, productIds: readonly string[] | 'all') {
  const rows = await db
    .select({
      id: products.id,
      handle: products.handle,
      name: products.name,
      summary: products.summary,
      descriptionMd: products.descriptionMd,
      category: products.category,
      tags: products.tags,
      status: products.status,
      priceCents: products.priceCents,
      images: products.images,
    })
    .from(products)
    .where(productIds === 'all' ? undefined : inArray(products.id, [...productIds]));
  const listed = rows.filter((row) => row.status === 'active');
  const documents: SearchDocumentInput[] = listed.map((row) => ({
    kind: 'product',
    sourceId: row.id,
    title: row.name,
    summary: row.summary,
    body: markdownToText(row.descriptionMd),
    keywords: [row.category, ...row.tags],
    path: pathTo('/product/:handle', { handle: row.handle }),
    image: row.images[0] ? { src: row.images[0].src, alt: row.images[0].alt } : null,
    priceCents: row.priceCents,
  }));
  await saveSearchDocuments(db, documents);
  const found = new Set(listed.map((row) => row.id));
  const gone = productIds === 'all' ? [] : productIds.filter((id) => !found.has(id));
  await removeSearchDocuments(db, 'product', gone);
}

/** Fills the search with the catalogue once, when it has no product in it (a new install, or the upgrade that added the index). */
export async function backfillProductSearch(db: Executor) {
  if ((await countSearchDocuments(db, 'product')) === 0) await reindexProducts(db, 'all');
}
