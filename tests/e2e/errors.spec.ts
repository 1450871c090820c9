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
