import { expect, newPersonPage, test } from './fixtures';
import { pollFigure } from './support/figures';
import { buyAndPay, signInAs, signUpBuyer } from './support/shopper';

/*
 * The affiliate programme end to end (issue 39): a member applies, the admin approves, the new
 * affiliate builds a link, a shopper follows it and pays, and the paid order's commission shows on
 * the affiliate's dashboard (posted to the ledger by a job after the payment).
 */

const ADMIN = { email: 'demo.admin@verde-living.example', password: 'grow-demo-2026' };

test('apply, be approved, share a link, and see the order it brought on the dashboard', async ({ page, browser, baseURL }) => {
  test.slow();
  const email = await signUpBuyer(page, 'affiliate', { first: 'Maya', last: 'Green' });
  await page.goto('/affiliate/join');
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText('Accept the programme terms to apply.')).toBeVisible();
  await page.getByLabel('Where you will recommend us').fill('The Balcony Grower newsletter');
  await page
    .getByLabel('Your audience, and how you will tell them you earn a commission')
    .fill('About 4,000 readers who grow food on balconies; every link says I earn a commission.');
  await page.getByLabel('I accept the affiliate programme terms').check();
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();
  // Not an affiliate yet: the dashboard is refused.
  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  const admin = await newPersonPage(browser, baseURL);
  await signInAs(admin, ADMIN);
  await admin.goto('/affiliate/admin?status=applied');
  const application = admin.getByRole('listitem').filter({ hasText: email });
  await application.getByRole('button', { name: 'Save the decision' }).click();
  // Approved, the application leaves the list of those to review and is among the approved.
  await expect(application).toHaveCount(0);
  await admin.goto('/affiliate/admin?status=approved');
  await expect(admin.getByRole('listitem').filter({ hasText: email }).getByText('Approved', { exact: true })).toBeVisible();
  await admin.context().close();

  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { name: 'Affiliate dashboard' })).toBeVisible();
  await page.getByLabel('Page to link to').fill('/product/brandywine-tomato-seeds');
  const link = (await page.getByText(/\/product\/brandywine-tomato-seeds\?ref=/).textContent())?.trim() ?? '';
  expect(link).toMatch(/\?ref=maya-green/);

  const shopper = await newPersonPage(browser, baseURL);
  await shopper.goto(link);
  await expect
    .poll(async () => (await shopper.context().cookies()).find((cookie) => cookie.name === 'aff_code')?.value)
    .toMatch(/^maya-green/);
  await signUpBuyer(shopper, 'referred');
  await buyAndPay(shopper, 'brandywine-tomato-seeds');
  await shopper.context().close();

  await pollFigure(page, 'Orders you brought', /^1$/);
  await expect(page.getByRole('heading', { name: 'Earnings by month' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(/\$\d+\.\d\d/);
});
