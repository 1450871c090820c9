import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
  cartTotalCents,
  checkoutChargesOf,
  decideAdd,
  decideQuantity,
  MAX_LINE_QUANTITY,
  maxQuantity,
  quantityLimit,
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
    for (const adding of [0, -2, 1.5, Number.NaN])
      expect(decideAdd(0, tracked(5), adding)).toEqual({
        ok: false,
        code: 'below-one',
        message: 'cart.errors.belowOne',
        status: 400,
      });
  });

  it('says why a quantity is too many: what is left in stock, or the limit per order, and what the cart holds', () => {
    // Issue 35, point 6: 999 typed on a product page was brought down to the stock in silence.
    expect(decideAdd(0, tracked(5), 999)).toEqual({
      ok: false,
      code: 'stock-left',
      message: 'cart.errors.stockLeft',
      messageVars: { count: 5, inCart: 0 },
      field: 'quantity',
      status: 400,
    });
    expect(decideAdd(3, tracked(5), 3)).toEqual({
      ok: false,
      code: 'stock-left-in-cart',
      message: 'cart.errors.stockLeftInCart',
      messageVars: { count: 5, inCart: 3 },
      field: 'quantity',
      status: 400,
    });
    expect(decideAdd(0, untracked, 120)).toMatchObject({
      code: 'order-limit',
      message: 'cart.errors.orderLimit',
      messageVars: { count: MAX_LINE_QUANTITY, inCart: 0 },
    });
    expect(decideAdd(98, untracked, 2)).toMatchObject({
      code: 'order-limit-in-cart',
      message: 'cart.errors.orderLimitInCart',
      messageVars: { count: MAX_LINE_QUANTITY, inCart: 98 },
    });
    // A tracked item with more in stock than one order may take: the order's limit is the reason.
    expect(decideAdd(0, tracked(500), 150)).toMatchObject({ code: 'order-limit', messageVars: { count: MAX_LINE_QUANTITY } });
    // One at a time (SPEC §4) keeps SPEC §8's message.
    expect(decideAdd(5, tracked(5), 1)).toMatchObject({ code: 'above-stock', message: 'cart.errors.aboveStock' });
  });

  it('names the limit the selector stops at and its reason', () => {
    expect(quantityLimit(tracked(3))).toEqual({ max: 3, reason: 'stock' });
    expect(quantityLimit(tracked(MAX_LINE_QUANTITY))).toEqual({ max: MAX_LINE_QUANTITY, reason: 'stock' });
    expect(quantityLimit(tracked(500))).toEqual({ max: MAX_LINE_QUANTITY, reason: 'order-limit' });
    expect(quantityLimit(untracked)).toEqual({ max: MAX_LINE_QUANTITY, reason: 'order-limit' });
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

  it('says what checkout adds to the total: shipping and tax unless every line is a relief product', () => {
    // Issue 35, point 5: /cart called the goods alone "Total". orders/money.ts charges shipping
    // and tax on any line that is not a relief product, and neither on relief products.
    const goods = { isReliefProduct: false };
    const relief = { isReliefProduct: true };
    expect(checkoutChargesOf([goods])).toBe('shipping-and-tax');
    expect(checkoutChargesOf([relief, goods])).toBe('shipping-and-tax');
    expect(checkoutChargesOf([relief, relief])).toBe('none');
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
