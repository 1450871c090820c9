import type { ActionAnswer } from '~/components/ui/use-answer-toast';

/** What a product page's buttons get back from its action: SPEC §8's toast, as a translation key. */
export type ProductActionResult = ActionAnswer & { kind: 'cart' | 'wishlist' };
