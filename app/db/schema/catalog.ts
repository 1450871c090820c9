import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const productStatus = pgEnum('product_status', ['draft', 'active', 'archived']);

export type ProductImage = { src: string; alt: string };

/**
 * The catalogue (issue 4). Money is integer cents in USD; a missing price shows 'Free'.
 * Stock never goes below zero: the database refuses it, whatever the code does.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull().unique(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown, rendered and sanitised on the way out. */
    descriptionMd: text('description_md').notNull().default(''),
    priceCents: integer('price_cents'),
    currency: text('currency').notNull().default('USD'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isReliefProduct: boolean('is_relief_product').notNull().default(false),
    trackInventory: boolean('track_inventory').notNull().default(true),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    status: productStatus('status').notNull().default('draft'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The marketplace issue links vendors; until then every product is ours. */
    vendorId: text('vendor_id'),
    /** The payment provider's price, when it keeps its own catalogue (Stripe). */
    priceId: text('price_id'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_stock_not_negative', sql`${table.stockQuantity} >= 0`),
    check('products_price_not_negative', sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    check('products_handle_shape', sql`${table.handle} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('products_status_category_idx').on(table.status, table.category),
    index('products_created_at_idx').on(table.createdAt),
    index('products_price_idx').on(table.priceCents),
  ],
);
