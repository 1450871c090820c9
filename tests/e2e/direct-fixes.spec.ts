import { expect, test } from './fixtures';
import { pageScrollsSideways } from './support/layout';

/*
 * Direct fixes (decision 0112) as an admin finds them: the ledger's state, the failed background
 * jobs and the fixes made, with the way to every fix in the security log. What each button does is
 * tested against both databases in tests/integration/direct-fixes.test.ts (a failed job cannot be
 * made on purpose in the running site). The page ends checked with axe, at desktop and phone size.
 */

test.use({ asAdmin: true });

test('an admin reads the ledger, the failed jobs and the fixes made, and finds every fix in the security log @phone', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/creator-hub/direct-fix-controls');
  await expect(page.getByRole('heading', { level: 1, name: 'Direct fix controls' })).toBeVisible();
  for (const section of ['The money ledger', 'Failed background jobs', 'Fixes made']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  // The ledger's two lines: what waits to be posted (or that nothing does), and whether it balances.
  await expect(page.getByText(/Every posted order sums to what its buyer paid|do not sum to what/)).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  await checkA11y();

  await page.getByRole('link', { name: 'Every fix in the security log' }).click();
  await expect(page).toHaveURL('/creator-hub/security-logs?type=ADMIN_FIX');
  await expect(page.getByRole('heading', { level: 1, name: 'Security logs' })).toBeVisible();
});
