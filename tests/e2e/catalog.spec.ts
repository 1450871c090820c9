import { expect, test } from './fixtures';
import { buyAndPay, signUpBuyer, uniqueId } from './support/shopper';

test('browse the catalogue: filters apply as they change, in the address, then open a product', { tag: '@phone' }, async ({
  page,
  isMobile,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse products' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Products' });
  await expect(results.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Seeds' }).click();
  await expect(page).toHaveURL('/products?category=seeds');
  const opener = page.getByRole('link', { name: 'Filter and sort' });
  if (isMobile) {
    // On a phone the products come first; the filters wait in a sheet.
    await expect(results.getByRole('listitem').first()).toBeInViewport();
    await expect(page.getByLabel('Sort by')).toBeHidden();
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Filter and sort' })).toBeVisible();
  } else {
    await expect(opener).toBeHidden();
  }
  // No "apply" step: each change updates the list and the address at once.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL('/products?category=seeds&sort=price-asc');
  await page.getByLabel('In stock only').check();
  await expect(page).toHaveURL('/products?category=seeds&sort=price-asc&inStock=1');
  if (isMobile) {
    await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(opener).toContainText('2');
  }

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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still works, in a sheet on a phone', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/products?category=seeds');
    if (isMobile) {
      await expect(page.getByLabel('Sort by')).toBeHidden();
      await page.getByRole('link', { name: 'Filter and sort' }).click();
    }
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByLabel('Relief products only').check();
    await page.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(/category=seeds/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(/relief=1/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  });
});

test('a reviewed product’s card shows its rating, and "Best rated" puts it first', async ({ page }) => {
  // Signing up, paying and reviewing before the listing: slower than most tests on a busy machine.
  test.setTimeout(120_000);
  await signUpBuyer(page, 'cardrating', { first: 'Rosa', last: 'Rating' });
  await buyAndPay(page, 'brandywine-tomato-seeds', 'Rosa Rating');
  await page.goto('/product/brandywine-tomato-seeds');
  const form = page.getByRole('region', { name: 'Reviews' }).getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Title').fill(`Early and sweet ${uniqueId()}`);
  await form.getByLabel('Your review').fill('Big fruit by midsummer, and every plant came true to type.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();

  await page.goto('/products');
  await page.getByLabel('Sort by').selectOption('best-rated');
  await expect(page).toHaveURL('/products?sort=best-rated');
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  // Every review of it gives 5 stars (this test's, on every run), so it leads the list.
  const card = cards.first();
  await expect(card.getByRole('link', { name: 'Brandywine Heirloom Tomato Seeds' })).toBeVisible();
  await expect(card.getByText(/^5 out of 5 stars, \d+ reviews?$/)).toBeAttached();
  await expect(card.getByText(/^5 \(\d+\)$/)).toBeVisible();
});
