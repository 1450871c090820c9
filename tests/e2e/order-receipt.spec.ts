import { expect, newPersonPage, test } from './fixtures';
import { buyAndPay, fillShippingAddress, payWithTestCard, signUpBuyer } from './support/shopper';

/** The order's id from the success page's address (`/checkout/success?order=<id>`). */
function orderIdOf(url: string) {
  return new URL(url).searchParams.get('order') ?? '';
}

test.describe('an admin reading a customer’s order', () => {
  test.use({ asAdmin: true });

  test('goes back to every order, while the customer goes back to their own', async ({ page, browser, baseURL }) => {
    // A sign-up, a checkout and a payment before the two receipts: slower than most tests on a busy machine.
    test.setTimeout(120_000);
    const buyer = await newPersonPage(browser, baseURL);
    await signUpBuyer(buyer, 'receiptback');
    const number = await buyAndPay(buyer, 'brandywine-tomato-seeds');
    const orderId = orderIdOf(buyer.url());
    expect(orderId).not.toBe('');

    // The customer's receipt leads to the customer's own orders.
    await buyer.goto(`/orders/${orderId}`);
    await expect(buyer.getByRole('heading', { name: `Receipt for order ${number}` })).toBeVisible();
    await expect(buyer.getByRole('link', { name: 'All your orders' })).toHaveAttribute('href', '/orders');
    await buyer.context().close();

    // The admin came from the list of every order, and goes back there, not to their own purchases.
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: `Receipt for order ${number}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All your orders' })).toHaveCount(0);
    const back = page.getByRole('link', { name: 'All orders', exact: true });
    await expect(back).toHaveAttribute('href', '/admin/orders');
    await back.click();
    await expect(page).toHaveURL('/admin/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  });
});

test('on a phone, a line of the cart, the checkout summary and the receipt reads quantity, price and total apart', {
  tag: '@mobile',
}, async ({ page }) => {
  // A sign-up, a checkout and a payment: slower than most tests on a busy machine.
  test.setTimeout(120_000);
  await signUpBuyer(page, 'receiptlines');
  await page.goto('/product/brandywine-tomato-seeds');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // The cart: the line's total, the price of one, and a subtotal that says what checkout adds.
  await page.goto('/cart');
  const cartLine = page.getByRole('main').getByRole('list', { name: 'Your cart' }).getByRole('listitem');
  await expect(cartLine.getByText('$8.98')).toBeVisible();
  await expect(cartLine.getByText('$4.49 each')).toBeVisible();
  await expect(page.getByRole('main').getByText('Subtotal', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Shipping and tax are worked out at checkout.')).toBeVisible();

  // Checkout's summary writes a line as the receipt does.
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary.getByRole('listitem').getByRole('definition')).toHaveText(['2', '× $4.49', '$8.98']);
  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const orderId = orderIdOf(page.url());

  await page.goto(`/orders/${orderId}`);
  const items = page.getByRole('list', { name: 'Items in this order' });
  const line = items.getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: 'Brandywine Heirloom Tomato Seeds' })).toBeVisible();
  // Each figure is named for a screen reader, and shown apart.
  await expect(line.getByRole('term')).toHaveText(['Quantity', 'Price each', 'Line total']);
  const figures = line.getByRole('definition');
  await expect(figures).toHaveText(['2', '× $4.49', '$8.98']);
  // Not run together ("2$4.49$8.98"): the three sit apart, none over another, all on the screen,
  // and the line's total stands at the end, well clear of "2 × $4.49".
  const boxes = await Promise.all([0, 1, 2].map((index) => figures.nth(index).boundingBox()));
  for (const box of boxes) expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  type Box = { x: number; y: number; width: number; height: number };
  const [quantity, price, total] = boxes as [Box, Box, Box];
  const apart = (one: Box, other: Box) =>
    one.x + one.width <= other.x ||
    other.x + other.width <= one.x ||
    one.y + one.height <= other.y ||
    other.y + other.height <= one.y;
  expect(apart(quantity, price) && apart(price, total) && apart(quantity, total)).toBe(true);
  expect(price.x - (quantity.x + quantity.width)).toBeGreaterThan(2);
  expect(total.x - (price.x + price.width)).toBeGreaterThan(16);
});
