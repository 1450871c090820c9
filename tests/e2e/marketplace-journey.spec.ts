import type { Browser, Page } from '@playwright/test';
import { expect, newPersonPage, test } from './fixtures';
import { DEMO_ADMIN } from './support/accounts';
import { figure, pollFigure } from './support/figures';
import { buyAndPay, signInAs, signUpBuyer, uniqueId } from './support/shopper';

/*
 * The marketplace from end to end (issue 39), as four people live it in their own browsers: a
 * member applies to sell and another to recommend; an administrator approves both, then the new
 * vendor's first product; a shopper follows the affiliate's link and pays for it; the vendor ships
 * the parcel; and the sale shows on the vendor's and the affiliate's dashboards, with the parcel's
 * tracking on the shopper's order. The single steps (refused forms, accessibility) have their own
 * specs: vendors, vendor-products and affiliate-programme.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

async function applyToSell(page: Page, business: string) {
  await page.goto('/vendors/onboard');
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Contact person').fill('Tomás Okafor');
  await page.getByLabel('Contact email').fill('tomas@hedgerow.example');
  await page.getByLabel('Country the business is in').selectOption('GB');
  await page.getByLabel('What you sell').fill('Hand-thrown terracotta pots and seed trays, fired in our own wood kiln.');
  await page
    .getByLabel('Certificate 1', { exact: true })
    .setInputFiles({ name: 'soil-association.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Issued by (certificate 1)').fill('Soil Association');
  await page.getByLabel('Expires on (certificate 1)').fill(NEXT_YEAR);
  await page.getByLabel('Account holder').fill('Hedgerow Pottery Ltd');
  await page.getByLabel('Country of the bank account').selectOption('GB');
  await page.getByLabel('IBAN or account number').fill('GB82 WEST 1234 5698 7654 32');
  await page.getByLabel('I have read and accept the vendor terms.').check();
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page).toHaveURL(/\/vendors\/welcome$/);
}

async function applyToRecommend(page: Page) {
  await page.goto('/affiliate/join');
  await page.getByLabel('Where you will recommend us').fill('The Windowsill Gardener podcast');
  await page
    .getByLabel('Your audience, and how you will tell them you earn a commission')
    .fill('Around 2,500 listeners growing herbs indoors; every episode says I earn a commission.');
  await page.getByLabel('I accept the affiliate programme terms').check();
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();
}

/** The administrator, in their own browser, approves the vendor and the affiliate. */
async function approveBoth(admin: Page, business: string, affiliateEmail: string) {
  await admin.goto('/admin/vendors');
  await admin.getByRole('article', { name: business }).getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByText('Approved: the applicant is now a vendor, with a store, and has been told by email.'),
  ).toBeVisible();
  await admin.goto('/affiliate/admin?status=applied');
  const application = admin.getByRole('listitem').filter({ hasText: affiliateEmail });
  await application.getByRole('button', { name: 'Save the decision' }).click();
  await expect(application).toHaveCount(0);
}

/** The vendor writes their first product and sends it for review; returns nothing until it waits. */
async function listProduct(page: Page, name: string) {
  await page.goto('/vendors/dashboard/products/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (USD)').fill('18.00');
  await page.getByLabel('Summary').fill('A 20 cm terracotta pot, unglazed so roots breathe.');
  await page.getByLabel('Description').fill('Wood-fired, frost-proof to about minus 10 °C, with a drainage hole.');
  await page.getByLabel('Tags').fill('pots, terracotta');
  await page.getByLabel('In stock').fill('12');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByText('Draft saved. Send it for review when it is ready.')).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText(/^Waiting for review since/)).toBeVisible();
}

/** An amount of money that is not nothing. */
const SOME_MONEY = /^\$(?!0\.00$)[\d,]+\.\d\d$/;

async function shopperBuysThroughLink(browser: Browser, baseURL: string | undefined, link: string, handle: string) {
  const shopper = await newPersonPage(browser, baseURL);
  await shopper.goto(link);
  await expect
    .poll(async () => (await shopper.context().cookies()).find((cookie) => cookie.name === 'aff_code')?.value)
    .toBeTruthy();
  await signUpBuyer(shopper, 'journey');
  const orderNumber = await buyAndPay(shopper, handle, 'Rosa Delgado');
  return { shopper, orderNumber };
}

test('a vendor and an affiliate are approved, and a sale through the link is paid, shipped and seen by both', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  // Four people, four sign-ins, two approvals, a purchase and two jobs: a long flow by design.
  test.setTimeout(240_000);
  const business = `Hedgerow Pottery ${uniqueId()}`;
  const productName = `Terracotta pot ${uniqueId()}`;

  // The would-be vendor (this page) and the would-be affiliate (their own browser) apply.
  await signUpBuyer(page, 'potter');
  await applyToSell(page, business);
  const affiliate = await newPersonPage(browser, baseURL);
  const affiliateEmail = await signUpBuyer(affiliate, 'recommender', { first: 'Jun', last: 'Park' });
  await applyToRecommend(affiliate);

  const admin = await newPersonPage(browser, baseURL);
  await signInAs(admin, DEMO_ADMIN);
  await approveBoth(admin, business, affiliateEmail);

  // The vendor's first product, approved by the administrator.
  await listProduct(page, productName);
  await admin.goto('/admin/vendors/products');
  await admin.getByRole('article', { name: productName }).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved: the product is listed in the shop.')).toBeVisible();
  await admin.context().close();
  await page.reload();
  const href = (await page.getByRole('link', { name: 'See it in the shop' }).getAttribute('href')) ?? '';
  const handle = href.replace(/^\/product\//, '');
  expect(handle).toMatch(/^terracotta-pot-/);

  // The affiliate builds a link to it; a shopper follows the link and pays.
  await affiliate.goto('/affiliate');
  await affiliate.getByLabel('Page to link to').fill(href);
  const link = (await affiliate.getByText(new RegExp(`/product/${handle}\\?ref=`)).textContent())?.trim() ?? '';
  expect(link).toMatch(/\?ref=jun-park/);
  const { shopper, orderNumber } = await shopperBuysThroughLink(browser, baseURL, link, handle);
  expect(orderNumber).toMatch(/^VL-\d+$/);

  // The vendor's dashboard shows the order next to ship; its page has the parcel to send (only
  // their line, with the address), and the vendor ships it there.
  await page.goto('/vendors/dashboard');
  const nextToShip = page.getByRole('region', { name: 'Next to ship' });
  await expect(nextToShip.getByRole('listitem').filter({ hasText: `Order ${orderNumber}` })).toContainText(`1 × ${productName}`);
  await nextToShip.getByRole('link', { name: 'All orders to ship' }).click();
  await expect(page).toHaveURL(/\/vendors\/dashboard\/parcels$/);
  const parcel = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(parcel.getByText(`1 × ${productName}`)).toBeVisible();
  await checkA11y();
  await expect(parcel.getByText('Rosa Delgado')).toBeVisible();
  await parcel.getByLabel('Carrier').fill('Royal Mail');
  await parcel.getByLabel('Tracking number').fill('RM123456785GB');
  await parcel.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByRole('status').filter({ hasText: /The parcel is marked as shipped/ })).toBeVisible();
  await expect(parcel.getByText('RM123456785GB')).toBeVisible();

  // The shopper's order shows the shipment from this vendor, shipped, with its tracking number.
  await shopper.goto('/orders');
  await shopper.getByRole('link', { name: orderNumber }).first().click();
  const shipment = shopper.getByRole('listitem').filter({ hasText: `Sent by ${business}` });
  await expect(shipment.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(shipment.getByText('RM123456785GB')).toBeVisible();
  await shopper.context().close();

  // The sale on both dashboards once the ledger's job has posted it: the vendor's share waits out
  // the refund window, and the affiliate has brought one order with a pending commission.
  await page.goto('/vendors/dashboard');
  await pollFigure(page, 'Still in the refund window', SOME_MONEY);
  await pollFigure(affiliate, 'Orders you brought', /^1$/);
  await expect(figure(affiliate, 'Pending')).toHaveText(SOME_MONEY);
  await affiliate.context().close();
});
