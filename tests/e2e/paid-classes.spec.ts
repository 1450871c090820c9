import { expect, test } from './fixtures';
import { payWithTestCard, signUpBuyer } from './support/shopper';

/*
 * A seat in a paid live class (decision 0053), as a learner meets it: the price, tax and refund
 * rule before paying, the seat held while paying and booked by the payment, and a cancellation
 * before the cut-off refunded in full. "Plan your drip irrigation" is the demo's paid class.
 */

test('book and pay for a seat in a paid class, then cancel it before the cut-off for a full refund', async ({
  page,
  checkA11y,
}) => {
  await signUpBuyer(page, 'paid-seat');
  await page.goto('/coaching/enroll');
  const card = page.getByRole('article').filter({ hasText: 'Plan your drip irrigation' });
  await card.getByRole('link', { name: 'Book and pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your drip irrigation' })).toBeVisible();
  const classUrl = page.url();
  await expect(page.getByText('Plus $1.20 tax: $16.20 in all.', { exact: false })).toBeVisible();
  await expect(page.getByText('Cancel at least 24 hours before the start for a full refund.')).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Book and pay' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);

  // The seat is booked by the payment (a background job); the cancel button states the refund.
  await expect(async () => {
    await page.goto(classUrl);
    await expect(page.getByText('You have a seat in this class.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(/^Cancel by .+ for a full refund\.$/)).toBeVisible();
  await checkA11y();
  // One more, deliberate, click (issue 35, point 15): the question names the refund the rule gives.
  await page.getByText('Cancel and get a full refund', { exact: true }).click();
  await expect(
    page.getByText(/^You cancel before the cut-off \(.+\), so the \$16\.20 you paid is refunded in full\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel my seat' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your seat is cancelled and the full price is being refunded' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book and pay' })).toBeVisible();

  // The order is refunded in full by a job.
  await expect(async () => {
    await page.goto('/orders');
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});
