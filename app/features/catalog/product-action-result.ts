import type { ActionAnswer } from '~/utils/form-result';

/** What a product page's buttons get back from its action: SPEC §8's toast, as a translation key. */
export type ProductActionResult = ActionAnswer & { kind: 'cart' | 'wishlist' };
