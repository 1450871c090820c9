import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
  cartTotalCents,
  decideAdd,
  decideQuantity,
  MAX_LINE_QUANTITY,
  maxQuantity,
  readQuantity,
} from './cart-rules';

const tracked = (stockQuantity: number) => ({ trackInventory: true, stockQuantity, isAvailable: true });
const untracked = { trackInventory: false, stockQuantity: 0, isAvailable: true };

describe('cart rules (SPEC §4, §5, §8)', () => {
  it('starts a new item at 1 and raises an existing one by 1', () => {
    expect(decideAdd(0, tracked(5))).toEqual({ ok: true, quantity: 1 });
    expect(decideAdd(2, tracked(5))).toEqual({ ok: true, quantity: 3 });
  });

  it("refuses more than a tracked item's stock with 'Cannot exceed available stock'", () => {
    expect(decideAdd(5, tracked(5))).toEqual({ ok: false, code: 'above-stock', message: 'cart.errors.aboveStock', status: 400 });
    expect(decideAdd(0, tracked(0))).toEqual({ ok: false, code: 'above-stock', message: 'cart.errors.aboveStock', status: 400 });
    expect(decideQuantity(6, tracked(5))).toEqual({
      ok: false,
      code: 'above-stock',
      message: 'cart.errors.aboveStock',
      status: 400,
    });
  });

  it("refuses quantities below 1 with 'Quantity cannot be less than 1'", () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(decideQuantity(quantity, tracked(5))).toEqual({
        ok: false,
        code: 'below-one',
        message: 'cart.errors.belowOne',
        status: 400,
      });
    }
  });

  it('lets untracked items go up to the per-line cap only', () => {
    expect(decideQuantity(MAX_LINE_QUANTITY, untracked)).toEqual({ ok: true, quantity: MAX_LINE_QUANTITY });
    expect(decideQuantity(MAX_LINE_QUANTITY + 1, untracked)).toEqual({
      ok: false,
      code: 'too-many',
      message: 'cart.errors.tooMany',
      status: 400,
    });
  });

  it('refuses products that are no longer for sale', () => {
    expect(decideAdd(0, { ...tracked(5), isAvailable: false })).toEqual({
      ok: false,
      code: 'unavailable',
      message: 'cart.errors.unavailable',
      status: 400,
    });
  });

  it('disables increase at stock and decrease at 1', () => {
    expect(canIncrease(4, tracked(5))).toBe(true);
    expect(canIncrease(5, tracked(5))).toBe(false);
    expect(canIncrease(50, untracked)).toBe(true);
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });

  it("adds the product page's quantity at once, under the same limits", () => {
    expect(decideAdd(0, tracked(5), 3)).toEqual({ ok: true, quantity: 3 });
    expect(decideAdd(2, tracked(5), 3)).toEqual({ ok: true, quantity: 5 });
    expect(decideAdd(3, tracked(5), 3)).toEqual({
      ok: false,
      code: 'above-stock',
      message: 'cart.errors.aboveStock',
      status: 400,
    });
    expect(decideAdd(98, untracked, 2)).toEqual({ ok: false, code: 'too-many', message: 'cart.errors.tooMany', status: 400 });
    for (const adding of [0, -2, 1.5, Number.NaN])
      expect(decideAdd(0, tracked(5), adding)).toEqual({
        ok: false,
        code: 'below-one',
        message: 'cart.errors.belowOne',
        status: 400,
      });
  });

  it('reads the posted quantity: missing is 1, anything but digits is refused', () => {
    expect(readQuantity('')).toBe(1);
    expect(readQuantity(' 4 ')).toBe(4);
    for (const text of ['0x4', '-1', '2.5', '1e3', 'abc', '99999']) expect(readQuantity(text)).toBeNaN();
  });

  it("caps the selector at the stock or the cart's line limit, whichever is lower", () => {
    expect(maxQuantity(tracked(3))).toBe(3);
    expect(maxQuantity(tracked(500))).toBe(MAX_LINE_QUANTITY);
    expect(maxQuantity(untracked)).toBe(MAX_LINE_QUANTITY);
  });

  it('totals price times quantity, free items counting nothing', () => {
    expect(cartTotalCents([])).toBe(0);
    expect(
      cartTotalCents([
        { priceCents: 449, quantity: 3 },
        { priceCents: null, quantity: 2 },
        { priceCents: 1999, quantity: 1 },
      ]),
    ).toBe(3346);
  });
});
