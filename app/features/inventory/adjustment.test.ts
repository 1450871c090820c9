import { describe, expect, it } from 'vitest';
import { cleanReason, isValidChange, parseStockChange } from './adjustment';
import { inventoryHref, parseInventoryQuery } from './inventory-query';

describe('stock adjustments', () => {
  it('reads a signed whole number of units, with a typographic minus too', () => {
    expect(parseStockChange('+5')).toBe(5);
    expect(parseStockChange(' 12 ')).toBe(12);
    expect(parseStockChange('-3')).toBe(-3);
    expect(parseStockChange('\u22123')).toBe(-3);
    for (const bad of ['', '1.5', '--2', '1e3', 'ten', '1 000', '1234567']) expect(parseStockChange(bad), bad).toBeNull();
  });

  it('allows changes other than 0 of at most 100,000 units', () => {
    expect(isValidChange(100_000)).toBe(true);
    expect(isValidChange(-100_000)).toBe(true);
    expect(isValidChange(0)).toBe(false);
    expect(isValidChange(100_001)).toBe(false);
    expect(isValidChange(2.5)).toBe(false);
  });

  it('keeps a reason of 3 to 200 characters on one line', () => {
    expect(cleanReason('  Damaged\n in   transit ')).toBe('Damaged in transit');
    expect(cleanReason('ok')).toBeNull();
    expect(cleanReason('x'.repeat(201))).toBeNull();
    expect(cleanReason('Bad\u0007bell')).toBeNull();
  });
});

describe('the inventory list address', () => {
  it('reads known filters and drops the rest', () => {
    expect(parseInventoryQuery(new URLSearchParams('q=%20kale%20&category=seeds&status=draft&lowStock=1&page=3'))).toEqual({
      q: 'kale',
      category: 'seeds',
      status: 'draft',
      lowStock: true,
      page: 3,
    });
    expect(parseInventoryQuery(new URLSearchParams('category=gadgets&status=sold&lowStock=yes&page=-2'))).toEqual({
      q: '',
      category: null,
      status: null,
      lowStock: false,
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(inventoryHref({})).toBe('/inventory');
    expect(inventoryHref({ q: 'kale seeds', lowStock: true, page: 2 })).toBe('/inventory?q=kale+seeds&lowStock=1&page=2');
    expect(inventoryHref({ category: 'tools', status: 'active', page: 1 })).toBe('/inventory?category=tools&status=active');
  });
});
