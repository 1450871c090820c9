import { checkA11yOf, expect, test } from './fixtures';
import { DEMO_ADMIN } from './support/accounts';
import { signInAs, signUpBuyer, uniqueId } from './support/shopper';

/*
 * Becoming a vendor (issue 39), as two people live it: a member applies with a certificate and
 * their bank account, an administrator approves in their own browser, and the new vendor opens
 * the vendor dashboard, which was closed to them before. Then the two talk (decision 0102): the
 * administrator writes from the store's page, the vendor reads it on the dashboard, marked new,
 * and answers, and the administrator sees the answer.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

test('apply to sell as a member, get approved by an admin, open the vendor dashboard, and talk with the team', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  // Two people, two sign-ins, a file upload, a conversation and four accessibility checks: longer than one page's flow.
  test.setTimeout(180_000);
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

    // The new vendor's dashboard, now in the marketplace's navigation: their store and their commission rate.
    await page.goto('/vendors/welcome');
    await page.getByRole('link', { name: 'Vendor dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/vendors\/dashboard$/);
    await expect(page.getByRole('heading', { name: business })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your commission rate' })).toBeVisible();
    await expect(page.getByText("The standard rate, on each sale's proceeds after the relief share.")).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next to ship' })).toContainText('Nothing is waiting to be shipped.');
    // The parcels and the products have pages of their own, beside the dashboard in the area's navigation.
    await expect(page.getByRole('link', { name: 'Orders to ship', exact: true })).toHaveAttribute(
      'href',
      '/vendors/dashboard/parcels',
    );
    await expect(page.getByRole('link', { name: 'Your products', exact: true })).toHaveAttribute(
      'href',
      '/vendors/dashboard/products',
    );
    await expect(page.getByText('No messages yet.')).toBeVisible();

    // The administrator writes from the store's page, reached from the approved application.
    await admin.goto('/admin/vendors?status=approved');
    await admin.getByRole('article', { name: business }).getByRole('link', { name: "Open the store's page" }).click();
    await expect(admin.getByRole('heading', { level: 1, name: business })).toBeVisible();
    const note = `Welcome aboard, ${business}!\n\nPlease add sowing depths to your listings.`;
    await admin.getByLabel('Write to the vendor').fill(note);
    await admin.getByRole('button', { name: 'Send message' }).click();
    await expect(admin.getByText('Message sent and emailed to the vendor')).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Messages, newest first' }).getByRole('listitem')).toHaveCount(1);

    // The vendor sees it on the dashboard, marked new and counted, with its line breaks, and answers.
    await page.reload();
    const messages = page.getByRole('region', { name: /Messages from the marketplace team/ });
    await expect(messages.getByRole('heading', { name: 'Messages from the marketplace team 1 unread' })).toBeVisible();
    const received = messages.getByRole('listitem').filter({ hasText: 'Please add sowing depths' });
    await expect(received.getByText('New', { exact: true })).toBeVisible();
    // Shown as written: the line breaks kept (pre-wrap), as text.
    const body = received.getByText(/Welcome aboard/);
    await expect(body).toHaveCSS('white-space', 'pre-wrap');
    expect(await body.textContent()).toBe(`Welcome aboard, ${business}!\n\nPlease add sowing depths to your listings.`);
    await checkA11y();
    await messages.getByLabel('Write to the marketplace team').fill('Thank you! Sowing depths are added.');
    await messages.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent to the marketplace team')).toBeVisible();
    await expect(messages.getByRole('listitem').first()).toContainText('Thank you! Sowing depths are added.');
    await expect(messages.getByText('New', { exact: true })).toHaveCount(0);

    // The administrator sees the answer, unread, on the store's page.
    await admin.reload();
    const thread = admin.getByRole('list', { name: 'Messages, newest first' });
    await expect(thread.getByRole('listitem').first()).toContainText('Thank you! Sowing depths are added.');
    await expect(thread.getByRole('listitem').first().getByText('New', { exact: true })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Conversation with the vendor 1 unread' })).toBeVisible();
    await checkA11yOf(admin);
  } finally {
    await adminContext.close();
  }
});
