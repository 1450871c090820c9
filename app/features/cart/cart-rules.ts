import type { Result } from '~/utils/failure';
import { type CartCode, cartFailure } from './failures';

/**
 * The cart's rules (SPEC §4, §5, §8), as pure functions shared by the server (which decides)
 * and the drawer (which disables buttons at the limits). Messages are translation keys.
 */
/**
 * A visitor's cart id; random (122 bits), so it cannot be guessed. Pages do not depend on it
 * (the header asks for its count from the browser), so the page cache shares them anyway.
 */
export const CART_COOKIE = 'verde.cart';

/** The most of one item a cart may hold, whatever the stock (matches the database's check). */
export const MAX_LINE_QUANTITY = 99;

export type StockInfo = { trackInventory: boolean; stockQuantity: number; isAvailable: boolean };

/** The largest quantity of an item a cart may hold now. */
export function maxQuantity(stock: StockInfo): number {
  return stock.trackInventory ? Math.min(stock.stockQuantity, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
}

/** Why a cart can hold no more of an item: what is left in stock, or the limit per order. */
export type QuantityLimitReason = 'stock' | 'order-limit';

/**
 * The most of an item one order may take and why, so a page can say it ("Only 5 left in stock",
 * "You can buy up to 99 of one item per order") rather than lower a number in silence.
 */
export function quantityLimit(stock: StockInfo): { max: number; reason: QuantityLimitReason } {
  const max = maxQuantity(stock);
  return { max, reason: stock.trackInventory && stock.stockQuantity <= MAX_LINE_QUANTITY ? 'stock' : 'order-limit' };
}

/** Setting a line to a quantity: never below 1, never above stock for tracked items. */
export function decideQuantity(quantity: number, stock: StockInfo): Result<{ quantity: number }, CartCode> {
  if (!stock.isAvailable) return cartFailure('unavailable');
  if (!Number.isInteger(quantity) || quantity < 1) return cartFailure('below-one');
  if (stock.trackInventory && quantity > stock.stockQuantity) return cartFailure('above-stock');
  if (quantity > MAX_LINE_QUANTITY) return cartFailure('too-many');
  return { ok: true, quantity };
}

/**
 * Adding an item: an existing line goes up by one, a new one starts at one (SPEC §4, refused
 * past the stock with §8's message). The product page's quantity selector adds `adding` at once,
 * under the same limits; past them, its refusal says the limit, why, and how many the cart
 * already holds (`count`, `inCart`), so the person knows what they can still add.
 */
export function decideAdd(current: number, stock: StockInfo, adding = 1): Result<{ quantity: number }, CartCode> {
  if (!Number.isInteger(adding) || adding < 1) return cartFailure('below-one');
  const decision = decideQuantity(current + adding, stock);
  if (decision.ok || adding === 1 || (decision.code !== 'above-stock' && decision.code !== 'too-many')) return decision;
  const limit = quantityLimit(stock);
  // Nothing left at all: SPEC §8's message says it (the page offers the back-in-stock form).
  if (limit.max === 0) return decision;
  const vars = { count: limit.max, inCart: current };
  if (limit.reason === 'stock') return cartFailure(current > 0 ? 'stock-left-in-cart' : 'stock-left', { vars });
  return cartFailure(current > 0 ? 'order-limit-in-cart' : 'order-limit', { vars });
}

/**
 * The quantity a form posted: a missing field is 1 (a button without a selector); anything but
 * whole digits is NaN, which decideAdd refuses with SPEC §8's message.
 */
export function readQuantity(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 1;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** SPEC §5: increase is disabled at stock, decrease at 1. */
export function canIncrease(quantity: number, stock: StockInfo): boolean {
  return stock.isAvailable && quantity < maxQuantity(stock);
}

export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

/**
 * What checkout will add to the cart's total (orders/money.ts): shipping and tax for any line
 * that is not a relief product; nothing to a cart of relief products only, which ship nothing
 * and carry no tax. The cart says so beside its total rather than call a subtotal the total.
 */
export function checkoutChargesOf(lines: readonly { isReliefProduct: boolean }[]): 'shipping-and-tax' | 'none' {
  return lines.some((line) => !line.isReliefProduct) ? 'shipping-and-tax' : 'none';
}

/** SPEC §4: the total is the sum of price times quantity (a missing price is free). */
export function cartTotalCents(lines: { priceCents: number | null; quantity: number }[]): number {
  return lines.reduce((total, line) => total + (line.priceCents ?? 0) * line.quantity, 0);
}
