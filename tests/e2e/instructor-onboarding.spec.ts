import { expect, test } from './fixtures';
import { DEMO_INSTRUCTOR } from './support/accounts';
import { signInAs } from './support/shopper';

/*
 * An instructor's onboarding (decision 0054), as the demo instructor meets it: the profile the
 * demo wrote is there, the payout details are checked beside their fields, saved sealed and shown
 * again only as the account's last four characters; the demo courses make the first-course step done.
 */

test('set the payout account in onboarding: a mistyped IBAN is refused, the saved one shows its last four only', async ({
  page,
  checkA11y,
}) => {
  await signInAs(page, DEMO_INSTRUCTOR);
  await page.goto('/instructor/onboarding');
  await expect(page.getByLabel('Name learners see')).toHaveValue('Demo Instructor');
  await expect(page.getByRole('link', { name: 'Start your first course' })).toHaveCount(0);
  await checkA11y();

  await page.getByLabel('Account holder').fill('Demo Instructor');
  await page.getByLabel('Country of the bank account').selectOption('PT');
  await page.getByLabel('IBAN or account number').fill('PT50 0002 0123 1234 5678 9015 5');
  await page.getByRole('button', { name: /payout details$/ }).click();
  await expect(page.getByText("This IBAN's check digits do not add up")).toBeVisible();
  await page.getByLabel('IBAN or account number').fill('PT50 0002 0123 1234 5678 9015 4');
  await page.getByRole('button', { name: /payout details$/ }).click();
  await expect(page.getByText('Your payout details are saved.')).toBeVisible();
  await expect(page.getByText('Payouts go to Demo Instructor, account ending 0154.')).toBeVisible();
  await expect(page.getByText('You are ready to teach: every step is done.')).toBeVisible();
  // Once saved, the form is empty again: the full number is not left on screen.
  await expect(page.getByLabel('IBAN or account number')).toHaveValue('');
  await expect(page.locator('body')).not.toContainText('0123 1234');
  await checkA11y();

  // Learners see the profile beside the instructor's courses.
  await page.goto('/courses/composting-basics');
  await expect(page.getByRole('heading', { name: 'About the instructor' })).toBeVisible();
});
