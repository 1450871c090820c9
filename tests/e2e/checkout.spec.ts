import { expect, test } from './fixtures';
import { waitForMail } from './mail';
import { fillShippingAddress, fillSignUp, payWithTestCard } from './support/shopper';

test('check out signed out, sign up, pay with a test card, and find the order and its email', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto('/product/brandywine-tomato-seeds');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/auth?redirectTo=%2Fcheckout');
  await page.getByRole('link', { name: 'Create an account' }).click();
  const email = await fillSignUp(page, 'payer');
  await expect(page).toHaveURL('/checkout');

  // Bad input is answered on the form, field by field.
  await page.getByLabel('Postal code').fill('ABC');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please check the shipping address.')).toBeVisible();
  await expect(page.getByText('Enter the street address.')).toBeVisible();
  await expect(page.getByText('This postal code does not look right for the country chosen.')).toBeVisible();

  await fillShippingAddress(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expect(summary.getByText(/of proceeds goes to relief work/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/tcs_/);
  await payWithTestCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { name: /Thank you! Order VL-\d+ is paid/ })).toBeVisible();
  const heading = await page.getByRole('heading', { name: /Order VL-\d+ is paid/ }).textContent();
  const number = heading?.match(/VL-\d+/)?.[0] ?? '';

  await page.goto('/orders');
  await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible();
  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Receipt for order ${number}` })).toBeVisible();
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();

  const mail = await waitForMail({ to: email, subject: new RegExp(`order ${number} is confirmed`) });
  expect(mail.text).toContain('Brandywine');
});

// A declined card, then a retry or a cancellation: payment-retry.spec.ts.

test('wishlist: add, a duplicate from a stale page, and remove', async ({ page, context }) => {
  await page.goto('/signup');
  await fillSignUp(page, 'wish');
  await expect(page).not.toHaveURL(/signup/);
  const stale = await context.newPage();
  await page.goto('/product/hori-hori-garden-knife');
  await stale.goto('/product/hori-hori-garden-knife');

  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText(/added to wishlist$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  // The second tab still offers "Add": the database refuses the pair a second time.
  await stale.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(stale.getByText('Item already in wishlist')).toBeVisible();
  await stale.close();

  await page.goto('/account/wishlist');
  const item = page.getByRole('listitem').filter({ hasText: 'Hori-Hori' });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /Remove .* from your wishlist/ }).click();
  await expect(page.getByText('Item removed from wishlist')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test('visitors are asked to log in to use the wishlist', async ({ page }) => {
  await page.goto('/product/brandywine-tomato-seeds');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Please log in to add items to your wishlist')).toBeVisible();
});

test('subscribe to the monthly seed box, pay with a test card, then pause and resume', async ({ page }) => {
  await page.goto('/signup');
  await fillSignUp(page, 'boxer');
  await expect(page).not.toHaveURL(/signup/);
  await page.goto('/subscriptions');
  const plan = page.getByRole('listitem').filter({ hasText: 'Seasonal Seed Box, monthly' });
  await plan.getByRole('button', { name: 'Subscribe' }).click();
  await plan.getByLabel('Full name').fill('Iris Checkout');
  await plan.getByLabel('Street address').fill('12 Orchard Lane');
  await plan.getByLabel('City').fill('Springfield');
  await plan.getByLabel('State / province').selectOption('OR');
  await plan.getByLabel('Postal code').fill('97477');
  await plan.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { name: /is paid/ })).toBeVisible();

  // The subscription turns active once the paid order's job has run.
  await expect(async () => {
    await page.goto('/subscriptions');
    await expect(page.getByRole('article', { name: 'Seasonal Seed Box, monthly' }).getByText('Active')).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  const mine = page.getByRole('article', { name: 'Seasonal Seed Box, monthly' });
  await expect(mine.getByText(/Next box and renewal/)).toBeVisible();
  await mine.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Your subscription is paused. Nothing renews until you resume it.')).toBeVisible();
  await page.getByRole('article', { name: 'Seasonal Seed Box, monthly' }).getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Your subscription is active again.')).toBeVisible();
});

test('the full cart page changes quantities and totals like the drawer', async ({ page }) => {
  await page.goto('/product/brandywine-tomato-seeds');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('button', { name: /^One less/ })).toBeDisabled();
  await line.getByRole('button', { name: /^One more/ }).click();
  await expect(line.getByRole('status')).toHaveText(/2$/);
  // The line shows its own total now, as does the subtotal (issue 35, point 5): the line's is meant.
  await expect(line.getByText('$8.98')).toBeVisible();
  await line.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(page.getByText('Your cart is empty').first()).toBeVisible();
});

test('the address book: an address saved at checkout is preselected next time, and managed in the account', async ({ page }) => {
  await page.goto('/signup?redirectTo=%2Fproduct%2Fbrandywine-tomato-seeds');
  await fillSignUp(page, 'book');
  await expect(page).toHaveURL('/product/brandywine-tomato-seeds');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  // A first order: the name comes from the account; saving to the address book is offered, and on.
  await expect(page.getByLabel('Full name')).toHaveValue('Iris Checkout');
  await fillShippingAddress(page);
  await expect(page.getByLabel('Save this address in my address book')).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/tcs_/);

  await page.goto('/account/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page.getByText('12 Orchard Lane')).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();

  await page.goto('/checkout');
  const shipTo = page.getByRole('group', { name: 'Ship to' });
  await expect(shipTo.getByRole('radio', { name: /12 Orchard Lane/ })).toBeChecked();
  await expect(page.getByLabel('Street address')).toBeHidden();
  await shipTo.getByRole('radio', { name: 'A new address' }).check();
  await expect(page.getByLabel('Street address')).toBeVisible();
});
