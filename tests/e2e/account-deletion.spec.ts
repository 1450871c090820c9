import { expect, test } from './fixtures';
import { DEMO_ADMIN } from './support/accounts';
import { BUYER_PASSWORD, buyAndPay, signUpBuyer } from './support/shopper';

// Issue 11, defect 1: deletion failed for anyone who had ever ordered. A realistic person here has
// a paid order, a wishlist, a cart and a newsletter subscription when they delete their account.
test('a person with an order, a wishlist, a cart and a newsletter subscription deletes their account', async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign-up, a paid order, a wishlist, a cart, the newsletter and the deletion: about twenty page
  // loads, 35 to 60 s on CI's slowest runs.
  test.setTimeout(120_000);
  const email = await signUpBuyer(page, 'leaver', { first: 'Lena', last: 'Leaver' });
  const orderNumber = await buyAndPay(page, 'hori-hori-garden-knife', 'Lena Leaver');

  await page.goto('/product/bypass-pruning-shears');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/added to cart$/)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Newsletter' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(/Check your inbox/)).toBeVisible();

  await page.goto('/account');
  await page.getByText('Delete my account', { exact: true }).first().click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Delete my account' }) });
  // Without the tick, nothing happens and the form says why.
  await form.getByLabel('Current password').fill(BUYER_PASSWORD);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Tick the box to confirm that you want to delete your account.')).toBeVisible();

  await form.getByLabel('Current password').fill(BUYER_PASSWORD);
  await form.getByLabel('I understand that my account will be deleted and cannot be restored.').check();
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account and the data that identifies you have been deleted.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/account/);

  // Signed out, and the old credentials open nothing.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByLabel('Password').fill(BUYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /not right|incorrect|invalid/i })).toBeVisible();

  // The order stays in the books, without the person.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await adminPage.goto('/auth');
  await adminPage.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await adminPage.getByLabel('Email or mobile number').fill(DEMO_ADMIN.email);
  await adminPage.getByLabel('Password').fill(DEMO_ADMIN.password);
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(adminPage).toHaveURL('/');
  await adminPage.goto(`/admin/orders?q=${orderNumber}`);
  const row = adminPage.getByRole('row').filter({ has: adminPage.getByRole('link', { name: orderNumber }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('deleted-account');
  await expect(adminPage.getByText(email)).toHaveCount(0);
  await admin.close();
});
