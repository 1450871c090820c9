import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '~/features/accounts/route-access';
import { NOT_FOUND_ROUTE, ROUTE_ADDRESSES } from '~/utils/route-table';
import { flattenRoutes } from '../tests/setup/flat-routes';
import routes from './routes';

const pages = flattenRoutes(routes as RouteConfigEntry[]).filter((route) => route.path !== '/*');

// Every path SPEC §2 names, and the three the mobile bar needs.
const SPEC_PATHS = `/ /about /blog /auth /auth/forgot /auth/reset /signup /contact /faq /products /relief /privacy-policy
/terms-of-service /shipping-info /payment/success /payment/error /payment-success /payment-cancel /soil-analysis-kit
/instructor-auth /instructor-signup /instructor-join /affiliate-program /affiliate/terms /affiliate/leader-addendum /donate
/donate/success /affiliates/join /affiliate/join /vendors/onboard /vendors/onboard-new /vendors/badges /vendors/dashboard
/vendors/welcome /checkout/success /checkout/cancel /instructors/onboarding /instructor/pay/success /instructor/pay/cancel
/legal/vendor-terms /legal/privacy /admin/instructors /admin/analytics /workplace-policy /product/:handle /sustainability
/careers-growth /learning /cookies /acceptable-use /legal/terms-of-service /analytics /affiliate /tools-resources
/composting-guide /pest-management /water-conservation /organic-certification /season-planner /market-research /community
/forum /recipes /coaching /coaching/enroll /class-enrollment /join /careers /account /orders /subscriptions /checkout
/student-dashboard /video-session/:sessionId /affiliate/admin /blog/admin /inventory /instructor-management /admin
/admin/certificates /admin/email-dashboard /admin/communications /instructor-dashboard /auth/verify /teach /instructor/apply
/courses/pumpkin-seed-power /courses/pumpkin-harvest-power /pumpkin/game /instructor/onboarding /instructor-onboarding
/instructor/verification /instructor-verification /admin/setup /creator-hub /creator-hub/ai-engine /creator-hub/security-logs
/creator-hub/analytics /creator-hub/affiliates /creator-hub/instructors /creator-hub/students /creator-hub/foundation
/creator-hub/system-console /creator-hub/user-oversight /creator-hub/direct-fix-controls /creator-hub/growth-automation
/creator-hub/pro-support-desk /creator-hub/sms-marketing /creator-hub/social-media /creator-hub/business-valuation
/courses /dashboard /search`.split(/\s+/);

describe('the route table', () => {
  it('is what React Router is given: its addresses in its order, then the not-found catch-all', () => {
    const table = [...ROUTE_ADDRESSES.map(({ path, route }) => ({ path, file: route.file })), NOT_FOUND_ROUTE];
    expect(flattenRoutes(routes as RouteConfigEntry[])).toEqual(table);
  });

  it('has a route for every path of the SPEC', () => {
    const paths = new Set(pages.map((route) => route.path));
    expect(SPEC_PATHS.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('declares who may open every route, and nothing else', () => {
    const paths = pages.map((route) => route.path);
    expect(paths.filter((path) => !(path in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('protects the SPEC signed-in, instructor and admin routes', () => {
    for (const path of [
      '/account',
      '/affiliate',
      '/orders',
      '/subscriptions',
      '/checkout',
      '/student-dashboard',
      '/video-session/:sessionId',
    ]) {
      expect(ROUTE_ACCESS[path as keyof typeof ROUTE_ACCESS]).toBe('signed-in');
    }
    expect(ROUTE_ACCESS['/instructor-dashboard']).toBe('instructor');
    for (const [path, access] of Object.entries(ROUTE_ACCESS)) {
      if (path.startsWith('/creator-hub') || (path.startsWith('/admin') && path !== '/admin/setup')) expect(access).toBe('admin');
    }
  });

  it('gives each page of the SPEC its own module, shared only by the page’s aliases', () => {
    const spec = ROUTE_ADDRESSES.filter(({ path }) => SPEC_PATHS.includes(path));
    const pagesServedBy = (file: string) =>
      new Set(spec.filter(({ route }) => route.file === file).map(({ route }) => route.path));
    expect(spec.filter(({ route }) => pagesServedBy(route.file).size > 1).map(({ path }) => path)).toEqual([]);
  });

  it('authorises on the first line of every loader and action, with its page’s path (an alias’s entry’s)', () => {
    for (const route of pages) {
      const source = fs.readFileSync(path.join('app', route.file), 'utf8');
      for (const kind of ['loader', 'action'] as const) {
        const match = new RegExp(`export async function ${kind}\\([^)]*\\)[^{]*\\{\\n\\s*(.*)`).exec(source);
        if (!match) continue;
        const firstLine = match[1] ?? '';
        const pagePath = ROUTE_ADDRESSES.find((address) => address.path === route.path)?.route.path;
        expect(firstLine.replace(/^const \w+ = /, ''), `${route.file} ${kind}`).toBe(
          `await requireAccess(request, '${pagePath}');`,
        );
      }
      expect(/export (async function|const) loader/.test(source) || /export async function action/.test(source), route.file).toBe(
        true,
      );
    }
  });
});
