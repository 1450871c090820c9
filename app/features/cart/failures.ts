import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * SPEC §8's cart messages, declared once (issue 34, point 5): the drawer's buttons and the
 * product page's form show them, and /api/cart and the product page answer them with 400. Pure,
 * so the browser's cart rules use the same table.
 */
export const cartFailure = defineFailures({
  'above-stock': { message: 'cart.errors.aboveStock', status: 400 },
  'below-one': { message: 'cart.errors.belowOne', status: 400 },
  unavailable: { message: 'cart.errors.unavailable', status: 400 },
  'too-many': { message: 'cart.errors.tooMany', status: 400 },
  // Adding several at once from a product page's quantity (beyond SPEC §4's one at a time): the
  // refusal names the limit and its reason, with the quantity already in the cart when there is
  // one (issue 35, point 6).
  'stock-left': { message: 'cart.errors.stockLeft', status: 400, field: 'quantity' },
  'stock-left-in-cart': { message: 'cart.errors.stockLeftInCart', status: 400, field: 'quantity' },
  'order-limit': { message: 'cart.errors.orderLimit', status: 400, field: 'quantity' },
  'order-limit-in-cart': { message: 'cart.errors.orderLimitInCart', status: 400, field: 'quantity' },
});

export type CartCode = FailureCode<typeof cartFailure>;
