import { describe, expect, it } from 'vitest';
import {
  changesSomething,
  editEffect,
  parseReturnReason,
  photoTarget,
  validateVendorProductForm,
  vendorProductHandle,
  vendorProductValues,
} from './vendor-product-form';

const GOOD = {
  name: 'Purple Kale seeds',
  summary: 'About 200 seeds of an heirloom kale.',
  descriptionMd: 'Sown in spring,\n\nharvested all winter.',
  price: '4.50',
  category: 'seeds',
  tags: 'kale, heirloom, kale',
  trackInventory: 'true',
  stockQuantity: '25',
};

describe('a vendor’s product form', () => {
  it('reads a good form into the reviewed fields and the stock', () => {
    const parsed = validateVendorProductForm(GOOD);
    expect(parsed).toEqual({
      ok: true,
      reviewed: {
        name: 'Purple Kale seeds',
        summary: 'About 200 seeds of an heirloom kale.',
        descriptionMd: 'Sown in spring,\n\nharvested all winter.',
        priceCents: 450,
        category: 'seeds',
        tags: ['kale', 'heirloom'],
      },
      stock: { trackInventory: true, stockQuantity: 25 },
    });
  });

  it('answers each bad field with the inventory’s own messages', () => {
    const parsed = validateVendorProductForm({
      ...GOOD,
      name: 'K',
      price: '-3',
      category: 'furniture',
      stockQuantity: '2.5',
      summary: 'x'.repeat(201),
    });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        name: 'inventory.errors.name',
        price: 'inventory.errors.price',
        category: 'inventory.errors.category',
        stockQuantity: 'inventory.errors.stock',
        summary: 'inventory.errors.summary',
      },
    });
  });

  it('requires a price: a vendor’s goods are not free', () => {
    for (const price of ['', 'free', '  '])
      expect(validateVendorProductForm({ ...GOOD, price })).toEqual({
        ok: false,
        fieldErrors: { price: 'vendors.products.errors.priceRequired' },
      });
  });

  it('reads an unticked stock box as not counted, and an empty stock as 0', () => {
    const parsed = validateVendorProductForm({ ...GOOD, trackInventory: '', stockQuantity: '' });
    expect(parsed.ok && parsed.stock).toEqual({ trackInventory: false, stockQuantity: 0 });
  });

  it('refuses control characters in any text', () => {
    const parsed = validateVendorProductForm({ ...GOOD, descriptionMd: 'nul\u0000here' });
    expect(parsed).toEqual({ ok: false, fieldErrors: { descriptionMd: 'inventory.errors.badCharacters' } });
  });

  it('shows a product again as the form’s values', () => {
    const parsed = validateVendorProductForm(GOOD);
    if (!parsed.ok) throw new Error('refused');
    const values = vendorProductValues({ ...parsed.reviewed, ...parsed.stock });
    expect(validateVendorProductForm(values)).toEqual(parsed);
    expect(values.price).toBe('4.50');
  });
});

describe('what saving does to a product', () => {
  it('changes a draft in place, proposes a change to a listed product, locks one under review', () => {
    expect(editEffect({ status: 'draft', hasPendingRevision: false })).toBe('change-draft');
    expect(editEffect({ status: 'active', hasPendingRevision: false })).toBe('propose-change');
    expect(editEffect({ status: 'draft', hasPendingRevision: true })).toBe('locked-under-review');
    expect(editEffect({ status: 'active', hasPendingRevision: true })).toBe('locked-under-review');
    expect(editEffect({ status: 'archived', hasPendingRevision: false })).toBe('archived');
  });

  it('sends no proposal when nothing reviewed changed (a stock-only save)', () => {
    const parsed = validateVendorProductForm(GOOD);
    if (!parsed.ok) throw new Error('refused');
    const live = parsed.reviewed;
    expect(changesSomething(live, { ...live })).toBe(false);
    expect(changesSomething(live, { ...live, priceCents: 500 })).toBe(true);
    expect(changesSomething(live, { ...live, tags: ['kale'] })).toBe(true);
    expect(changesSomething(live, { ...live, tags: ['heirloom', 'kale'] })).toBe(true);
  });
});

describe('a reason for sending a product back', () => {
  it('is required, kept with its line breaks, and at most 1,000 characters', () => {
    expect(parseReturnReason('  Say how many seeds.\r\nAnd the sowing month.  ')).toEqual({
      ok: true,
      value: 'Say how many seeds.\nAnd the sowing month.',
    });
    expect(parseReturnReason('   ')).toEqual({ ok: false, error: 'vendors.products.errors.reason' });
    expect(parseReturnReason('x'.repeat(1001))).toEqual({ ok: false, error: 'vendors.products.errors.reason' });
  });
});

describe('a new product’s handle', () => {
  it('is the name’s slug with a short unique tail, in the catalogue’s handle shape', () => {
    const handle = vendorProductHandle('Purple Kale — Seeds!', '3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b');
    expect(handle).toBe('purple-kale-seeds-3f2a9c1e');
    expect(handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(vendorProductHandle('كرنب', 'abcdef12-0000')).toBe('product-abcdef12');
    expect(vendorProductHandle('Seed Store bundle', 'abcdef12')).toBe('seed-store-bundle-abcdef12');
  });

  it('sends a photo change to the draft, a new proposal, or the waiting proposal, never to an archived product', () => {
    expect(photoTarget({ status: 'draft', hasPendingRevision: false })).toBe('draft');
    expect(photoTarget({ status: 'draft', hasPendingRevision: true })).toBe('proposal');
    expect(photoTarget({ status: 'active', hasPendingRevision: false })).toBe('new-proposal');
    expect(photoTarget({ status: 'active', hasPendingRevision: true })).toBe('proposal');
    expect(photoTarget({ status: 'archived', hasPendingRevision: true })).toBe('archived');
  });
});
