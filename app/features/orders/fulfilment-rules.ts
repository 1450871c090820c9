import { CATEGORIES } from '~/features/catalog/catalog.schema';

/*
 * Which order lines are shipped, and so belong to a seller's parcel (decision 0095). Pure, for the
 * statement that opens an order's parcels and for its tests.
 */

/**
 * The shop's goods: every catalogue category but relief (a relief gift is given, not sent).
 * Course places ('courses'), class seats ('classes') and the onboarding fee ('fees') are products
 * of categories outside this list, so a category added to the catalogue is shipped unless it says
 * otherwise here.
 */
export const SHIPPED_CATEGORIES: readonly string[] = CATEGORIES.filter((category) => category !== 'relief');

/** Whether a line goes in a parcel: goods of a shipped category that are not a relief gift. */
export function isShippedLine(line: { category: string; isReliefProduct: boolean }): boolean {
  return !line.isReliefProduct && SHIPPED_CATEGORIES.includes(line.category);
}
