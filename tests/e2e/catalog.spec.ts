import { expect, test } from './fixtures';

test('browse the catalogue: filter in the address, sort, open a product', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse products' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Products' });
  await expect(results.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Seeds' }).click();
  await expect(page).toHaveURL('/products?category=seeds');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.getByLabel('In stock only').check();
  await page.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(/category=seeds/);
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/inStock=1/);

  // Prices read in order, cheapest first.
  const prices = (await results.getByText(/^\$\d+\.\d\d$/).allTextContents()).map((price) => Number(price.slice(1)));
  expect(prices.length).toBeGreaterThan(1);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Seeds' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'Product');
  expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
});

test('the soil analysis kit and the relief products have their own pages', async ({ page }) => {
  await page.goto('/soil-analysis-kit');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/soil/i);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/soil-analysis-kit$/);

  await page.goto('/relief');
  const relief = page.getByRole('list', { name: 'Products that fund relief work' });
  await expect(relief.getByRole('listitem').first()).toBeVisible();
  await expect(relief.getByText('Relief').first()).toBeVisible();
});

test('a cancelled checkout lands on the products page, with a word on what happened', async ({ page }) => {
  await page.goto('/checkout/cancel');
  await expect(page.getByRole('status').filter({ hasText: 'Checkout cancelled' })).toContainText('nothing was charged');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse products' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('No products are listed yet')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
