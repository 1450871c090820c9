import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { perExecutor } from '~/db/prepared.server';
import { cartItems, carts } from '~/db/schema/cart';
import { type ProductImage, products } from '~/db/schema/catalog';
import { getSessionUser } from '~/features/accounts/guard.server';
import { readCookie, serializeCookie } from '~/utils/cookies';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { CART_COOKIE, cartTotalCents, decideAdd, decideQuantity, MAX_LINE_QUANTITY, type StockInfo } from './cart-rules';
import { type CartCode, cartFailure } from './failures';

/*
 * The cart of the request (SPEC §4): the signed-in person's, or a visitor's, known by the
 * `verde.cart` cookie. A visitor is not an Actor (convention 16): the cart is found from the
 * request itself (its session, else its cookie), never from an id a caller passes, so no one
 * reaches another's cart and there is no actor to check.
 */

const CART_COOKIE_DAYS = 60;

export type CartLine = {
  productId: string;
  handle: string;
  name: string;
  priceCents: number | null;
  image: ProductImage | null;
  quantity: number;
  trackInventory: boolean;
  stockQuantity: number;
  isReliefProduct: boolean;
  isAvailable: boolean;
  /** The catalogue's category (a discount code may cover some categories only). */
  category: string;
};

export type CartView = { lines: CartLine[]; count: number; totalCents: number };

const EMPTY: CartView = { lines: [], count: 0, totalCents: 0 };

function cartCookie(value: string, request: Request, maxAgeSeconds = CART_COOKIE_DAYS * 24 * 60 * 60) {
  return serializeCookie(CART_COOKIE, value, {
    maxAgeSeconds,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(request.url).protocol === 'https:',
  });
}

function visitorCartId(request: Request): string | undefined {
  const id = readCookie(request.headers.get('cookie'), CART_COOKIE);
  return isUuid(id) ? id : undefined;
}

/** The cart this request is about, if one exists: the account's when signed in, else the cookie's. */
async function findCartId(request: Request): Promise<string | undefined> {
  const user = await getSessionUser(request);
  const db = getDb();
  if (user) {
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, user.id));
    return cart?.id;
  }
  const id = visitorCartId(request);
  if (!id) return undefined;
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, id), isNull(carts.userId)));
  return cart?.id;
}

/** The cart for a change, created if needed; a new visitor cart comes with its cookie. */
async function ensureCart(request: Request, headers: Headers): Promise<string> {
  const existing = await findCartId(request);
  if (existing) return existing;
  const user = await getSessionUser(request);
  const db = getDb();
  if (user) {
    const [created] = await db
      .insert(carts)
      .values({ userId: user.id })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    if (!created) throw new Error('cart insert returned nothing');
    return created.id;
  }
  const [created] = await db.insert(carts).values({}).returning({ id: carts.id });
  if (!created) throw new Error('cart insert returned nothing');
  headers.append('Set-Cookie', cartCookie(created.id, request));
  return created.id;
}

const lineColumns = {
  productId: products.id,
  handle: products.handle,
  name: products.name,
  priceCents: products.priceCents,
  images: products.images,
  quantity: cartItems.quantity,
  trackInventory: products.trackInventory,
  stockQuantity: products.stockQuantity,
  isReliefProduct: products.isReliefProduct,
  status: products.status,
  category: products.category,
};

async function readLines(executor: Executor, cartId: string): Promise<CartLine[]> {
  const rows = await executor
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt));
  return rows.map(({ images, status, ...row }) => ({ ...row, image: images[0] ?? null, isAvailable: status === 'active' }));
}

const cartLinesForUserQuery = perExecutor((executor) =>
  executor
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.addedAt))
    .prepare('cart_lines_for_user'),
);

/** A signed-in person's cart lines, in one prepared query (checkout reads them for every order). */
export async function cartLinesForUser(executor: Executor, userId: string): Promise<CartLine[]> {
  const rows = await cartLinesForUserQuery(executor).execute({ userId });
  return rows.map(({ images, status, ...row }) => ({ ...row, image: images[0] ?? null, isAvailable: status === 'active' }));
}

/**
 * Takes bought products out of a person's cart once their order is paid; other lines stay. The
 * discount code applied to the cart was used by that order, so it goes too.
 */
export async function removePurchasedFromCart(executor: Executor, userId: string, productIds: string[]) {
  if (productIds.length === 0) return;
  const [cart] = await executor
    .update(carts)
    .set({ discountCode: null })
    .where(eq(carts.userId, userId))
    .returning({ id: carts.id });
  if (!cart) return;
  await executor.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.productId, productIds)));
}

/** The discount code a signed-in person applied to their cart, or null. */
export async function cartDiscountCode(executor: Executor, userId: string): Promise<string | null> {
  const [cart] = await executor.select({ code: carts.discountCode }).from(carts).where(eq(carts.userId, userId));
  return cart?.code ?? null;
}

/**
 * Keeps (or, with null, forgets) the discount code the acting person applied to their own cart.
 * Whether it applies is the checkout's to say (features/orders, with features/discounts): the
 * cart only remembers what was typed, and the order checks it again when it is placed.
 */
export async function setCartDiscountCode({ actor, code }: { actor: { id: string }; code: string | null }) {
  await getDb()
    .insert(carts)
    .values({ userId: actor.id, discountCode: code })
    .onConflictDoUpdate({ target: carts.userId, set: { discountCode: code, updatedAt: sql`now()` } });
}

/** The cart with today's prices and stock from the catalogue, never from the browser. */
export async function loadCart(request: Request): Promise<CartView> {
  const cartId = await findCartId(request);
  if (!cartId) return EMPTY;
  const lines = await readLines(getDb(), cartId);
  return { lines, count: lines.reduce((sum, line) => sum + line.quantity, 0), totalCents: cartTotalCents(lines) };
}

/**
 * How many items the header badge shows, as a scalar subquery the shell joins with its other
 * reads (one query for the whole shell); null for a visitor without a cart cookie, whose count
 * is 0 without asking.
 */
export function cartItemCountSql(request: Request, userId: string | null): SQL<number> | null {
  const visitorId = userId ? undefined : visitorCartId(request);
  if (!userId && !visitorId) return null;
  const owner = userId ? eq(carts.userId, userId) : and(eq(carts.id, visitorId as string), isNull(carts.userId));
  return sql<number>`(select coalesce(sum(${cartItems.quantity}), 0)::int from ${cartItems}
    inner join ${carts} on ${carts.id} = ${cartItems.cartId} where ${owner})`;
}

/** A change of the cart: done (naming the product) or SPEC §8's refusal, with the cookie to set either way. */
export type CartChange = Result<{ name?: string }, CartCode> & { headers: Headers };

async function stockOf(executor: Executor, productId: string): Promise<(StockInfo & { name: string }) | null> {
  if (!isUuid(productId)) return null;
  const [product] = await executor
    .select({
      name: products.name,
      trackInventory: products.trackInventory,
      stockQuantity: products.stockQuantity,
      status: products.status,
    })
    .from(products)
    .where(eq(products.id, productId));
  return product ? { ...product, isAvailable: product.status === 'active' } : null;
}

/** SPEC §4: an item already in the cart goes up by one, a new one starts at one. */
export async function addToCart({
  request,
  productId,
  quantity = 1,
}: {
  request: Request;
  productId: string;
  /** How many to add: 1 from the drawer and listings, the selector's number from a product page. */
  quantity?: number;
}): Promise<CartChange> {
  const headers = new Headers();
  const product = await stockOf(getDb(), productId);
  if (!product) return { ...cartFailure('unavailable'), headers };
  const cartId = await ensureCart(request, headers);
  const added = await addLine(cartId, productId, product, quantity);
  return added.ok ? { ok: true, headers, name: product.name } : { ...added, headers };
}

/**
 * Adds one of each product to the cart (a lesson's materials), in one cart even for a visitor
 * who had none. Products that cannot be added (sold out, at the limit) are skipped; the answer
 * names how many were added.
 */
export async function addSeveralToCart({ request, productIds }: { request: Request; productIds: readonly string[] }) {
  const headers = new Headers();
  const found = await Promise.all(productIds.map(async (id) => ({ id, product: await stockOf(getDb(), id) })));
  const available = found.filter((entry) => entry.product !== null);
  if (available.length === 0) return { added: 0, headers };
  const cartId = await ensureCart(request, headers);
  let added = 0;
  for (const { id, product } of available) {
    if (product && (await addLine(cartId, id, product, 1)).ok) added += 1;
  }
  return { added, headers };
}

async function addLine(cartId: string, productId: string, product: StockInfo, quantity: number) {
  return getDb().transaction(async (tx) => {
    // Lock the line so two quick clicks count twice, never past the stock.
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
      .for('update');
    const decision = decideAdd(line?.quantity ?? 0, product, quantity);
    if (!decision.ok) return decision;
    await tx
      .insert(cartItems)
      .values({ cartId, productId, quantity: decision.quantity })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity: decision.quantity } });
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    return decision;
  });
}

/** Sets a line's quantity: never below 1, never above a tracked item's stock. */
export async function setCartQuantity({
  request,
  productId,
  quantity,
}: {
  request: Request;
  productId: string;
  quantity: number;
}): Promise<CartChange> {
  const headers = new Headers();
  const cartId = await findCartId(request);
  const product = await stockOf(getDb(), productId);
  if (!cartId || !product) return { ...cartFailure('unavailable'), headers };
  const decision = decideQuantity(quantity, product);
  if (!decision.ok) return { ...decision, headers };
  const updated = await getDb()
    .update(cartItems)
    .set({ quantity: decision.quantity })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ quantity: cartItems.quantity });
  return updated.length ? { ok: true, headers, name: product.name } : { ...cartFailure('unavailable'), headers };
}

export async function removeFromCart({ request, productId }: { request: Request; productId: string }): Promise<CartChange> {
  const headers = new Headers();
  const cartId = await findCartId(request);
  if (cartId && isUuid(productId))
    await getDb()
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return { ok: true, headers };
}

export async function clearCart({ request }: { request: Request }): Promise<CartChange> {
  const headers = new Headers();
  const cartId = await findCartId(request);
  if (cartId) await getDb().delete(cartItems).where(eq(cartItems.cartId, cartId));
  return { ok: true, headers };
}

/**
 * At sign-in, a visitor's cart joins the account's: quantities add up (capped at stock and at
 * the per-line limit), the visitor cart is deleted and its cookie cleared.
 */
export async function mergeVisitorCart({ request, userId, headers }: { request: Request; userId: string; headers: Headers }) {
  const visitorId = visitorCartId(request);
  if (!visitorId) return;
  headers.append('Set-Cookie', cartCookie('', request, 0));
  await getDb().transaction(async (tx) => {
    const [visitor] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, visitorId), isNull(carts.userId)));
    if (!visitor) return;
    const [account] = await tx
      .insert(carts)
      .values({ userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    if (!account) throw new Error('cart insert returned nothing');
    const lines = await readLines(tx, visitor.id);
    const current = new Map((await readLines(tx, account.id)).map((line) => [line.productId, line.quantity]));
    for (const line of lines) {
      if (!line.isAvailable) continue;
      const cap = line.trackInventory ? Math.min(line.stockQuantity, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
      const quantity = Math.min((current.get(line.productId) ?? 0) + line.quantity, cap);
      if (quantity < 1) continue;
      await tx
        .insert(cartItems)
        .values({ cartId: account.id, productId: line.productId, quantity })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity } });
    }
    await tx.delete(carts).where(eq(carts.id, visitor.id));
  });
}
