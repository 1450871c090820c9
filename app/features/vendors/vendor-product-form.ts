import type { Category } from '~/features/catalog/catalog.schema';
import {
  hasControlCharacters,
  type Parsed,
  parseCategory,
  parseDescription,
  parseFlag,
  parseName,
  parsePrice,
  parseStock,
  parseSummary,
  parseTags,
} from '~/features/inventory/product-form';
import { storeSlug } from './vendors.schema';

/*
 * A vendor's product form (issue 39, decision 0093), checked with the inventory's own field rules
 * (features/inventory/product-form.ts), so a vendor's product and an admin's are held to the same
 * limits and read the same messages. Pure: the server and the tests share it. What needs a review
 * (the words, the price, the category) is apart from what the seller sets at once (the stock).
 */

/** The fields an administrator reviews before they are shown. */
export type ReviewedFields = {
  name: string;
  summary: string;
  descriptionMd: string;
  priceCents: number | null;
  category: Category;
  tags: string[];
};

/** What the vendor sets without a review: whether stock is counted, and how many are in stock. */
export type StockFields = { trackInventory: boolean; stockQuantity: number };

export const VENDOR_PRODUCT_FIELDS = [
  'name',
  'summary',
  'descriptionMd',
  'price',
  'category',
  'tags',
  'trackInventory',
  'stockQuantity',
] as const;
export type VendorProductField = (typeof VENDOR_PRODUCT_FIELDS)[number];
export type VendorProductValues = Partial<Record<VendorProductField, string>>;
export type VendorProductErrors = Partial<Record<VendorProductField, string>>;

export type VendorProductParsed =
  | { ok: true; reviewed: ReviewedFields; stock: StockFields }
  | { ok: false; fieldErrors: VendorProductErrors };

/**
 * The form as posted. A vendor's product must carry a price: Free is for the platform's own
 * offers (a free class seat), not a seller's goods. An unticked "track stock" sends nothing.
 */
export function validateVendorProductForm(values: VendorProductValues): VendorProductParsed {
  const get = (field: VendorProductField) => values[field] ?? '';
  const fieldErrors: VendorProductErrors = {};
  const take = <T>(field: VendorProductField, parsed: Parsed<T>, fallback: T): T => {
    if (parsed.ok) return parsed.value;
    fieldErrors[field] ??= parsed.error;
    return fallback;
  };
  const priceCents = take('price', parsePrice(get('price')), null);
  if (priceCents === null && !fieldErrors.price) fieldErrors.price = 'vendors.products.errors.priceRequired';
  const trackInventory = get('trackInventory') === '' ? false : take('trackInventory', parseFlag(get('trackInventory')), false);
  const stockText = get('stockQuantity').trim();
  const stockQuantity = stockText === '' ? 0 : take('stockQuantity', parseStock(stockText), 0);
  const reviewed: ReviewedFields = {
    name: take('name', parseName(get('name')), ''),
    summary: take('summary', parseSummary(get('summary')), ''),
    descriptionMd: take('descriptionMd', parseDescription(get('descriptionMd')), ''),
    priceCents,
    category: take('category', parseCategory(get('category')), 'seeds'),
    tags: take('tags', parseTags(get('tags')), []),
  };
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  return { ok: true, reviewed, stock: { trackInventory, stockQuantity } };
}

/** A product as the form's starting values. */
export function vendorProductValues(
  product: Omit<ReviewedFields, 'category'> & { category: string } & StockFields,
): VendorProductValues {
  const cents = product.priceCents;
  return {
    name: product.name,
    summary: product.summary,
    descriptionMd: product.descriptionMd,
    price: cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    category: product.category,
    tags: product.tags.join(', '),
    trackInventory: product.trackInventory ? 'true' : '',
    stockQuantity: String(product.stockQuantity),
  };
}

export const REVIEW_REASON_MAX = 1000;

/** Why an administrator sends a product back: required, at most 1,000 characters, line breaks kept. */
export function parseReturnReason(value: string): Parsed<string> {
  if (hasControlCharacters(value)) return { ok: false, error: 'inventory.errors.badCharacters' };
  const reason = value.replace(/\r\n?/g, '\n').trim();
  if (reason.length === 0 || reason.length > REVIEW_REASON_MAX) return { ok: false, error: 'vendors.products.errors.reason' };
  return { ok: true, value: reason };
}

/**
 * What saving the form does to a product, from its status and whether a proposal waits:
 * a draft never shown is changed in place (nobody sees it yet); a listed product's words and price
 * become a proposal for review while the shop keeps showing the approved version; while a
 * proposal waits, the reviewed fields are locked (the administrator must decide on what they
 * read), and only the stock changes. An archived product is not the vendor's to change.
 */
export type EditEffect = 'change-draft' | 'propose-change' | 'locked-under-review' | 'archived';

export function editEffect(product: { status: 'draft' | 'active' | 'archived'; hasPendingRevision: boolean }): EditEffect {
  if (product.status === 'archived') return 'archived';
  if (product.hasPendingRevision) return 'locked-under-review';
  return product.status === 'draft' ? 'change-draft' : 'propose-change';
}

/**
 * Where a vendor's photo change goes (decision 0093), the same rule as the form's for their words:
 * a draft nobody sees changes in place; a listed product's pictures become a proposal (the shop
 * keeps the approved ones); while a proposal waits, its own pictures change (the reviewer's
 * approval names the pictures they saw, and is refused if they changed since); an archived
 * product's are not the vendor's to change.
 */
export type PhotoTarget = 'draft' | 'new-proposal' | 'proposal' | 'archived';

export function photoTarget(product: { status: 'draft' | 'active' | 'archived'; hasPendingRevision: boolean }): PhotoTarget {
  if (product.status === 'archived') return 'archived';
  if (product.hasPendingRevision) return 'proposal';
  return product.status === 'draft' ? 'draft' : 'new-proposal';
}

/** Whether the reviewed fields of a proposal differ from what is live (an unchanged proposal is not sent). */
export function changesSomething(live: ReviewedFields, proposed: ReviewedFields): boolean {
  return (
    live.name !== proposed.name ||
    live.summary !== proposed.summary ||
    live.descriptionMd !== proposed.descriptionMd ||
    live.priceCents !== proposed.priceCents ||
    live.category !== proposed.category ||
    live.tags.join('\u0000') !== proposed.tags.join('\u0000')
  );
}

/** A new product's handle: its name's slug and a short unique tail, so two vendors' "Kale seeds" never collide. */
export function vendorProductHandle(name: string, uniqueTail: string): string {
  // storeSlug falls back to "store" when no Latin letter or digit is left (an all-Arabic name).
  const slug = storeSlug(name);
  const base = slug === 'store' && !/store/i.test(name) ? 'product' : slug;
  const tail = uniqueTail
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return `${base}-${tail}`;
}
