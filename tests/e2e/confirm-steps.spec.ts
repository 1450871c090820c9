import { expect, test } from './fixtures';
import { finishWaterWiseGardening } from './support/learner';
import { signUpBuyer } from './support/shopper';

/*
 * Issue 35, point 15: giving up a class seat and revoking a certificate each take a confirm step
 * that needs no script: the first click opens a disclosure that says what will happen, and only
 * its "Yes, ..." button posts.
 */

test('cancelling a class seat asks first, and can be kept; it works without JavaScript', async ({ page, browser, checkA11y }) => {
  await signUpBuyer(page, 'seat-confirm');
  await page.goto('/coaching/enroll');
  const card = page.getByRole('article').filter({ hasText: 'Compost troubleshooting clinic' });
  await card.getByRole('button', { name: 'Book a seat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your seat is booked.' })).toBeVisible();
  await page.goto('/coaching');
  await page.getByRole('link', { name: 'Compost troubleshooting clinic' }).click();
  await expect(page.getByText('You have a seat in this class.')).toBeVisible();
  const classUrl = page.url();

  // The first click only asks; "Keep my seat" closes the question and keeps the seat.
  const question = page.getByText(/^Cancel your seat on Compost troubleshooting clinic at .+\?$/);
  const yes = page.getByRole('button', { name: 'Yes, cancel my seat' });
  await expect(yes).toBeHidden();
  await page.getByText('Cancel my seat', { exact: true }).click();
  await expect(question).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Keep my seat' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(classUrl);
  await expect(page.getByText('You have a seat in this class.')).toBeVisible();

  // Without JavaScript: the same two steps, and the second one cancels.
  const noScript = await browser.newContext({
    baseURL: new URL(classUrl).origin,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto(classUrl);
    await expect(plain.getByRole('button', { name: 'Yes, cancel my seat' })).toBeHidden();
    await plain.getByText('Cancel my seat', { exact: true }).click();
    await expect(plain.getByText(/^Cancel your seat on Compost troubleshooting clinic at .+\?$/)).toBeVisible();
    await plain.getByRole('button', { name: 'Yes, cancel my seat' }).click();
    await expect(plain.getByRole('status').filter({ hasText: 'Your booking is cancelled.' })).toBeVisible();
    await expect(plain.getByRole('button', { name: 'Book a seat' })).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test.describe('an admin', () => {
  test.use({ asAdmin: true });

  test('revoking a certificate asks first, then revokes it with the reason', async ({ page, browser, baseURL, checkA11y }) => {
    test.setTimeout(90_000);
    // A learner of their own finishes a course, so that the certificate revoked is this test's.
    const learnerContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const learner = await learnerContext.newPage();
    try {
      await signUpBuyer(learner, 'revoke-confirm');
      const code = await finishWaterWiseGardening(learner);

      await page.goto(`/admin/certificates?q=${code}`);
      const row = page.getByRole('row').filter({ hasText: code });
      await row.getByText('Valid: revoke or re-issue').click();
      await row.getByLabel('Reason (kept with the record)').fill('Quiz answers were shared');
      // Nothing is revoked by the first click: it says what revoking does and offers the real button.
      const confirm = row.getByRole('button', { name: `Yes, revoke ${code}` });
      await expect(confirm).toBeHidden();
      await row.getByText('Revoke', { exact: true }).click();
      await expect(row.getByText(`Once revoked, ${code} no longer verifies`)).toBeVisible();
      await checkA11y();
      await confirm.click();
      await expect(page.getByRole('status').filter({ hasText: `Certificate ${code} revoked.` })).toBeVisible();

      // The learner sees it revoked, with the reason, on the completion page.
      await learner.goto('/courses/water-wise-gardening/complete');
      await expect(learner.getByRole('note')).toHaveText(/revoked: Quiz answers were shared/);
    } finally {
      await learnerContext.close();
    }
  });
});
