import { expect, test } from './fixtures';

/*
 * Vendor badges (issue 39, decision 0098), as a shopper meets them: /vendors/badges says what each
 * badge means with its real thresholds and who holds it, and the demo vendor's product page (the
 * demo store has a valid organic certificate, so the seeded run awarded Certified Organic) names
 * the store and links its badge to what it means.
 */

const BADGES = ['Certified Organic', 'Top Seller', 'Fast Shipper', 'Relief Partner'];

test('the badges page explains each badge, and a badged vendor’s product page shows it', async ({ page, checkA11y }) => {
  // Two pages, each checked by axe, and a client-side navigation between them: longer than one page's flow.
  test.setTimeout(90_000);
  await page.goto('/vendors/badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor badges' })).toBeVisible();
  for (const name of BADGES) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // The criteria carry the thresholds the nightly job applies.
  await expect(page.getByText(/^At least 20 orders of the store’s goods paid in the last 90 days/)).toBeVisible();
  await expect(page.getByText(/sent within 48 hours of payment/)).toBeVisible();
  await expect(page.getByText(/gave at least \$100\.00 to our relief partners in the last 365 days/)).toBeVisible();
  const organic = page.getByRole('region', { name: 'Certified Organic' });
  await expect(organic.getByText('Demo Grower Store')).toBeVisible();
  await checkA11y();

  await page.goto('/product/heirloom-runner-bean-seeds-demo-grower');
  await expect(page.getByRole('heading', { level: 1, name: /Heirloom Runner Bean Seeds/ })).toBeVisible();
  await expect(page.getByText('Sold by Demo Grower Store')).toBeVisible();
  const badges = page.getByRole('list', { name: 'Badges of this seller' });
  await expect(badges.getByRole('listitem')).toHaveCount(1);
  await checkA11y();
  const link = badges.getByRole('link', { name: 'Certified Organic' });
  await expect(link).toHaveAttribute('href', '/vendors/badges#certified-organic');
  // The next page's code and data are fetched on the click: wait for the navigation itself.
  await Promise.all([page.waitForURL(/\/vendors\/badges#certified-organic$/), link.click()]);
  await expect(page.getByRole('heading', { level: 2, name: 'Certified Organic' })).toBeInViewport();
});
