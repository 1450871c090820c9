import { expect, test } from './fixtures';
import { pageScrollsSideways } from './support/layout';

/*
 * The business valuation screen (decision 0113) as an admin uses it: the year's figures, the
 * months, recurring revenue and buyers; an estimate at the multiples they give, and a clear
 * message for a multiple that is not one. The figures themselves are tested against both
 * databases in tests/integration/business-valuation.test.ts. Ends checked with axe.
 */

test.use({ asAdmin: true });

test('an admin reads the year, gives a range of multiples and gets an estimate, and is told which multiple is wrong @phone', async ({
  page,
}) => {
  await page.goto('/creator-hub/business-valuation');
  await expect(page.getByRole('heading', { level: 1, name: 'Business valuation' })).toBeVisible();
  for (const section of ['The last 12 months', 'Recurring revenue', 'Buyers in the last 12 months', 'An estimate']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  // Twelve months and the header row.
  await expect(page.getByRole('table', { name: 'Sales by month' }).getByRole('row')).toHaveCount(13);

  await page.getByLabel('Lowest multiple').fill('4');
  await page.getByLabel('Highest multiple').fill('2');
  await page.getByRole('button', { name: 'Estimate' }).click();
  await expect(page).toHaveURL('/creator-hub/business-valuation?low=4&high=2');
  await expect(page.getByLabel('Highest multiple')).toHaveAccessibleDescription(
    'The highest multiple must not be below the lowest.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'the business comes to' })).toHaveCount(0);

  await page.getByLabel('Lowest multiple').fill('1');
  await page.getByLabel('Highest multiple').fill('2.5');
  await page.getByRole('button', { name: 'Estimate' }).click();
  await expect(page).toHaveURL('/creator-hub/business-valuation?low=1&high=2.5');
  await expect(page.getByRole('status').filter({ hasText: 'At 1× to 2.5× a year of what the business keeps' })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
});
