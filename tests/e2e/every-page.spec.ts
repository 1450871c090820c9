import type { Page } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes';
import { flattenRoutes } from '../setup/flat-routes';
import { expect, test } from './fixtures';

/*
 * Every page in the route table, rendered by the production server as a visitor and as an
 * admin: no page may show a translation placeholder ({{siteName}}, {{count}}) instead of its
 * value. Dynamic segments get a real product handle, or an id that finds nothing (the page's
 * not-found answer still renders the shell and its strings).
 */

const pages = flattenRoutes(routes as RouteConfigEntry[])
  .map((route) => route.path)
  .filter((path) => !path.includes('*'));

async function productHandle(page: Page) {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const handle = sitemap.match(/\/product\/([a-z0-9-]+)</)?.[1];
  expect(handle, 'the sitemap lists a product').toBeTruthy();
  return handle as string;
}

async function placeholdersOn(page: Page, handle: string) {
  const found: string[] = [];
  for (const path of pages) {
    const url = path.replace(':handle', handle).replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
    const response = await page.request.get(url, { maxRedirects: 0 });
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    // The strings the page carries for the browser (decision 0062) hold placeholders by design.
    const html = (await response.text()).replace(/<script type="application\/json" id="page-strings">[^<]*<\/script>/, '');
    expect(html, `${url} still carries its strings`).not.toContain('id="page-strings"');
    const placeholder = html.match(/\{\{\s*\w+\s*\}\}/)?.[0];
    if (placeholder) found.push(`${url}: ${placeholder}`);
  }
  return found;
}

// The HTML is the same whatever the screen: run on the desktop project only.
test.describe('every page in the route table @desktop', () => {
  test('shows no {{placeholder}} to a visitor', async ({ page }) => {
    expect(pages.length).toBeGreaterThan(100);
    expect(await placeholdersOn(page, await productHandle(page))).toEqual([]);
  });

  test.describe('signed in as an admin', () => {
    test.use({ asAdmin: true });
    test('shows no {{placeholder}} to an admin', async ({ page }) => {
      expect(await placeholdersOn(page, await productHandle(page))).toEqual([]);
    });
  });
});
