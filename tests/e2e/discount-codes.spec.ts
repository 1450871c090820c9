import { expect, test } from './fixtures';
import { fillShippingAddress, payWithTestCard, signUpBuyer, uniqueId } from './support/shopper';

/*
 * Discount codes (issue 39): an admin makes a code for seeds, a shopper is told why it does not
 * fit their cart yet, applies it once it does, sees what it saves, pays the lower total, and
 * finds the discount on the receipt.
 */

test.use({ asAdmin: true });

test('an admin makes a code; a shopper applies it at checkout and pays the lower total', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const code = `SEEDS${uniqueId().slice(-6)}`;
  await page.goto('/admin/discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Use 3 to 32 letters, digits or dashes, starting with a letter or digit.')).toBeVisible();
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Percent off').fill('15');
  await form.getByLabel('Minimum order (US$)').fill('5');
  await form.getByRole('checkbox', { name: 'Seeds' }).check();
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText(`Code ${code} created.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Active');

  // A context of its own, signed in as nobody (the file's admin state is not carried over).
  const shopper = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const shop = await shopper.newPage();
  await signUpBuyer(shop, 'discount');
  await shop.goto('/product/brandywine-tomato-seeds');
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await shop.goto('/checkout');
  const summary = shop.getByRole('complementary', { name: 'Order summary' });
  const totalBefore = await summary.getByRole('definition').last().textContent();

  // One packet ($4.49) is below the code's $5 minimum: the code is refused, with the reason.
  await summary.getByLabel('Discount code').fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('This code needs an order of at least $5.00 in the products it applies to.')).toBeVisible();

  await shop.goto('/product/brandywine-tomato-seeds');
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await shop.goto('/checkout');
  await summary.getByLabel('Discount code').fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(`Code ${code}`)).toBeVisible();
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  await expect(summary.getByText('you save')).toBeVisible();

  // Removing it and applying it again works the same way.
  await summary.getByRole('button', { name: 'Remove' }).click();
  await expect(summary.getByText(`Discount (${code})`)).toHaveCount(0);
  await summary.getByLabel('Discount code').fill(code);
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  const totalWith = await summary.getByRole('definition').last().textContent();
  expect(totalWith).not.toBe(totalBefore);

  await fillShippingAddress(shop);
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shop).toHaveURL(/\/pay\/test\/tcs_/);
  await expect(shop.locator('dl').getByText(totalWith ?? '')).toBeVisible();
  await payWithTestCard(shop, '4242 4242 4242 4242');
  await expect(shop).toHaveURL(/\/checkout\/success\?order=/);
  await shop.goto('/orders');
  await shop
    .getByRole('link', { name: /^Order VL-/ })
    .first()
    .click();
  await expect(shop.getByText('Discount', { exact: true })).toBeVisible();
  await shopper.close();

  // The admin sees the use counted.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(3)).toHaveText('1');
});
