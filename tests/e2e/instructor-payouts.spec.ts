import { expect, newPersonPage, test } from './fixtures';
import { DEMO_INSTRUCTOR } from './support/accounts';
import { payWithTestCard, signInAs, signUpBuyer, uniqueId } from './support/shopper';

/*
 * Paying an instructor (decision 0057), from a sale to the instructor's dashboard: a learner buys
 * a place on a course the demo instructor teaches, an administrator opens the instructor's bank
 * details and records a transfer, and the instructor sees it. The demo instructor's earnings and
 * payouts are shared with other tests, so only this test's own transfer is looked for.
 */

test.use({ asAdmin: true });

test('pay an instructor: the bank details on request, a transfer recorded, and seen on their dashboard', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const reference = `E2E-${uniqueId()}`;

  // The instructor's payout account: the account the onboarding test saves, so the two agree.
  const instructor = await newPersonPage(browser, baseURL);
  await signInAs(instructor, DEMO_INSTRUCTOR);
  await instructor.goto('/instructor/onboarding');
  await instructor.getByLabel('Account holder').fill('Demo Instructor');
  await instructor.getByLabel('Country of the bank account').selectOption('PT');
  await instructor.getByLabel('IBAN or account number').fill('PT50 0002 0123 1234 5678 9015 4');
  await instructor.getByRole('button', { name: /payout details$/ }).click();
  await expect(instructor.getByText('Your payout details are saved.')).toBeVisible();

  // A learner buys a place on one of their courses: a share is due.
  const learner = await newPersonPage(browser, baseURL);
  await signUpBuyer(learner, 'payout-learner');
  await learner.goto('/courses/pumpkin-harvest-power');
  await learner.getByRole('button', { name: 'Buy this course' }).click();
  await expect(learner).toHaveURL(/\/pay\/test\/tcs_/);
  await payWithTestCard(learner);
  await expect(learner.getByText(/Order VL-\d+ is paid/)).toBeVisible();
  await learner.context().close();

  // The administrator finds them among the instructors with a share.
  await page.goto('/creator-hub/instructors');
  const row = page.getByRole('row').filter({ hasText: 'Demo Instructor' });
  await expect(row.getByText('Account ending 0154')).toBeVisible();
  await checkA11y();
  await row.getByRole('link', { name: 'Demo Instructor' }).click();
  await expect(page.getByRole('heading', { name: /Demo Instructor/ })).toBeVisible();

  // The whole account only on request.
  await expect(page.locator('body')).not.toContainText('PT50000201231234567890154');
  await page.getByRole('button', { name: 'Show the full bank details' }).click();
  await expect(page.getByText('PT50000201231234567890154')).toBeVisible();

  // More than is due is refused; a dollar is recorded.
  await page.getByLabel('Amount (USD)').fill('99999');
  await page.getByLabel('Transfer reference').fill(reference);
  await page.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That is more than is due.' })).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('1.00');
  await page.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Payout recorded\. Still due: \$[\d,]+\.\d\d\.$/ })).toBeVisible();
  const history = page.getByRole('region', { name: 'Payouts made' });
  await expect(history.getByRole('row').filter({ hasText: reference })).toContainText('$1.00');
  await checkA11y();

  // The instructor sees it on their dashboard.
  await instructor.goto('/instructor-dashboard');
  const received = instructor.getByRole('region', { name: 'Payouts to you' });
  await expect(received.getByRole('row').filter({ hasText: reference })).toContainText('$1.00');
  await instructor.context().close();
});
