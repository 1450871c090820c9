import { expect, test } from './fixtures';

test('the newsletter form explains bad addresses and accepts a good one once', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Newsletter' });
  const submit = footer.getByRole('button', { name: 'Subscribe' });

  await submit.click();
  await expect(footer.getByText('Enter your email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('not-an-address');
  await submit.click();
  await expect(footer.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();

  const address = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  await email.fill(address);
  await submit.click();
  await expect(footer.getByText('Thanks! Check your inbox for a link to confirm your subscription.')).toBeVisible();
  await expect(email).toHaveValue('');

  await email.fill(address.toUpperCase());
  await submit.click();
  await expect(footer.getByText('You have already signed up with this address.', { exact: false })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts and shows its errors and its result', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Newsletter' }).fill('nope');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/newsletter');
    await expect(page.getByRole('main').getByText('Enter a valid email address, like name@example.com.')).toBeVisible();

    await page.getByRole('main').getByRole('textbox', { name: 'Newsletter' }).fill(`nojs-${Date.now()}@example.org`);
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByRole('main').getByText('Thanks! Check your inbox for a link to confirm your subscription.'),
    ).toBeVisible();
  });
});
