import { expect, test } from './fixtures';
import { waitForMail } from './mail';

test('donate $25 as a visitor with the test provider and get a receipt', async ({ page }) => {
  const email = `gift${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  await page.goto('/donate');
  await expect(page.getByRole('heading', { name: 'Perks', exact: true })).toBeVisible();
  await page.getByText('$25.00', { exact: true }).click();
  await expect(page.getByText(/Grower/).first()).toBeVisible();
  await page.getByLabel('Your name').fill('Fern Giver');
  await page.getByLabel('Email for your receipt').fill(email);
  await page.getByRole('button', { name: 'Donate $25.00' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/tcs_/);
  // The amount heads the form, and the page lists the gift as what is being paid for.
  await expect(page.getByText('$25.00', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'What you are paying for' })).toContainText('Donation to relief work');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/donate\/success\?donation=/);
  await expect(page.getByText('Thank you, Fern Giver! Your gift of $25.00 has been received')).toBeVisible();
  const mail = await waitForMail({ to: email, subject: /thank you for your donation/ });
  expect(mail.text).toContain('$25.00');
});

test('a custom amount below the minimum is refused on the form', async ({ page }) => {
  await page.goto('/donate');
  await page.getByLabel('Other amount (USD)', { exact: true }).check();
  await page.getByRole('textbox', { name: 'Other amount (USD)' }).fill('0.25');
  await page.getByLabel('Your name').fill('Tiny Giver');
  await page.getByLabel('Email for your receipt').fill('tiny@example.org');
  await page.getByRole('button', { name: /^Donate/ }).click();
  await expect(page.getByText('Choose an amount between $1.00 and $10,000.00.')).toBeVisible();
});
