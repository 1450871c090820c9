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

/**
 * Whether the buyer is told of each parcel by its own email (issue 39): an order of two parcels or
 * more, whose sellers ship on their own days. Such an order gets no "your order has shipped"
 * email when its last parcel goes (the parcel emails have said it all, the last one that nothing
 * else is to come); an order of one parcel, or of none, keeps its one shipped email.
 */
export const emailsPerParcel = (parcelCount: number): boolean => parcelCount > 1;

/**
 * The carriers whose tracking page takes the number in its address. A carrier is free text
 * (2–40 characters), matched here by its usual name; any other gets the number without a link.
 */
const TRACKING_PAGES: readonly { pattern: RegExp; url: (number: string) => string }[] = [
  { pattern: /^usps\b|postal service/i, url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { pattern: /^ups\b/i, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { pattern: /^fedex\b/i, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  {
    pattern: /^dhl\b/i,
    url: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  { pattern: /^royal mail\b/i, url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
  { pattern: /^dpd\b/i, url: (n) => `https://track.dpd.co.uk/parcels/${n}` },
];

/** The carrier's tracking page for a parcel, or null when the carrier is not one we know. */
export function trackingUrlFor(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES.find(({ pattern }) => pattern.test(carrier.trim()));
  return page ? page.url(encodeURIComponent(trackingNumber.replace(/\s+/g, ''))) : null;
}
