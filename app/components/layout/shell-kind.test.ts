import { describe, expect, it } from 'vitest';
import { shellKindOf, showsSellButton } from './shell-kind';

describe('the frame of each page', () => {
  it('focuses checkout and the payment page, and gives the admin areas their own shell', () => {
    expect(shellKindOf('/checkout')).toBe('focused');
    expect(shellKindOf('/pay/test/tcs_123')).toBe('focused');
    expect(shellKindOf('/checkout/success')).toBe('site');
    for (const path of ['/admin', '/admin/orders', '/inventory', '/inventory/abc', '/creator-hub/ai-engine'])
      expect(shellKindOf(path), path).toBe('admin');
    expect(shellKindOf('/administrator-tips')).toBe('site');
    expect(shellKindOf('/products')).toBe('site');
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
