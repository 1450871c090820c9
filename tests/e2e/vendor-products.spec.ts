import sharp from 'sharp';
import { checkA11yOf, expect, newPersonPage, test } from './fixtures';
import { DEMO_ADMIN } from './support/accounts';
import { signInAs, uniqueId } from './support/shopper';

/*
 * A vendor's product (issue 39, decision 0093), as two people live it: the demo vendor writes a
 * draft (a refused form first), gives it a photo, sends it for review, an administrator sees the
 * proposed photo and approves it in their own browser, and its page is public to anyone, photo
 * included.
 */

const DEMO_VENDOR = { email: 'demo.vendor@verde-living.example', password: 'grow-demo-2026' };

test('a vendor lists a product, an admin approves it, and its page is public', async ({ page, browser, baseURL, checkA11y }) => {
  // Two people, two sign-ins and several accessibility checks: longer than one page's flow.
  test.setTimeout(120_000);
  const name = `Purple Kale seeds ${uniqueId()}`;
  await signInAs(page, DEMO_VENDOR);
  // From the dashboard to the store's products, in the marketplace's navigation (decision 0110).
  await page.goto('/vendors/dashboard');
  await page.getByRole('link', { name: 'Your products', exact: true }).click();
  await expect(page).toHaveURL(/\/vendors\/dashboard\/products$/);
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page).toHaveURL(/\/vendors\/dashboard\/products\/new$/);

  // Sent without a name or a price: refused beside each field, nothing written.
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByText('Enter a price: products sold by vendors are not free.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await checkA11y();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (USD)').fill('4.50');
  await page.getByLabel('Summary').fill('About 200 seeds of a hardy heirloom kale.');
  await page.getByLabel('Description').fill('Sow in spring, pick leaves from autumn to late winter.');
  await page.getByLabel('Tags').fill('kale, heirloom');
  await page.getByLabel('In stock').fill('30');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page).toHaveURL(/\/vendors\/dashboard\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Draft saved. Send it for review when it is ready.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // A photo, checked by its bytes and described, on the draft.
  const alt = `Kale leaves in a basket, ${name}`;
  const photos = page.getByRole('region', { name: 'Photos' });
  const kale = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 120, b: 70 } } })
    .jpeg()
    .toBuffer();
  await photos.getByLabel('Photo files').setInputFiles({ name: 'kale.jpg', mimeType: 'image/jpeg', buffer: kale });
  await photos.getByLabel('Description of kale.jpg (alt text)').fill(alt);
  await photos.getByRole('button', { name: 'Upload photos' }).click();
  // Processed in the request: a few seconds on a busy two-core machine.
  await expect(photos.getByLabel('Description of picture 1 (alt text)')).toHaveValue(alt, { timeout: 60_000 });

  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText(/^Waiting for review since/)).toBeVisible();
  await checkA11y();

  // On the products page, waiting.
  await page.getByRole('link', { name: 'Back to your products' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: 'waiting for review' })).toBeVisible();
  await checkA11y();

  // The administrator approves it in their own browser.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  try {
    await signInAs(admin, DEMO_ADMIN);
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Vendor products' }).first().click();
    await expect(admin).toHaveURL(/\/admin\/vendors\/products$/);
    const proposal = admin.getByRole('article', { name });
    await expect(proposal.getByText('4.50')).toBeVisible();
    // The reviewer sees the photo it would be listed with.
    await expect(proposal.getByRole('list', { name: 'Proposed photos' }).getByRole('img', { name: alt })).toBeVisible();
    await checkA11yOf(admin);
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Approved: the product is listed in the shop.')).toBeVisible();
    await expect(admin.getByRole('article', { name })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // The vendor sees it listed, and anyone can open its page.
  await page.reload();
  await expect(row.getByRole('cell', { name: 'listed' })).toBeVisible();
  await row.getByRole('link', { name }).click();
  const shopLink = page.getByRole('link', { name: 'See it in the shop' });
  const href = await shopLink.getAttribute('href');
  expect(href).toMatch(/^\/product\/purple-kale-seeds-/);
  const visitor = await newPersonPage(browser, baseURL);
  try {
    await visitor.goto(href ?? '');
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByText('About 200 seeds of a hardy heirloom kale.').first()).toBeVisible();
    await expect(visitor.getByRole('img', { name: alt }).first()).toBeVisible();
    await checkA11yOf(visitor);
  } finally {
    await visitor.context().close();
  }
});
