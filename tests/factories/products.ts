import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../app/db/client.server';
import { products } from '../../app/db/schema/index';

type NewProduct = typeof products.$inferInsert;

/** A unique, active, in-stock product; pass what the test cares about. */
export async function createProduct(database: DatabaseHandle, overrides: Partial<NewProduct> = {}) {
  const id = randomUUID();
  const handle = overrides.handle ?? `test-product-${id.slice(0, 8)}`;
  const [row] = await database.db
    .insert(products)
    .values({
      handle,
      name: `Test product ${id.slice(0, 4)}`,
      summary: 'A product made for a test.',
      descriptionMd: 'Plain **markdown**.',
      priceCents: 1000,
      images: [{ src: `/images/products/${handle}.svg`, alt: 'A test product' }],
      category: 'tools',
      status: 'active',
      trackInventory: true,
      stockQuantity: 10,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}
