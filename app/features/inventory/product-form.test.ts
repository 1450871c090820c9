import { describe, expect, it } from 'vitest';
import {
  type ProductFormValues,
  parseFlag,
  parseHandle,
  parseImage,
  parsePrice,
  parseStock,
  parseTags,
  validateCsvRow,
  validateProductForm,
} from './product-form';

const good: ProductFormValues = {
  handle: 'cedar-plant-labels',
  name: 'Cedar plant labels',
  category: 'tools',
  price: '7.50',
  status: 'active',
  summary: 'Twenty reusable cedar labels.',
  descriptionMd: 'Write on them with a **pencil**.',
  tags: 'labels, cedar, labels',
  trackInventory: 'true',
  imageSrc: '/images/products/cedar-plant-labels.svg',
  imageAlt: 'A bundle of cedar labels',
  stockQuantity: '40',
};

describe('validateProductForm', () => {
  it('reads a good form into a product, with its opening stock', () => {
    const result = validateProductForm(good, { isNew: true });
    expect(result).toEqual({
      ok: true,
      openingStock: 40,
      product: {
        handle: 'cedar-plant-labels',
        name: 'Cedar plant labels',
        category: 'tools',
        priceCents: 750,
        status: 'active',
        summary: 'Twenty reusable cedar labels.',
        descriptionMd: 'Write on them with a **pencil**.',
        tags: ['labels', 'cedar'],
        isReliefProduct: false,
        trackInventory: true,
        isFeatured: false,
        images: [{ src: '/images/products/cedar-plant-labels.svg', alt: 'A bundle of cedar labels' }],
        seoTitle: null,
        seoDescription: null,
        priceId: null,
      },
    });
  });

  it('ignores a stock value on the edit form: stock changes only through logged movements', () => {
    const result = validateProductForm({ ...good, stockQuantity: '-3' }, { isNew: false });
    expect(result.ok && result.openingStock).toBe(0);
  });

  it('treats an empty price as Free', () => {
    const result = validateProductForm({ ...good, price: '' }, { isNew: true });
    expect(result.ok && result.product.priceCents).toBeNull();
  });

  it('returns one translation key per bad field', () => {
    const result = validateProductForm(
      {
        handle: 'Bad Handle',
        name: 'x',
        category: 'gadgets',
        price: '-4',
        status: 'sold',
        tags: Array.from({ length: 13 }, (_, index) => `t${index}`).join(','),
        imageSrc: 'javascript:alert(1)',
        imageAlt: '',
        seoTitle: 'x'.repeat(71),
        seoDescription: 'x'.repeat(171),
        summary: 'x'.repeat(201),
        stockQuantity: '1.5',
        isFeatured: 'maybe',
        priceId: 'price id with spaces',
      },
      { isNew: true },
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        handle: 'inventory.errors.handle',
        name: 'inventory.errors.name',
        category: 'inventory.errors.category',
        price: 'inventory.errors.price',
        status: 'inventory.errors.status',
        tags: 'inventory.errors.tags',
        imageSrc: 'inventory.errors.imageSrc',
        imageAlt: 'inventory.errors.imageAlt',
        seoTitle: 'inventory.errors.seoTitle',
        seoDescription: 'inventory.errors.seoDescription',
        summary: 'inventory.errors.summary',
        stockQuantity: 'inventory.errors.stock',
        isFeatured: 'inventory.errors.flag',
        priceId: 'inventory.errors.priceId',
      },
    });
  });

  it('refuses control characters and flattens line breaks in one-line fields', () => {
    const bad = validateProductForm({ ...good, name: 'Nul\u0000name' }, { isNew: true });
    expect(bad.ok || bad.fieldErrors.name).toBe('inventory.errors.badCharacters');
    const flattened = validateProductForm({ ...good, name: ' Cedar\r\nlabels\t' }, { isNew: true });
    expect(flattened.ok && flattened.product.name).toBe('Cedar labels');
  });
});

describe('the field parsers', () => {
  it('handles: lower-case words joined by single dashes, up to 120 characters', () => {
    expect(parseHandle(' kale-seeds-2 ')).toEqual({ ok: true, value: 'kale-seeds-2' });
    for (const bad of ['', 'Kale', 'kale--seeds', '-kale', 'kale-', 'kale seeds', 'kåle', 'a'.repeat(121)])
      expect(parseHandle(bad).ok, bad).toBe(false);
  });

  it('prices: dollars and cents, a leading $, empty or "free"; no signs or thousands', () => {
    expect(parsePrice('12.5')).toEqual({ ok: true, value: 1250 });
    expect(parsePrice('$12')).toEqual({ ok: true, value: 1200 });
    expect(parsePrice('0')).toEqual({ ok: true, value: 0 });
    expect(parsePrice('FREE')).toEqual({ ok: true, value: null });
    expect(parsePrice('  ')).toEqual({ ok: true, value: null });
    for (const bad of ['-1', '1,000.00', '12.345', 'ten', '100000.01']) expect(parsePrice(bad).ok, bad).toBe(false);
    expect(parsePrice('100000')).toEqual({ ok: true, value: 10_000_000 });
  });

  it('flags: true/false, yes/no, 1/0 in any case', () => {
    for (const yes of ['true', 'YES', '1', 'Yes']) expect(parseFlag(yes)).toEqual({ ok: true, value: true });
    for (const no of ['false', 'No', '0']) expect(parseFlag(no)).toEqual({ ok: true, value: false });
    expect(parseFlag('y').ok).toBe(false);
    expect(parseFlag('').ok).toBe(false);
  });

  it('tags: comma-separated, at most 12 of at most 40 characters', () => {
    expect(parseTags(' a, b ,,a ')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(parseTags('')).toEqual({ ok: true, value: [] });
    expect(parseTags('x'.repeat(41)).ok).toBe(false);
    expect(parseTags(Array.from({ length: 12 }, (_, index) => `t${index}`).join(',')).ok).toBe(true);
  });

  it('stock: a whole number from 0 to 1,000,000', () => {
    expect(parseStock('0')).toEqual({ ok: true, value: 0 });
    expect(parseStock('1000000')).toEqual({ ok: true, value: 1_000_000 });
    for (const bad of ['', '-1', '1.0', '1e3', '1000001', '1,000']) expect(parseStock(bad).ok, bad).toBe(false);
  });

  it('images: our /images/ files only (the CSP serves no other), with alt text', () => {
    expect(parseImage('/images/products/a.svg', 'A pot')).toEqual({
      images: [{ src: '/images/products/a.svg', alt: 'A pot' }],
      errors: {},
    });
    expect(parseImage('https://cdn.example.org/a.png', 'A pot').errors).toEqual({ imageSrc: 'inventory.errors.imageSrc' });
    expect(parseImage('', '')).toEqual({ images: [], errors: {} });
    expect(parseImage('/images/a.svg', '').errors).toEqual({ imageAlt: 'inventory.errors.imageAlt' });
    expect(parseImage('', 'alt without a picture').errors).toEqual({ imageSrc: 'inventory.errors.imageSrc' });
    for (const bad of [
      'http://x.org/a.png',
      '//evil.example/a.png',
      'data:image/png;base64,AA',
      '/images/../secrets',
      '/uploads/a.png',
    ])
      expect(parseImage(bad, 'alt').errors.imageSrc, bad).toBe('inventory.errors.imageSrc');
  });
});

describe('validateCsvRow', () => {
  it('asks a new product for name, category and price, and leaves the rest to defaults', () => {
    expect(
      validateCsvRow({ handle: 'new-thing', name: '', category: undefined, price: '', status: '' }, { isNew: true }),
    ).toEqual({
      handle: 'new-thing',
      patch: {},
      errors: [
        { field: 'name', message: 'inventory.errors.requiredForNew' },
        { field: 'category', message: 'inventory.errors.requiredForNew' },
        { field: 'price', message: 'inventory.errors.requiredForNew' },
      ],
    });
    expect(validateCsvRow({ handle: 'new-thing', name: 'New thing', category: 'Seeds', price: 'free' }, { isNew: true })).toEqual(
      {
        handle: 'new-thing',
        patch: { name: 'New thing', category: 'seeds', priceCents: null },
        errors: [],
      },
    );
  });

  it('for an existing product, reads every column present as its new value', () => {
    expect(
      validateCsvRow(
        {
          handle: 'kale',
          price: '',
          tags: '',
          summary: '',
          stock_quantity: '12',
          track_inventory: 'no',
          is_relief_product: 'YES',
          status: 'archived',
        },
        { isNew: false },
      ),
    ).toEqual({
      handle: 'kale',
      patch: {
        priceCents: null,
        tags: [],
        summary: '',
        stockQuantity: 12,
        trackInventory: false,
        isReliefProduct: true,
        status: 'archived',
      },
      errors: [],
    });
  });

  it('names the column of every bad cell', () => {
    const { errors } = validateCsvRow(
      { handle: 'Not OK', name: 'K', stock_quantity: '-2', track_inventory: 'maybe', status: '' },
      { isNew: false },
    );
    expect(errors).toEqual([
      { field: 'handle', message: 'inventory.errors.handle' },
      { field: 'name', message: 'inventory.errors.name' },
      { field: 'status', message: 'inventory.errors.status' },
      { field: 'track_inventory', message: 'inventory.errors.flag' },
      { field: 'stock_quantity', message: 'inventory.errors.stock' },
    ]);
  });
});
