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
});

export type CartCode = FailureCode<typeof cartFailure>;
