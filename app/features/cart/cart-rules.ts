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

/** Setting a line to a quantity: never below 1, never above stock for tracked items. */
export function decideQuantity(quantity: number, stock: StockInfo): Result<{ quantity: number }, CartCode> {
  if (!stock.isAvailable) return cartFailure('unavailable');
  if (!Number.isInteger(quantity) || quantity < 1) return cartFailure('below-one');
  if (stock.trackInventory && quantity > stock.stockQuantity) return cartFailure('above-stock');
  if (quantity > MAX_LINE_QUANTITY) return cartFailure('too-many');
  return { ok: true, quantity };
}

/**
 * Adding an item: an existing line goes up by one, a new one starts at one (SPEC §4). The
 * product page's quantity selector adds `adding` at once, under the same limits.
 */
export function decideAdd(current: number, stock: StockInfo, adding = 1): Result<{ quantity: number }, CartCode> {
  if (!Number.isInteger(adding) || adding < 1) return cartFailure('below-one');
  return decideQuantity(current + adding, stock);
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

/** SPEC §4: the total is the sum of price times quantity (a missing price is free). */
export function cartTotalCents(lines: { priceCents: number | null; quantity: number }[]): number {
  return lines.reduce((total, line) => total + (line.priceCents ?? 0) * line.quantity, 0);
}
