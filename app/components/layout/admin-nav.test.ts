import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '~/utils/route-table';
import { ADMIN_NAV_GROUPS } from '~/utils/routes/route-definition';
import { ADMIN_NAV_ENTRIES, type AdminNavEntry, adminNavSections } from './admin-nav';

const labelsOf = (sections: ReturnType<typeof adminNavSections>) =>
  Object.fromEntries(sections.map((section) => [section.group, section.links.map((link) => link.to)]));

const currentOf = (role: string | null, pathname: string) =>
  adminNavSections({ role, pathname })
    .flatMap((section) => section.links)
    .filter((link) => link.current)
    .map((link) => [link.to, link.current]);

describe('the admin side navigation', () => {
  it('lists an admin every page that declares a place in it, grouped, in order', () => {
    expect(labelsOf(adminNavSections({ role: 'admin', pathname: '/admin' }))).toEqual({
      overview: ['/admin'],
      store: [
        '/admin/orders',
        '/inventory',
        '/creator-hub/foundation',
        '/admin/vendors',
        '/admin/vendors/stores',
        '/admin/vendors/products',
        '/admin/discounts',
        '/admin/payouts',
      ],
      learning: [
        '/admin/instructors',
        '/instructor-management',
        '/creator-hub/instructors',
        '/creator-hub/students',
        '/admin/certificates',
      ],
      community: [
        '/blog/admin',
        '/creator-hub/user-oversight',
        '/creator-hub/pro-support-desk',
        '/careers/admin',
        '/forum/moderation',
      ],
      marketing: [
        '/admin/email-dashboard',
        '/admin/communications',
        '/creator-hub/sms-marketing',
        '/creator-hub/social-media',
        '/creator-hub/growth-automation',
        '/affiliate/admin',
        '/creator-hub/affiliates',
      ],
      insights: ['/creator-hub/security-logs', '/analytics', '/creator-hub/analytics', '/creator-hub/business-valuation'],
      system: ['/creator-hub', '/creator-hub/system-console', '/creator-hub/direct-fix-controls'],
    });
  });

  it('labels groups and links with their translation keys', () => {
    const [overview] = adminNavSections({ role: 'admin', pathname: '/admin' });
    expect(overview).toEqual({
      group: 'overview',
      labelKey: 'adminNav.groups.overview',
      links: [{ to: '/admin', labelKey: 'adminNav.links.dashboard', current: 'page' }],
    });
  });

  it('lists only the pages the person’s role may open, and leaves out groups left empty', () => {
    for (const role of [null, 'user', 'instructor'])
      expect(adminNavSections({ role, pathname: '/admin' }), String(role)).toEqual([]);
    const entries: AdminNavEntry[] = [
      { to: '/admin/orders', access: 'admin', group: 'store', at: 1, labelKey: 'orders' },
      { to: '/instructor-dashboard', access: 'instructor', group: 'learning', at: 2, labelKey: 'teaching' },
      { to: '/courses', access: 'public', group: 'learning', at: 1, labelKey: 'courses' },
    ];
    expect(labelsOf(adminNavSections({ role: 'instructor', pathname: '/courses', entries }))).toEqual({
      learning: ['/courses', '/instructor-dashboard'],
    });
    expect(labelsOf(adminNavSections({ role: 'admin', pathname: '/courses', entries }))).toEqual({
      store: ['/admin/orders'],
      learning: ['/courses', '/instructor-dashboard'],
    });
    expect(labelsOf(adminNavSections({ role: null, pathname: '/courses', entries }))).toEqual({ learning: ['/courses'] });
  });

  it('marks the page shown, and for a page it does not list, the one that page belongs under', () => {
    expect(currentOf('admin', '/admin/orders')).toEqual([['/admin/orders', 'page']]);
    expect(currentOf('admin', '/Admin/Orders/')).toEqual([['/admin/orders', 'page']]);
    expect(currentOf('admin', '/creator-hub')).toEqual([['/creator-hub', 'page']]);
    expect(currentOf('admin', '/creator-hub/security-logs')).toEqual([['/creator-hub/security-logs', 'page']]);
    // Not /admin: the longest listed path wins.
    expect(currentOf('admin', '/admin/orders/6a1f0c8e-0000-4000-8000-000000000000')).toEqual([['/admin/orders', 'true']]);
    expect(currentOf('admin', '/inventory/new')).toEqual([['/inventory', 'true']]);
    expect(currentOf('admin', '/creator-hub/ai-engine')).toEqual([['/creator-hub', 'true']]);
    // A page outside the administration marks nothing.
    expect(currentOf('admin', '/products')).toEqual([]);
  });

  it('lists admin-shell pages only, each with a group the navigation knows', () => {
    for (const entry of ADMIN_NAV_ENTRIES) {
      expect(ROUTE_TABLE.find((route) => route.path === entry.to)?.shell, entry.to).toBe('admin');
      expect(ADMIN_NAV_GROUPS).toContain(entry.group);
    }
  });
});
