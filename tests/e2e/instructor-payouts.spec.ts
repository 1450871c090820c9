import type { Page } from '@playwright/test';
import { expect, newPersonPage, test } from './fixtures';
import { DEMO_INSTRUCTOR, siteControlPort } from './support/accounts';
import { figure } from './support/figures';
import { payWithTestCard, signInAs, signUpBuyer } from './support/shopper';
import { whileHolding } from './support/site-lock';

/*
 * Paying an instructor from the ledger (decision 0104), from a sale to the instructor's dashboard:
 * a learner buys a place on a course the demo instructor teaches, the ledger posts their share
 * (in the refund window), a month passes (the control port ages their sales), an administrator
 * pays the payout run, and the instructor sees it paid. The demo instructor's figures are shared
 * with other tests (learning.spec buys the same course), so figures are compared before and after,
 * and the part that ages sales and runs payouts holds a lock: one payout run is open at a time.
 */

test.use({ asAdmin: true });

/** $29.00 less 10% to relief, 70% of the rest: the instructor's share of one place. */
const SHARE_CENTS = 1827;

/** A figure's value in cents ("$1,234.56" → 123456). */
async function cents(page: Page, label: string) {
  const text = (await figure(page, label).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const dollars = (amount: number) =>
  `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('pay an instructor in a payout run: the share from the ledger, paid once, seen on their dashboard', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  const instructor = await newPersonPage(browser, baseURL);
  await signInAs(instructor, DEMO_INSTRUCTOR);
  // The instructor's payout account: the account the onboarding test saves, so the two agree.
  await instructor.goto('/instructor/onboarding');
  await instructor.getByLabel('Account holder').fill('Demo Instructor');
  await instructor.getByLabel('Country of the bank account').selectOption('PT');
  await instructor.getByLabel('IBAN or account number').fill('PT50 0002 0123 1234 5678 9015 4');
  await instructor.getByRole('button', { name: /payout details$/ }).click();
  await expect(instructor.getByText('Your payout details are saved.')).toBeVisible();

  await whileHolding('instructor-payout-run', async () => {
    await instructor.goto('/instructor-dashboard');
    const windowBefore = await cents(instructor, 'Still in the refund window');
    const paidBefore = await cents(instructor, 'Paid to you');

    // A learner buys a place: the ledger's job posts the share, in the refund window.
    const learner = await newPersonPage(browser, baseURL);
    await signUpBuyer(learner, 'payout-learner');
    await learner.goto('/courses/pumpkin-harvest-power');
    await learner.getByRole('button', { name: 'Buy this course' }).click();
    await expect(learner).toHaveURL(/\/pay\/test\/tcs_/);
    await payWithTestCard(learner);
    await expect(learner.getByText(/Order VL-\d+ is paid/)).toBeVisible();
    await learner.context().close();
    await expect
      .poll(
        async () => {
          await instructor.reload();
          return cents(instructor, 'Still in the refund window');
        },
        { timeout: 90_000 },
      )
      .toBeGreaterThanOrEqual(windowBefore + SHARE_CENTS);

    // The administrators' list: the instructor with their payout account; their page opens the
    // whole account on request, and no longer records transfers by hand.
    await page.goto('/creator-hub/instructors');
    const row = page.getByRole('row').filter({ hasText: 'Demo Instructor' });
    await expect(row.getByText('Account ending 0154')).toBeVisible();
    await checkA11y();
    await row.getByRole('link', { name: 'Demo Instructor' }).click();
    await expect(page.getByRole('heading', { name: /Demo Instructor/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record payout' })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('PT50000201231234567890154');
    await page.getByRole('button', { name: 'Show the full bank details' }).click();
    await expect(page.getByText('PT50000201231234567890154')).toBeVisible();

    // A month passes: the sale is past the refund window, and the next payout says how much.
    const control = `http://127.0.0.1:${siteControlPort(Number(new URL(baseURL ?? '').port))}`;
    expect((await fetch(`${control}/age-instructor-sales`, { method: 'POST' })).status).toBe(204);
    await instructor.reload();
    const owed = await cents(instructor, 'Next payout (estimate)');
    expect(owed).toBeGreaterThanOrEqual(SHARE_CENTS);

    // The payout run owes them exactly that, and pays it once.
    await page.goto('/admin/payouts');
    // The owed lines come first; the run's own lines appear below once it is started.
    const owedRow = page.getByRole('row').filter({ hasText: 'Demo Instructor' }).first();
    await expect(owedRow).toContainText('Instructor');
    await expect(owedRow).toContainText('Account ending 0154');
    await expect(owedRow).toContainText(dollars(owed));
    await page.getByRole('button', { name: 'Start a payout run' }).click();
    await expect(page.getByText(/^Payout run started with \d+ payouts?\.$/)).toBeVisible();
    await expect(instructor.reload().then(() => cents(instructor, 'Being paid'))).resolves.toBeGreaterThanOrEqual(owed);
    await page.getByRole('button', { name: 'Record as paid by bank' }).click();
    await expect(page.getByText(/^\d+ payouts? paid\.$/)).toBeVisible();
    // The run is paid, no longer open, and the answer stays under it (it used to vanish with the form).
    await expect(page.getByRole('region', { name: 'Latest payout run' }).first()).toContainText('(Paid)');
    await expect(page.getByText(/^\d+ payouts? paid\.$/)).toBeVisible();
    await checkA11y();

    await instructor.reload();
    expect(await cents(instructor, 'Paid to you')).toBe(paidBefore + owed);
    expect(await cents(instructor, 'Next payout (estimate)')).toBe(0);
    const received = instructor.getByRole('region', { name: 'Payouts to you' });
    await expect(
      received
        .getByRole('row')
        .filter({ hasText: dollars(owed) })
        .first(),
    ).toContainText('Paid');
  });
  await instructor.context().close();
});
