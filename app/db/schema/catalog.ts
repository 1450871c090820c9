import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const productStatus = pgEnum('product_status', ['draft', 'active', 'archived']);

/**
 * A photo an admin uploaded, processed on the server into responsive variants (decision 0043):
 * `<id>-<width>.avif` and `.webp` for each of `widths`, and one JPEG fallback (the image's
 * `src`). `id` is a hash of the uploaded file and the pipeline's settings, so a variant's
 * name changes whenever its content could, and every variant can be cached for good.
 */
export type ProductPhoto = {
  id: string;
  /** The largest variant's size; the others keep its aspect ratio. */
  width: number;
  height: number;
  /** Ascending; each has an AVIF and a WebP file. */
  widths: number[];
};

/**
 * One picture of a product. `src` always works in a plain `<img>`: the demo catalogue's SVG
 * illustrations under /images/, or a photo's JPEG fallback. Rows written before photos existed
 * have no `photo` and stay valid.
 */
export type ProductImage = { src: string; alt: string; photo?: ProductPhoto };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text search configuration of the product index and of every query on it (decision 0039).
 * Products are written in English, so English stemming lets "tomatoes" find "tomato" and
 * "composting" find "compost"; visitors typing in another language are helped by the trigram
 * match on names instead.
 */
export const PRODUCT_SEARCH_CONFIG = 'english';
const searchConfig = sql.raw(`'${PRODUCT_SEARCH_CONFIG}'`);

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
    /**
     * Search (issue 11): the name weighs most (A), then category and tags (B), the summary (C)
     * and the description (D). Generated, so no write can leave it stale. `search_words` is
     * migration 0013's immutable array_to_string.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector(${searchConfig}, ${products.name}), 'A')
          || setweight(to_tsvector(${searchConfig}, ${products.category}), 'B')
          || setweight(to_tsvector(${searchConfig}, search_words(${products.tags})), 'B')
          || setweight(to_tsvector(${searchConfig}, ${products.summary}), 'C')
          || setweight(to_tsvector(${searchConfig}, ${products.descriptionMd}), 'D')`,
      ),
  },
  (table) => [
    check('products_stock_not_negative', sql`${table.stockQuantity} >= 0`),
    check('products_price_not_negative', sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    check('products_handle_shape', sql`${table.handle} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('products_status_category_idx').on(table.status, table.category),
    index('products_created_at_idx').on(table.createdAt),
    // A vendor's products, latest changed first (their dashboard's pages, listVendorProducts).
    index('products_vendor_updated_idx').on(table.vendorId, table.updatedAt, table.id),
    index('products_price_idx').on(table.priceCents),
    index('products_search_idx').using('gin', table.searchVector),
    // Typo tolerance: `query <% name` (word similarity) is answered from this index.
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

export const productRevisionState = pgEnum('product_revision_state', ['pending', 'approved', 'returned']);

/**
 * A vendor's proposed version of their product, waiting for an administrator (issue 39,
 * decision 0093). The product's row stays what the shop shows until the proposal is approved;
 * then its fields are copied onto the row (and a draft becomes active) in the same transaction.
 * A decision keeps who took it, when, and, for one sent back, the reason the vendor reads. At most
 * one proposal per product waits at a time. Stock is not here: it is the seller's to correct at once.
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The vendor who proposed it (a user id, as products.vendor_id). */
    proposedBy: text('proposed_by').notNull(),
    state: productRevisionState('state').notNull().default('pending'),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    descriptionMd: text('description_md').notNull().default(''),
    priceCents: integer('price_cents'),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The proposed pictures, in order (decision 0093): null when the proposal leaves the product's
     * photos as they are. The files are kept while a pending proposal shows them.
     */
    images: jsonb('images').$type<ProductImage[]>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** Why it was sent back: shown on the vendor's dashboard and in their email. */
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('product_revisions_one_pending').on(table.productId).where(sql`${table.state} = 'pending'`),
    index('product_revisions_state_idx').on(table.state, table.submittedAt),
    index('product_revisions_product_idx').on(table.productId, table.submittedAt),
    check('product_revisions_price_not_negative', sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    check('product_revisions_returned_has_reason', sql`${table.state} <> 'returned' or char_length(${table.reason}) > 0`),
    check(
      'product_revisions_decided',
      sql`(${table.state} = 'pending') = (${table.decidedAt} is null and ${table.decidedBy} is null)`,
    ),
  ],
);
