import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cartFailure } from '~/features/cart/failures';
import { donationFailure } from '~/features/donations/failures';
import { inventoryFailure, photoFailure } from '~/features/inventory/failures';
import { addressBookFailure, adminOrderFailure, checkoutFailure, fulfilmentFailure } from '~/features/orders/failures';
import { reviewFailure } from '~/features/reviews/failures';
import { stockAlertFailure } from '~/features/stock-alerts/failures';
import { subscriptionFailure } from '~/features/subscriptions/failures';
import { wishlistFailure } from '~/features/wishlist/failures';

/*
 * The store's failures (issue 34, point 5) reuse the keys its pages always showed: each declared
 * key is in every language's file, so a refusal never shows a bare key.
 */

const MAKERS = {
  cartFailure,
  checkoutFailure,
  addressBookFailure,
  adminOrderFailure,
  fulfilmentFailure,
  inventoryFailure,
  photoFailure,
  subscriptionFailure,
  reviewFailure,
  wishlistFailure,
  stockAlertFailure,
  donationFailure,
};

const LANGUAGES = ['en', 'es', 'ar'];

type Tree = { [key: string]: string | Tree };

/** A key's text, or its plural forms (`key_one`, `key_other`) as the translator looks them up. */
function hasKey(tree: Tree, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let node: string | Tree | undefined = tree;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return typeof node[last] === 'string' || typeof node[`${last}_other`] === 'string';
}

describe("the store's failures", () => {
  for (const language of LANGUAGES) {
    it(`are all translated in ${language}`, () => {
      const tree = JSON.parse(readFileSync(`public/i18n/${language}.json`, 'utf8')) as Tree;
      const missing = Object.entries(MAKERS).flatMap(([maker, { table }]) =>
        Object.entries(table)
          .filter(([, spec]) => !hasKey(tree, spec.message))
          .map(([code, spec]) => `${maker}('${code}'): ${spec.message}`),
      );
      expect(missing).toEqual([]);
    });
  }
});
