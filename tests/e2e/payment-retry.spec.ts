import { expect, test } from './fixtures';
import { checkOutToPaymentPage, payWithTestCard, signUpBuyer } from './support/shopper';

// Decision 0041: a declined card keeps the buyer on the payment page with the reason; another
// card pays the same order, and the result page shows what was bought, where it goes and when.

test('a declined card keeps the buyer on the payment page; another card pays and the result page shows the order', async ({
  page,
}) => {
  // Sign-up, checkout, three submissions of the payment page and two result pages: a long flow
  // for the 30 s default on a busy machine.
  test.setTimeout(60_000);
  await signUpBuyer(page, 'retry', { first: 'Rhea', last: 'Retry' });
  await checkOutToPaymentPage(page, 'hori-hori-garden-knife', 'Rhea Retry');
  const paymentUrl = page.url();

  // The page lists what is being paid for.
  const summary = page.getByRole('complementary', { name: 'What you are paying for' });
  await expect(summary.getByText('Hori-Hori Garden Knife with Sheath')).toBeVisible();
  await expect(summary.getByText('Total')).toBeVisible();

  // Mistakes are shown beside their fields, and the first one takes the focus.
  await page.getByRole('button', { name: 'Pay now' }).click();
  const number = page.getByLabel('Card number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('This card number is not valid.');
  await expect(number).toBeFocused();
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription('Enter the expiry date as MM/YY.');

  // Typed as digits, shown grouped; the expiry gets its slash.
  await number.pressSequentially('4000000000000002');
  await expect(number).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();

  // Declined: still on the same payment page, with the reason, and nothing to retype but the card.
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined. Nothing was charged. Try another card, or cancel the payment.',
  );
  expect(page.url()).toBe(paymentUrl);
  await expect(number).toBeFocused();
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');

  await number.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { name: /Thank you! Order VL-\d+ is paid/ })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('link', { name: 'Hori-Hori Garden Knife with Sheath' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping to' }).getByText('12 Orchard Lane')).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Estimated delivery' });
  // A range of two days, e.g. "Mar 6 – 13, 2026 (Standard shipping)".
  await expect(delivery).toContainText(/\d.*–.*\d{4} \(Standard shipping\)/);
  await expect(page.getByRole('link', { name: /View order VL-\d+/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();

  // The order's timeline remembers the decline before the payment.
  await page.getByRole('link', { name: /View order VL-\d+/ }).click();
  await expect(page.getByText('Payment attempt declined: the card was declined')).toBeVisible();
  await expect(page.getByText('Payment received')).toBeVisible();
});

test('after a decline, cancelling the payment cancels the order and keeps the cart', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpBuyer(page, 'retry', { first: 'Rhea', last: 'Retry' });
  await checkOutToPaymentPage(page, 'hori-hori-garden-knife', 'Rhea Retry');
  await payWithTestCard(page, '4000 0000 0000 9995');
  await expect(page.getByRole('alert')).toHaveText(/Your card has insufficient funds/);

  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/payment-cancel\?order=/);
  await expect(page.getByText(/You cancelled the payment\. Nothing was charged/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: /View order VL-/ }).click();
  await expect(page.getByText('Order cancelled: payment cancelled')).toBeVisible();
});
