import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

test('add to the cart, change quantities to their limits, and check out after signing in', { tag: '@phone' }, async ({
  page,
}) => {
  // The rain barrel diverter is a demo product with only 2 in stock.
  await page.goto('/product/rain-barrel-diverter');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/added to cart$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Cannot exceed available stock')).toBeVisible();

  // The page itself may come from the page cache, shared with every visitor; the header's
  // count is still this visitor's own.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const line = drawer.getByRole('list', { name: 'Your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('button', { name: /^One more/ })).toBeDisabled();
  await line.getByRole('button', { name: /^One less/ }).click();
  await expect(line.getByRole('status')).toHaveText(/1$/);
  await expect(line.getByRole('button', { name: /^One less/ })).toBeDisabled();
  await expect(line.getByRole('button', { name: /^One more/ })).toBeEnabled();

  // Checkout needs a session: the cart waits while the person signs in.
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/auth?redirectTo=%2Fcheckout');
  await expect(page.getByText('Please sign in to proceed with checkout')).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Buyer');
  await page.getByLabel('Mobile number').fill(`+1 555 02${id.slice(-5)}`);
  await page.getByLabel('Email').fill(`buyer${id}@example.org`);
  await page.getByLabel('Password').fill('rain-barrels-and-beans');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/checkout');
  // Checkout is focused (no site navigation): the merged cart shows in its order summary.
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto('/products');
  await expect(page.getByRole('button', { name: /^Cart, [1-9]/ })).toBeVisible();

  // Remove and clear, with the SPEC's messages.
  await page.getByRole('button', { name: /^Cart, / }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Cart cleared')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText('Your cart is empty')).toBeVisible();
});

// The − / + and remove icons rendered 6–8 px wide: the buttons' own padding squeezed them inside
// their 32 px (issue 11). Checked where people press them: the drawer and /cart.
test('the quantity and remove buttons show their icons at a readable size', { tag: '@phone' }, async ({ page }) => {
  const expectReadableIcons = async (line: Locator) => {
    for (const name of [/^One less/, /^One more/, /^Remove/]) {
      const box = await line.getByRole('button', { name }).locator('svg').boundingBox();
      expect(box, String(name)).not.toBeNull();
      for (const side of [box?.width ?? 0, box?.height ?? 0]) {
        expect(side, String(name)).toBeGreaterThanOrEqual(16);
        expect(side, String(name)).toBeLessThanOrEqual(20);
      }
    }
  };
  await page.goto('/product/scarlet-nantes-carrot-seeds');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawerLine = page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('list', { name: 'Your cart' })
    .getByRole('listitem');
  await expect(drawerLine).toHaveCount(1);
  await expectReadableIcons(drawerLine);

  await page.goto('/cart');
  const pageLine = page.getByRole('main').getByRole('list', { name: 'Your cart' }).getByRole('listitem');
  await expect(pageLine).toHaveCount(1);
  await expectReadableIcons(pageLine);
});
