import { describe, expect, it } from 'vitest';
import { exportHref, isSameSort, pageSearch, readPage, readSort, sortSearch } from './data-table-params';

const params = (search: string) => new URLSearchParams(search);
const KEYS = ['number', 'total', 'placed'] as const;
const DEFAULT = { key: 'placed', dir: 'desc' } as const;

describe('readSort', () => {
  it('takes a key of the allow-list and its direction', () => {
    expect(readSort(params('sort=total&dir=desc'), KEYS, DEFAULT)).toEqual({ key: 'total', dir: 'desc' });
    expect(readSort(params('sort=number&dir=asc'), KEYS, DEFAULT)).toEqual({ key: 'number', dir: 'asc' });
  });

  it('sorts a known key ascending when the direction is missing or odd', () => {
    expect(readSort(params('sort=total'), KEYS, DEFAULT)).toEqual({ key: 'total', dir: 'asc' });
    expect(readSort(params('sort=total&dir=sideways'), KEYS, DEFAULT)).toEqual({ key: 'total', dir: 'asc' });
  });

  it('falls back to the list’s own order for anything not on the list', () => {
    for (const search of ['', 'sort=', 'sort=email', 'sort=TOTAL', 'sort=total;drop table orders', 'sort=__proto__', 'dir=asc'])
      expect(readSort(params(search), KEYS, DEFAULT), search).toEqual(DEFAULT);
  });
});

describe('readPage', () => {
  it('reads whole page numbers from 1 to 10,000', () => {
    expect(readPage(params('page=1'))).toBe(1);
    expect(readPage(params('page=7'))).toBe(7);
    expect(readPage(params('page=10000'))).toBe(10_000);
  });

  it('reads a list’s own parameter on a page of two lists', () => {
    expect(readPage(params('page=2&products=3'), 'products')).toBe(3);
    expect(readPage(params('page=2'), 'products')).toBe(1);
    expect(pageSearch('?page=2&products=3', 1, 'products')).toBe('?page=2');
    expect(pageSearch('?page=2', 4, 'products')).toBe('?page=2&products=4');
  });

  it('reads anything else as page 1', () => {
    for (const search of ['', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=1e3', 'page=10001', 'page=abc', 'page= 2'])
      expect(readPage(params(search)), search).toBe(1);
  });
});

describe('the addresses the table writes', () => {
  it('sorts by a new column in its first direction, keeping the filters and leaving the page', () => {
    expect(sortSearch('?status=paid&q=ada&page=3', DEFAULT, 'total', 'desc')).toBe('?status=paid&q=ada&sort=total&dir=desc');
    expect(sortSearch('', undefined, 'number')).toBe('?sort=number&dir=asc');
  });

  it('turns the sorted column the other way round', () => {
    expect(sortSearch('?sort=placed&dir=desc', DEFAULT, 'placed', 'desc')).toBe('?sort=placed&dir=asc');
    expect(sortSearch('?sort=total&dir=asc', { key: 'total', dir: 'asc' }, 'total', 'desc')).toBe('?sort=total&dir=desc');
  });

  it('moves between pages of the same view, page 1 without a number', () => {
    expect(pageSearch('?q=ada&sort=total&dir=asc', 2)).toBe('?q=ada&sort=total&dir=asc&page=2');
    expect(pageSearch('?q=ada&page=2', 1)).toBe('?q=ada');
    expect(pageSearch('?page=2', 1)).toBe('?');
  });

  it('exports the filters and order the list shows, without its page', () => {
    expect(exportHref('/admin/orders/export.csv', '?status=paid&page=4&sort=total&dir=desc')).toBe(
      '/admin/orders/export.csv?status=paid&sort=total&dir=desc',
    );
    expect(exportHref('/admin/orders/export.csv', '?page=2')).toBe('/admin/orders/export.csv');
    expect(exportHref('/admin/orders/export.csv', '')).toBe('/admin/orders/export.csv');
  });

  it('tells one order from another', () => {
    expect(isSameSort({ key: 'placed', dir: 'desc' }, DEFAULT)).toBe(true);
    expect(isSameSort({ key: 'placed', dir: 'asc' }, DEFAULT)).toBe(false);
  });
});
