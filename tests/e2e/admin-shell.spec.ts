import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageScrollsSideways } from './support/layout';

/*
 * The administration's own frame (route table `shell: 'admin'`): a slim top bar and the admin
 * side navigation, a column on wide screens and a drawer on phones; none of the shop's banner,
 * newsletter, bottom bar or floating button; wide tables scroll inside their region, never the page.
 */

test.use({ asAdmin: true });

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Administration' });

/** Leaves one order in the store, so that the orders list has its table: an order waiting for payment. */
async function placeAnOrder(page: Page) {
  await page.goto('/product/brandywine-tomato-seeds');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();
  await page.goto('/checkout');
  // The admin's saved address is chosen already once an earlier run saved one.
  if (await page.getByLabel('Street address').isVisible()) {
    await page.getByLabel('Full name').fill('Ada Admin');
    await page.getByLabel('Street address').fill('12 Orchard Lane');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State / province').selectOption('OR');
    await page.getByLabel('Postal code').fill('97477');
  }
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/tcs_/);
}

test.describe('on a wide screen @desktop', () => {
  test('the side navigation lists the admin areas by group, marks the page and leads to each', async ({ page }) => {
    // Five pages, the last checked with axe: slower than most tests on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/admin/orders');
    const nav = sideNav(page);
    await expect(nav).toBeVisible();
    for (const group of ['Overview', 'Store', 'Learning', 'Community', 'Marketing & messages', 'Security & insights', 'System'])
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Store' }).getByRole('link')).toHaveText([
      'Orders',
      'Inventory',
      'Relief & donations',
      'Vendor applications',
      'Vendor stores',
      'Vendor products',
      'Discount codes',
      'Payouts',
    ]);
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    // The menu button is for narrower screens.
    await expect(page.getByRole('button', { name: 'Open admin menu' })).toBeHidden();

    // None of the shop's frame.
    await expect(page.getByText('10% of proceeds are donated to relief and mission efforts')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sell on Verde Living' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /email/i })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Inventory' }).click();
    await expect(page).toHaveURL('/inventory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inventory');
    await expect(nav.getByRole('link', { name: 'Inventory' })).toHaveAttribute('aria-current', 'page');

    // A page the navigation does not list marks the one it belongs under.
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page).toHaveURL('/inventory/new');
    await expect(nav.getByRole('link', { name: 'Inventory' })).toHaveAttribute('aria-current', 'true');

    // A screen whose feature is not built yet renders inside the same frame.
    await nav.getByRole('link', { name: 'SMS marketing' }).click();
    await expect(page).toHaveURL('/creator-hub/sms-marketing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SMS marketing');
    await expect(nav.getByRole('link', { name: 'SMS marketing' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('note')).toContainText('Not built yet');

    await nav.getByRole('link', { name: 'Security logs' }).click();
    await expect(page).toHaveURL('/creator-hub/security-logs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security logs');
  });

  test('the dashboard shows what needs doing and leads to the relief ledger and the learners', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Needs doing now' })).toBeVisible();
    await expect(page.getByText('Paid orders to ship')).toBeVisible();
    await expect(page.getByText('Products running low (5 or fewer)')).toBeVisible();
    await expect(sideNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Open students' }).click();
    await expect(page).toHaveURL('/creator-hub/students');
    await page.getByRole('searchbox', { name: 'Learner, email or course' }).fill('nobody-enrolled-here');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL('/creator-hub/students?q=nobody-enrolled-here');
    await expect(page.getByText('No enrolment matches this search.')).toBeVisible();

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Open the relief ledger' }).click();
    await expect(page).toHaveURL('/creator-hub/foundation');
    await expect(page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
    await expect(page.getByText('Set aside for relief, in all')).toBeVisible();
  });

  test('the top bar leads back to the store and keeps the skip link', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    await page.getByRole('link', { name: 'View store' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('in Arabic the side navigation sits on the right', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL }]);
    await page.goto('/admin/orders');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const nav = await page.getByRole('navigation', { name: 'الإدارة' }).boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(nav && main && nav.x > main.x + main.width - 1).toBe(true);
  });
});

test.describe('on a phone @mobile', () => {
  test('the menu button opens the admin navigation in a drawer that keeps focus and leads on', async ({ page, checkA11y }) => {
    // Three pages and two axe checks: slower than most tests on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/admin');
    await expect(sideNav(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open admin menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Administration' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await checkA11y();

    // Focus starts inside and stays there: back from the first control wraps to the last link.
    await expect(drawer.getByRole('button', { name: 'Close admin menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('link', { name: 'Direct fix controls' })).toBeFocused();
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole('link', { name: 'Orders' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/admin/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    // The shop's bottom bar stays off the admin pages.
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
  });

  test('at 390 px wide tables scroll inside their region and the page never scrolls sideways', async ({ page }) => {
    // Up to an order placed and six pages: slower than most tests on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/admin/orders');
    if (await page.getByText('No orders match.').isVisible()) {
      await placeAnOrder(page);
      await page.goto('/admin/orders');
    }
    const orders = page.getByRole('region', { name: 'Orders, newest first' });
    await expect(orders.getByRole('table')).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    // The region scrolls, and a keyboard can reach it to scroll it.
    expect(await orders.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(orders).toHaveAttribute('tabindex', '0');
    await orders.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => orders.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(0);

    await page.goto('/inventory');
    await expect(page.getByRole('region', { name: 'Products and their stock' }).getByRole('table')).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);

    for (const path of ['/admin/email-dashboard', '/creator-hub/security-logs', '/creator-hub/sms-marketing']) {
      await page.goto(path);
      expect(await pageScrollsSideways(page), path).toBe(false);
    }
  });

  test('at 390 px an admin list says it scrolls, sorts from its headers and exports what it shows', async ({ page }) => {
    await page.goto('/inventory');
    const stock = page.getByRole('region', { name: 'Products and their stock' });
    await expect(stock.getByRole('table', { name: 'Products and their stock' })).toBeVisible();
    // The table is wider than the phone: a visible line says so, and the page stays put.
    await expect(page.getByText('Scroll sideways to see every column').first()).toBeVisible();
    expect(await stock.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);

    // A header is a link that sorts (most expensive first), and says how the list is sorted now.
    await stock.getByRole('link', { name: 'Price: sort descending' }).click();
    await expect(page).toHaveURL('/inventory?sort=price&dir=desc');
    await expect(stock.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(stock.getByRole('link', { name: 'Price: sort ascending' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV: Products and their stock' })).toHaveAttribute(
      'href',
      '/inventory/export.csv?sort=price&dir=desc',
    );
    expect(await pageScrollsSideways(page)).toBe(false);

    for (const path of ['/admin/certificates', '/creator-hub/students', '/creator-hub/foundation']) {
      await page.goto(path);
      expect(await pageScrollsSideways(page), path).toBe(false);
    }
  });
});
