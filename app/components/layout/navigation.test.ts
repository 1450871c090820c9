import { describe, expect, it } from 'vitest';
import { areaNavFor } from '~/components/page/area-nav';
import {
  BOTTOM_BAR_MAX_ITEMS,
  bottomBarItems,
  FOOTER_QUICK_LINKS,
  FOOTER_RESOURCES,
  footerLinksFor,
  HEADER_LINKS,
  mobileMenuEntries,
  moreSheetEntries,
} from './navigation';

describe('header links (SPEC §2)', () => {
  it('lists the SPEC links in order, with Courses after Home (decision 0076) and Earn with Us for the affiliate programme', () => {
    expect(HEADER_LINKS.map((link) => link.to)).toEqual([
      '/',
      '/courses',
      '/coaching',
      '/community',
      '/products',
      '/tools-resources',
      '/affiliate-program',
      '/blog',
    ]);
    expect(HEADER_LINKS.find((link) => link.to === '/affiliate-program')?.labelKey).toBe('nav.earnWithUs');
  });
});

describe('mobile menu drawer (SPEC §2)', () => {
  const base = ['/', '/coaching', '/community', '/products', '/tools-resources', '/affiliate-program', '/blog', '/forum'];

  it('ends with Sign in when signed out', () => {
    const entries = mobileMenuEntries(false);
    expect(entries.map((entry) => entry.to)).toEqual([...base, '/auth']);
    expect(entries.at(-1)).toMatchObject({ labelKey: 'drawer.signIn.label', subtitleKey: 'drawer.signIn.subtitle' });
  });

  it('adds My Learning before the last entry, Account, when signed in', () => {
    const entries = mobileMenuEntries(true);
    expect(entries.map((entry) => entry.to)).toEqual([...base, '/student-dashboard', '/account']);
  });

  it('gives every entry a subtitle', () => {
    for (const entry of [...mobileMenuEntries(true), ...mobileMenuEntries(false)]) expect(entry.subtitleKey).toBeTruthy();
  });
});

describe('mobile bottom bar (SPEC §2)', () => {
  it('shows at most four items plus More', () => {
    expect(bottomBarItems(false).length).toBeLessThanOrEqual(BOTTOM_BAR_MAX_ITEMS);
    expect(bottomBarItems(true).length).toBeLessThanOrEqual(BOTTOM_BAR_MAX_ITEMS);
  });

  it('shows Profile only when signed in', () => {
    expect(bottomBarItems(false).map((item) => item.icon)).toEqual(['home', 'courses', 'shop', 'affiliate']);
    expect(bottomBarItems(true).map((item) => item.icon)).toEqual(['home', 'courses', 'shop', 'profile']);
  });

  it('fills the More sheet per sign-in state, with "Sell on …" (no floating button on phones)', () => {
    expect(moreSheetEntries(false).map((entry) => entry.to)).toEqual([
      '/search',
      '/affiliate-program',
      '/about',
      '/contact',
      '/courses',
      '/auth',
      '/vendors/onboard',
    ]);
    expect(moreSheetEntries(true).map((entry) => entry.to)).toEqual([
      '/search',
      '/teach',
      '/affiliate-program',
      '/about',
      '/contact',
      '/vendors/onboard',
    ]);
  });
});

describe('footer (SPEC §2)', () => {
  it('lists the quick links and the resources in the SPEC order', () => {
    expect(FOOTER_QUICK_LINKS.map((link) => link.to)).toEqual([
      '/products',
      '/about',
      '/blog',
      '/analytics',
      '/affiliate',
      '/contact',
      '/sustainability',
      '/careers-growth',
      '/learning',
    ]);
    expect(FOOTER_RESOURCES.map((link) => link.to)).toEqual([
      '/faq',
      '/shipping-info',
      '/terms-of-service',
      '/legal/terms-of-service',
      '/cookies',
      '/acceptable-use',
      '/privacy-policy',
      '/subscriptions',
      '/forum',
    ]);
  });
});

describe('menus show what the person may open (issue 35, point 9)', () => {
  const quick = (role: string | null) => footerLinksFor('footerQuickLinks', role).map((link) => link.to);
  const resources = (role: string | null) => footerLinksFor('footerResources', role).map((link) => link.to);

  it('offers a visitor no page behind a sign-in wall: no Analytics, no Affiliate dashboard, no Subscriptions', () => {
    expect(quick(null)).toEqual(['/products', '/about', '/blog', '/contact', '/sustainability', '/careers-growth', '/learning']);
    expect(resources(null)).not.toContain('/subscriptions');
  });

  it('offers a plain user their subscriptions but neither the admin analytics nor an affiliate’s dashboard', () => {
    expect(quick('user')).not.toContain('/analytics');
    expect(quick('user')).not.toContain('/affiliate');
    expect(quick('instructor')).not.toContain('/analytics');
    expect(resources('user')).toContain('/subscriptions');
  });

  it('keeps the SPEC’s lists complete for an admin, and the affiliate dashboard for an affiliate', () => {
    expect(quick('admin')).toEqual(FOOTER_QUICK_LINKS.map((link) => link.to));
    expect(resources('admin')).toEqual(FOOTER_RESOURCES.map((link) => link.to));
    expect(quick('affiliate')).toContain('/affiliate');
  });

  it('leaves the affiliate dashboard out of a plain user’s account and affiliate sections', () => {
    expect(areaNavFor('account', 'user').map((link) => link.to)).not.toContain('/affiliate');
    expect(areaNavFor('affiliate', 'user').map((link) => link.to)).not.toContain('/affiliate');
    expect(areaNavFor('affiliate', null).map((link) => link.to)).toContain('/affiliate-program');
    expect(areaNavFor('account', 'admin').map((link) => link.to)).toContain('/affiliate');
  });

  it('links the vendor dashboard for holders of the vendor role only, not for an admin without it', () => {
    const market = (role: string | null, roles?: string[]) => areaNavFor('market', role, roles).map((link) => link.to);
    expect(market('user', ['vendor'])).toContain('/vendors/dashboard');
    expect(market('user', [])).not.toContain('/vendors/dashboard');
    expect(market('admin', ['admin'])).not.toContain('/vendors/dashboard');
    expect(market(null)).toEqual(['/vendors/onboard', '/vendors/badges', '/legal/vendor-terms']);
  });
});
