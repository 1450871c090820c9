import { expect, test } from './fixtures';
import { pageScrollsSideways } from './support/layout';

/*
 * Growth automation (decision 0114) as an admin uses it: the cart reminder, what it sends and to
 * whom, switched on with a delay (a wrong delay said plainly), and off again. Who gets a reminder,
 * and when, is tested against both databases in tests/integration/growth-automation.test.ts.
 */

test.use({ asAdmin: true });

test('an admin switches the cart reminder on with a delay, is told when the delay is wrong, and switches it off @phone', async ({
  page,
}) => {
  await page.goto('/creator-hub/growth-automation');
  await expect(page.getByRole('heading', { level: 1, name: 'Growth automation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cart reminder' })).toBeVisible();
  // On or off, as the last admin left it (this test runs at two sizes at once, on one site).
  await expect(
    page.getByText(/^(On: a reminder goes \d+ hours? after a cart was last changed\.|Off: no reminder is sent\.)$/),
  ).toBeVisible();

  const enable = page.getByRole('checkbox', { name: 'Send cart reminders' });
  const delay = page.getByLabel('Hours after the cart was last changed');
  await enable.check();
  await delay.fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(delay).toHaveAccessibleDescription(/Enter a whole number of hours from 1 to 72\./);
  await expect(page.getByText(/^Cart reminders are/)).toHaveCount(0);

  await delay.fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cart reminders are on, 12 hours after a cart was last changed.')).toBeVisible();
  for (const figure of ['Reminders sent', 'Orders after a reminder', 'Those orders, less refunds']) {
    await expect(page.getByRole('term').filter({ hasText: figure })).toBeVisible();
  }
  expect(await pageScrollsSideways(page)).toBe(false);

  await page.getByRole('checkbox', { name: 'Send cart reminders' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cart reminders are off.')).toBeVisible();
});
