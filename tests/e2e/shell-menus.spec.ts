import { expect, test } from './fixtures';
import { signUpBuyer } from './support/shopper';

/* Issue 35, points 9 and 5: menus offer only what the person may open; checkout keeps to its task. */

test('a visitor’s footer offers no page behind a sign-in wall', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Affiliate dashboard' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
});

test('the checkout shows none of the shop’s section links', { tag: '@phone' }, async ({ page }) => {
  await signUpBuyer(page, 'focused');
  await page.goto('/product/brandywine-tomato-seeds');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByLabel('Postal code')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shop' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Soil Analysis Kit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Donate' })).toHaveCount(0);
  // A plain user's account sections leave out the affiliate dashboard.
  await page.goto('/account');
  const sections = page.getByRole('navigation', { name: 'Your account' });
  await expect(sections.getByRole('link', { name: 'Your orders' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Affiliate dashboard' })).toHaveCount(0);
});
