import { expect, newPersonPage, test } from './fixtures';
import { buyAndPay, signUpBuyer } from './support/shopper';

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
