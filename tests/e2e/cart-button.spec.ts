import { devices, type Route } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 35, point 2: the header's cart control works from the moment it is drawn. Before the page
 * has hydrated (or without JavaScript) it is a link to /cart; once hydrated it opens the drawer,
 * at once with the lines the page already read.
 */

const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const cartPage = /\/cart$/;

test('a tap on the cart right after the page loads opens the drawer or the cart page', { tag: '@mobile' }, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...phone, baseURL });
  const page = await context.newPage();
  // Not the fixture's goto, which waits for hydration: the tap comes as soon as the HTML is read.
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart/ })
    .or(page.getByRole('banner').getByRole('button', { name: /^Cart/ }))
    .tap();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const cartHeading = page.getByRole('heading', { level: 1, name: 'Your cart' });
  await expect(drawer.or(cartHeading)).toBeVisible();
  if (await cartHeading.isVisible()) await expect(page).toHaveURL(cartPage);
  await context.close();
});

test('before the scripts have run, the cart control is a link to the cart page', { tag: '@mobile' }, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...phone, baseURL });
  const page = await context.newPage();
  // The page's scripts are held until the tap has landed: the page is drawn but not hydrated.
  const held: Route[] = [];
  await page.route(/\.js(\?|$)/, (route) => void held.push(route));
  // (Module scripts hold DOMContentLoaded back, so the page is read as it arrives.)
  await page.goto('/products', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).tap();
  await expect(page).toHaveURL(cartPage);
  await page.unroute(/\.js(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await Promise.all(held.map((route) => route.continue().catch(() => {})));
  await context.close();
});

test('without JavaScript the cart control leads to the cart page', { tag: '@mobile' }, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...phone, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/products');
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).tap();
  await expect(page).toHaveURL(cartPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await context.close();
});

test('the drawer opens at once with the lines the page already knows, before its own read returns', { tag: '@mobile' }, async ({
  page,
}) => {
  await page.goto('/product/scarlet-nantes-carrot-seeds');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // A page from the cache: the header reads this visitor's cart itself, lines included.
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // From here the server's answers to the drawer are held: what it shows is what it knew.
  const held: Route[] = [];
  await page.route('**/api/cart*', (route) => void held.push(route));
  await page.getByRole('button', { name: 'Cart, 1 item' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('list', { name: 'Your cart' }).getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByText('Loading your cart…')).toHaveCount(0);
  await page.unroute('**/api/cart*');
  await Promise.all(held.map((route) => route.continue().catch(() => {})));
  await expect(drawer.getByRole('link', { name: /Scarlet Nantes/ })).toBeVisible();
});
