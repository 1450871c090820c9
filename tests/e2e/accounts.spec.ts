import { expect, test } from './fixtures';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('sign up from a protected page, land back on it, and sign out', async ({ page, checkA11y }) => {
  await page.goto('/account');
  await expect(page).toHaveURL('/auth?redirectTo=%2Faccount');
  await checkA11y();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup?redirectTo=%2Faccount');

  const id = unique();
  const email = `grower${id}@example.org`;
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Mobile number').fill('12');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a mobile number with its country code, like +1 555 010 0123.')).toBeVisible();
  await expect(page.getByText('This password is too common and easy to guess. Choose another.')).toBeVisible();
  await checkA11y();

  await page.getByLabel('Mobile number').fill(`+1 555 01${id.slice(-5)}`);
  await page.getByLabel('Password').fill('raised-beds-and-rain');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Welcome to Verde Living!')).toBeVisible();
  await expect(page.getByText('You have successfully signed in.')).toBeVisible();

  // A signed-in person without the admin role is refused admin pages on the server.
  const admin = await page.goto('/creator-hub/security-logs');
  expect(admin?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have the required permissions to access this page. Required role: admin")).toBeVisible();
  await checkA11y();

  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('session_token'));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');

  // Signed in, /auth sends the person on instead of showing the form.
  await page.goto('/auth?redirectTo=%2Forders');
  await expect(page).toHaveURL('/orders');

  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByText('You have been signed out successfully.')).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL('/auth?redirectTo=%2Faccount');
});

test('a wrong password gets a clear message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email or mobile number').fill('nobody@example.org');
  await page.getByLabel('Password').fill('whatever-it-is');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email, mobile number or password is not right.');
});
