/** What a product page's buttons get back from its action: SPEC §8's toast, as a translation key. */
export type ProductActionResult = {
  kind: 'cart' | 'wishlist';
  ok: boolean;
  message: string;
  messageVars?: Record<string, string>;
};
