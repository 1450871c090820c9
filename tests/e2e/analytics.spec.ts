import { expect, test } from './fixtures';
import { pageScrollsSideways } from './support/layout';

/*
 * The analytics screen (decision 0109) as an admin reads it: the period's figures against the one
 * before, a period chosen in the address, the days as bars and, on request, as a table; the
 * creator hub's copy of it; on a phone, nothing scrolls the page sideways. Each test ends with axe.
 */

test.use({ asAdmin: true });

test('an admin reads the last 30 days, changes to 7, and opens the days as a table', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const periods = page.getByRole('navigation', { name: 'Period' });
  await expect(periods.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
  for (const figure of ['Page views', 'Paid orders', 'Sales less refunds', 'Average order', 'New members', 'Relief share']) {
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${figure}$`) })
        .first(),
    ).toBeVisible();
  }
  for (const section of ['Day by day', 'Most viewed pages', 'Where people came from', 'Best-selling products', 'Languages']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  // Two charts of the days, each named by its caption (bars, or a line saying there is nothing yet).
  const dayByDay = page.getByRole('region', { name: 'Day by day' });
  await expect(dayByDay.getByRole('figure', { name: 'Page views' })).toBeVisible();
  await expect(dayByDay.getByRole('figure', { name: 'Sales less refunds' })).toBeVisible();

  await periods.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL('/analytics?days=7');
  await expect(periods.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
  await page.getByText('Show the days as a table').click();
  const days = page.getByRole('region', { name: 'The days as a table' }).getByRole('table');
  await expect(days).toBeVisible();
  // A header row and one row a day, today first.
  await expect(days.getByRole('row')).toHaveCount(8);
  expect(await pageScrollsSideways(page)).toBe(false);
});

test('the creator hub shows the same screen, at a phone’s width too @phone', async ({ page }) => {
  await page.goto('/creator-hub/analytics?days=90');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Last 90 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Not built yet')).toHaveCount(0);
  expect(await pageScrollsSideways(page)).toBe(false);
});
