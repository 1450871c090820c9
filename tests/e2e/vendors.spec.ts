import { expect, test } from './fixtures';
import { DEMO_ADMIN } from './support/accounts';
import { signInAs, signUpBuyer, uniqueId } from './support/shopper';

/*
 * Becoming a vendor (issue 39), as two people live it: a member applies with a certificate and
 * their bank account, an administrator approves in their own browser, and the new vendor opens
 * the vendor dashboard, which was closed to them before.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

test('apply to sell as a member, get approved by an admin, open the vendor dashboard', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  // Two people, two sign-ins, a file upload and two accessibility checks: longer than one page's flow.
  test.setTimeout(120_000);
  const business = `Green Acres ${uniqueId()}`;
  await signUpBuyer(page, 'vendor');

  // Not a vendor yet: the dashboard is closed, with the SPEC's Access Denied.
  await page.goto('/vendors/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Required role: vendor')).toBeVisible();

  await page.goto('/vendors/onboard');
  await expect(page.getByRole('link', { name: 'Vendor dashboard', exact: true })).toHaveCount(0);
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Contact person').fill('Ana Ribeiro');
  await page.getByLabel('Contact email').fill('ana@greenacres.example');
  await page.getByLabel('Country the business is in').selectOption('GB');
  await page
    .getByLabel('What you sell')
    .fill('Open-pollinated vegetable seed grown on our certified organic farm since 2009, packed by hand.');
  await page
    .getByLabel('Certificate 1', { exact: true })
    .setInputFiles({ name: 'organic.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Issued by (certificate 1)').fill('Soil Association');
  await page.getByLabel('Expires on (certificate 1)').fill(NEXT_YEAR);
  await page.getByLabel('Account holder').fill('Green Acres Seeds Ltd');
  await page.getByLabel('Country of the bank account').selectOption('GB');
  await page.getByLabel('IBAN or account number').fill('GB82 WEST 1234 5698 7654 32');
  // Sent without accepting the terms: refused beside the checkbox, the rest kept.
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText('Accept the vendor terms to send your application.')).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue(business);
  await checkA11y();

  // The account number and the file are never sent back: they are given again.
  await page
    .getByLabel('Certificate 1', { exact: true })
    .setInputFiles({ name: 'organic.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('IBAN or account number').fill('GB82 WEST 1234 5698 7654 32');
  await page.getByLabel('I have read and accept the vendor terms.').check();
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page).toHaveURL(/\/vendors\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Thank you: your application is on its way' })).toBeVisible();
  await page.getByRole('link', { name: 'See where your application stands' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();

  // The administrator reads it, with its certificate, and approves it.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  try {
    await signInAs(admin, DEMO_ADMIN);
    await admin.goto('/admin/vendors');
    const application = admin.getByRole('article', { name: business });
    await expect(application.getByRole('link', { name: 'organic.pdf' })).toBeVisible();
    await expect(application.getByText('(issued by Soil Association')).toBeVisible();
    await expect(application.getByText('ending in 5432')).toBeVisible();
    await application.getByRole('button', { name: 'Approve' }).click();
    await expect(
      admin.getByText('Approved: the applicant is now a vendor, with a store, and has been told by email.'),
    ).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // The new vendor's dashboard, now in the marketplace's navigation: their store and their commission rate.
  await page.goto('/vendors/welcome');
  await page.getByRole('link', { name: 'Vendor dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/vendors\/dashboard$/);
  await expect(page.getByRole('heading', { name: business })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your commission rate' })).toBeVisible();
  await expect(page.getByText("The standard rate, on each sale's proceeds after the relief share.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your products' })).toBeVisible();
  await checkA11y();
});
