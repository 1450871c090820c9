import { expect, type Page } from '@playwright/test';

/** Unique enough for addresses and phone numbers: the end-to-end database outlives a run. */
export const uniqueId = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

export const BUYER_PASSWORD = 'seed-potatoes-and-kale';

/**
 * Fills and sends the sign-up form already on the page (from /signup or the checkout wall's
 * "Create an account"), and returns the new address.
 */
export async function fillSignUp(page: Page, prefix: string, name = { first: 'Iris', last: 'Checkout' }) {
  const email = `${prefix}${uniqueId()}@example.org`;
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  // Seven random digits: numbers are unique per account.
  await page.getByLabel('Mobile number').fill(`+1 555 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(BUYER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  return email;
}

/** Signs in with an existing account (a demo account) through /auth, and waits to leave it. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email or mobile number').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** A new buyer, signed in, with nothing in their cart or wishlist. */
export async function signUpBuyer(page: Page, prefix: string, name?: { first: string; last: string }) {
  await page.goto('/signup');
  const email = await fillSignUp(page, prefix, name);
  await expect(page).not.toHaveURL(/signup/);
  return email;
}

export async function fillShippingAddress(page: Page, fullName = 'Iris Checkout') {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Street address').fill('12 Orchard Lane');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State / province').selectOption('OR');
  await page.getByLabel('Postal code').fill('97477');
}

/** Pays on the test provider's page (tests/e2e run with the test provider). */
export async function payWithTestCard(page: Page, card = '4242 4242 4242 4242') {
  await expect(page.getByText(/TEST MODE/)).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** Puts one product in the cart and checks out to the test provider's payment page. */
export async function checkOutToPaymentPage(page: Page, handle: string, fullName?: string) {
  await page.goto(`/product/${handle}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/added to cart$/)).toBeVisible();
  await page.goto('/checkout');
  await fillShippingAddress(page, fullName);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/tcs_/);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Puts one product in the cart and pays for it; returns the order number (VL-…). */
export async function buyAndPay(page: Page, handle: string, fullName?: string) {
  await checkOutToPaymentPage(page, handle, fullName);
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const heading = await page.getByRole('heading', { name: /Order VL-\d+ is paid/ }).textContent();
  return heading?.match(/VL-\d+/)?.[0] ?? '';
}
