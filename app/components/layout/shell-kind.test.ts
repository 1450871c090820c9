import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, routeAt, shellKindAt } from '~/utils/route-table';
import { showsSellButton } from './shell-kind';

/** Pages with a screen of their own (resource routes, .ts modules, draw no frame). */
const pages = ROUTE_TABLE.filter((route) => route.file.endsWith('.tsx'));

describe('the frame of each page', () => {
  it('focuses checkout and the payment page, and gives the admin areas their own shell', () => {
    expect(shellKindAt('/checkout')).toBe('focused');
    expect(shellKindAt('/checkout/')).toBe('focused');
    expect(shellKindAt('/pay/test/tcs_123')).toBe('focused');
    // The success page keeps to its task too (issue 35, point 5; decision 0072).
    expect(shellKindAt('/checkout/success')).toBe('focused');
    for (const path of ['/admin', '/admin/orders', '/inventory', '/inventory/abc', '/inventory/new', '/creator-hub/ai-engine'])
      expect(shellKindAt(path), path).toBe('admin');
    expect(shellKindAt('/administrator-tips')).toBe('site');
    expect(shellKindAt('/products')).toBe('site');
    // An address no entry declares is the not-found page, in the shop's frame.
    expect(shellKindAt('/admin/no-such-screen')).toBe('site');
  });

  it('finds an address’s entry as React Router does: static segments first, any letter case', () => {
    expect(routeAt('/inventory/new')?.path).toBe('/inventory/new');
    expect(routeAt('/inventory/4f1c')?.path).toBe('/inventory/:productId');
    expect(routeAt('/Admin/Orders/')?.path).toBe('/admin/orders');
    expect(routeAt('/')?.path).toBe('/');
    expect(routeAt('/product')).toBeUndefined();
  });

  it('puts every admin screen, and every page under /admin, /inventory and /creator-hub, in the admin shell', () => {
    const admin = pages.filter((route) => route.access === 'admin' || /^\/(admin|inventory|creator-hub)(\/|$)/.test(route.path));
    expect(admin.length).toBeGreaterThan(30);
    expect(admin.filter((route) => route.shell !== 'admin').map((route) => route.path)).toEqual([]);
    // And nothing else: the admin frame is for the administration only.
    expect(pages.filter((route) => route.shell === 'admin' && !admin.includes(route)).map((route) => route.path)).toEqual([]);
  });

  it('keeps the floating sell button off the pages where it would cover the task', () => {
    for (const path of ['/', '/products', '/product/tomato-seeds', '/composting-guide', '/relief', '/blog'])
      expect(showsSellButton(path), path).toBe(true);
    for (const path of [
      '/cart',
      '/checkout',
      '/checkout/success',
      '/payment-cancel',
      '/pay/test/x',
      '/account',
      '/account/wishlist',
      '/orders/1',
      '/subscriptions',
      '/auth',
      '/signup',
      '/admin/orders',
      '/inventory',
      '/vendors/onboard',
      '/donate',
    ])
      expect(showsSellButton(path), path).toBe(false);
  });
});
