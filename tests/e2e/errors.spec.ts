import { expect, test } from './fixtures';

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Verde Living');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a product that does not exist is a 404 too', async ({ page }) => {
  const response = await page.goto('/product/no-such-seed');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the error screens are in the HTML where they stand, so they read the same without JavaScript', async ({
  browser,
  baseURL,
}) => {
  // The screens' code loads only when one is shown; the server still writes them in place
  // (not as a hidden part that a script moves into view).
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/this/page/does-not-exist', '/product/no-such-seed']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  }
  await context.close();
});

test('a link to a page that does not exist shows the not-found screen after a client-side navigation', async ({ page }) => {
  await page.goto('/');
  // A navigation inside the app (no document load): the screen's code comes when it is needed.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/product/no-such-seed';
    link.textContent = 'missing';
    link.id = 'missing-link';
    document.querySelector('main')?.append(link);
  });
  await page.locator('#missing-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
