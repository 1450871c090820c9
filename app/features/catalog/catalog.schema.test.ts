import { describe, expect, it } from 'vitest';
import { parseProductListQuery, productListHref } from './catalog.schema';

const parse = (search: string) => parseProductListQuery(new URL(`http://localhost/products${search}`));

describe('the product listing URL', () => {
  it('reads every filter, in cents, with defaults for what is missing', () => {
    expect(parse('')).toEqual({
      category: undefined,
      minCents: undefined,
      maxCents: undefined,
      inStock: false,
      relief: false,
      sort: 'featured',
      page: 1,
    });
    expect(parse('?category=seeds&min=2.5&max=10&inStock=1&relief=1&sort=price-desc&page=3')).toEqual({
      category: 'seeds',
      minCents: 250,
      maxCents: 1000,
      inStock: true,
      relief: true,
      sort: 'price-desc',
      page: 3,
    });
  });

  it('ignores values it does not know instead of failing the page', () => {
    expect(parse('?category=<script>&min=-5&max=abc&inStock=yes&sort=cheapest&page=0')).toMatchObject({
      category: undefined,
      minCents: undefined,
      maxCents: undefined,
      inStock: false,
      sort: 'featured',
      page: 1,
    });
    expect(parse('?page=99999').page).toBe(1);
  });

  it('reads a reversed price range the way it was meant', () => {
    expect(parse('?min=20&max=5')).toMatchObject({ minCents: 500, maxCents: 2000 });
  });

  it('writes short links that read back the same', () => {
    expect(productListHref({})).toBe('/products');
    expect(productListHref({ sort: 'featured', page: 1 })).toBe('/products');
    const href = productListHref({ category: 'tools', minCents: 999, inStock: true, sort: 'newest', page: 2 });
    expect(href).toBe('/products?category=tools&min=9.99&inStock=1&sort=newest&page=2');
    expect(parse(href.slice('/products'.length))).toMatchObject({
      category: 'tools',
      minCents: 999,
      inStock: true,
      sort: 'newest',
      page: 2,
    });
  });
});
