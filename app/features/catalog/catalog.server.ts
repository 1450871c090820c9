import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { type ProductImage, products } from '~/db/schema/catalog';
import { renderMarkdown } from '~/features/content/content.server';
import { isUuid } from '~/utils/ids';
import { pageCountOf } from '~/utils/pagination';
import { CATEGORIES, type Category, HANDLE_PATTERN, PRODUCTS_PAGE_SIZE, type ProductListQuery } from './catalog.schema';

/** What a product card shows. */
export type ProductCard = {
  id: string;
  handle: string;
  name: string;
  summary: string;
  priceCents: number | null;
  image: ProductImage | null;
  category: string;
  isReliefProduct: boolean;
  trackInventory: boolean;
  stockQuantity: number;
  /** The reviews' mean and number, where the listing read them (reviews/rated-products.server.ts); null before the first. */
  rating?: { average: number; count: number } | null;
};

/** Whether a listed product can be put in a cart now: untracked, or with stock left. */
export const isInStock = (product: Pick<ProductCard, 'trackInventory' | 'stockQuantity'>) =>
  !product.trackInventory || product.stockQuantity > 0;

export const cardColumns = {
  id: products.id,
  handle: products.handle,
  name: products.name,
  summary: products.summary,
  priceCents: products.priceCents,
  images: products.images,
  category: products.category,
  isReliefProduct: products.isReliefProduct,
  trackInventory: products.trackInventory,
  stockQuantity: products.stockQuantity,
};

export function toCard({ images, ...row }: { images: ProductImage[] } & Omit<ProductCard, 'image'>): ProductCard {
  return { ...row, image: images[0] ?? null };
}

/** Only active products are for sale or shown; drafts and archived ones are not. */
export const isListed = eq(products.status, 'active');

/** In stock: untracked goods always are; tracked ones while any are left. */
const inStock = or(eq(products.trackInventory, false), gt(products.stockQuantity, 0)) as SQL;

/** Which active products the listing's filters keep (shared with the listing that reads ratings too). */
export function productListFilter(query: ProductListQuery): SQL | undefined {
  const filters: SQL[] = [isListed];
  if (query.category) filters.push(eq(products.category, query.category));
  // A missing price is free: it counts as 0 in a price range.
  if (query.minCents !== undefined) filters.push(gte(sql`coalesce(${products.priceCents}, 0)`, query.minCents));
  if (query.maxCents !== undefined) filters.push(lte(sql`coalesce(${products.priceCents}, 0)`, query.maxCents));
  if (query.inStock) filters.push(inStock);
  if (query.relief) filters.push(eq(products.isReliefProduct, true));
  return and(...filters);
}

/**
 * The order of the listing's own sorts. 'best-rated' needs the reviews, which the catalogue does
 * not read: its listing (reviews/rated-products.server.ts) orders by them, and here it falls back
 * to featured.
 */
export function productListOrder(sort: ProductListQuery['sort']): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(sql`coalesce(${products.priceCents}, 0)`), asc(products.name)];
    case 'price-desc':
      return [desc(sql`coalesce(${products.priceCents}, 0)`), asc(products.name)];
    case 'newest':
      return [desc(products.createdAt), asc(products.name)];
    default:
      return [desc(products.isFeatured), asc(products.name)];
  }
}

/** How many active products the listing's filters keep. */
export async function countProducts(where: SQL | undefined): Promise<number> {
  const [totals] = await getDb().select({ total: count() }).from(products).where(where);
  return totals?.total ?? 0;
}

/** A page of active products with the listing's filters and sort. */
export async function findProducts(query: ProductListQuery) {
  const where = productListFilter(query);
  const order = productListOrder(query.sort);
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(PRODUCTS_PAGE_SIZE)
      .offset((query.page - 1) * PRODUCTS_PAGE_SIZE),
    countProducts(where),
  ]);
  return { products: rows.map(toCard), total, pageCount: pageCountOf(total, PRODUCTS_PAGE_SIZE) };
}

/** One active product with its description rendered (markdown, raw HTML dropped, safe links only). */
export async function findProductByHandle({ handle }: { handle: string }) {
  if (!HANDLE_PATTERN.test(handle) || handle.length > 120) return null;
  const [row] = await getDb()
    .select({
      ...cardColumns,
      descriptionMd: products.descriptionMd,
      tags: products.tags,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      updatedAt: products.updatedAt,
      // Whose it is: a vendor's product page names the seller and their badges (null: the shop's own).
      vendorId: products.vendorId,
    })
    .from(products)
    .where(and(eq(products.handle, handle), isListed));
  if (!row) return null;
  const { descriptionMd, images, ...rest } = row;
  return { ...rest, images, image: images[0] ?? null, descriptionHtml: renderMarkdown(descriptionMd).html };
}

/** One listed product as a card, by id; null when it is unknown or not listed. */
export async function findListedProductById({ id }: { id: string }): Promise<ProductCard | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.id, id), isListed));
  return row ? toCard(row) : null;
}

/** A listed product as the server reads it: with whose it is (vendorId), which stays on the server. */
export type ListedProduct = NonNullable<Awaited<ReturnType<typeof findProductByHandle>>>;

/** A product as its page shows it. */
export type ProductDetail = Omit<ListedProduct, 'vendorId'>;

/** Other products of the same category, in stock first, for "You may also like". */
export async function findRelatedProducts({ id, category, limit = 4 }: { id: string; category: string; limit?: number }) {
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(and(isListed, eq(products.category, category), ne(products.id, id)))
    .orderBy(desc(products.isFeatured), asc(products.name))
    .limit(limit);
  return rows.map(toCard);
}

/** Every listed product's handle and last change, for sitemap.xml. */
export function listProductHandles() {
  return getDb()
    .select({ handle: products.handle, updatedAt: products.updatedAt })
    .from(products)
    .where(isListed)
    .orderBy(asc(products.handle));
}

/** Every listed product's handle and name, by name: what a lesson may list as its materials. */
export function listListedProductNames() {
  return getDb()
    .select({ handle: products.handle, name: products.name })
    .from(products)
    .where(isListed)
    .orderBy(asc(products.name));
}

/** The shop window: featured products first, those in stock before sold-out ones. */
export async function findFeaturedProducts({ limit = 8 }: { limit?: number } = {}) {
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(isListed)
    .orderBy(desc(products.isFeatured), desc(sql`${inStock}`), asc(products.name))
    .limit(limit);
  return rows.map(toCard);
}

/** How many listed products each category holds, in the catalogue's order; empty ones left out. */
export async function countListedByCategory(): Promise<{ category: Category; count: number }[]> {
  const rows = await getDb()
    .select({ category: products.category, count: count() })
    .from(products)
    .where(isListed)
    .groupBy(products.category);
  const counts = new Map(rows.map((row) => [row.category, row.count]));
  return CATEGORIES.flatMap((category) => {
    const found = counts.get(category) ?? 0;
    return found > 0 ? [{ category, count: found }] : [];
  });
}

/** Listed products by handle, as cards, in the order asked for (unknown or unlisted handles are left out). */
export async function findListedProductsByHandles(handles: readonly string[]): Promise<ProductCard[]> {
  const valid = handles.filter((handle) => HANDLE_PATTERN.test(handle) && handle.length <= 120);
  if (valid.length === 0) return [];
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(and(isListed, inArray(products.handle, valid)));
  return valid.flatMap((handle) => rows.filter((row) => row.handle === handle).map(toCard));
}

/** Listed products by id, as cards (what the search shows beside a product it found: the stock as it is now). */
export async function findListedProductsByIds(ids: readonly string[]): Promise<ProductCard[]> {
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (valid.length === 0) return [];
  const rows = await getDb()
    .select(cardColumns)
    .from(products)
    .where(and(isListed, inArray(products.id, valid)));
  return rows.map(toCard);
}
