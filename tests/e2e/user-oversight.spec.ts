import { expect, newPersonPage, test } from './fixtures';
import { signUpBuyer } from './support/shopper';

/*
 * User oversight (decision 0111): a member who says their phone was lost is found by the admin
 * from their email, signed out everywhere (their browser is back at sign-in on its next page),
 * and made an admin and back again, each change confirmed on the member's page.
 */

test.use({ asAdmin: true });

test('an admin finds a member, signs them out everywhere, and makes them an admin and back @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, each signing in.
  test.setTimeout(90_000);
  const member = await newPersonPage(browser, baseURL);
  const email = await signUpBuyer(member, 'oversight', { first: 'Mara', last: 'Lostphone' });

  await page.goto('/creator-hub/user-oversight');
  await expect(page.getByRole('heading', { level: 1, name: 'User oversight' })).toBeVisible();
  await page.getByLabel('Name, email or mobile number').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('1 account', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Mara Lostphone' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mara Lostphone' })).toBeVisible();
  await expect(page.getByText('Signed in on 1 device or browser.')).toBeVisible();
  await expect(page.getByText('No orders under this address.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Mara Lostphone is signed out of 1 device.')).toBeVisible();
  await expect(page.getByText('Not signed in anywhere.')).toBeVisible();
  // The member's browser asks them to sign in at its next page.
  await member.goto('/account');
  await expect(member).toHaveURL(/\/auth/);
  await member.context().close();

  await page.getByRole('button', { name: 'Make an admin' }).click();
  await expect(page.getByText('Mara Lostphone is now an admin.')).toBeVisible();
  const roles = page.getByRole('region', { name: 'Roles' });
  await expect(roles.getByRole('listitem').filter({ hasText: 'Admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove as admin' }).click();
  await expect(page.getByText('Mara Lostphone is no longer an admin.')).toBeVisible();
  await expect(roles.getByText('Member', { exact: true })).toBeVisible();
});
