import { expect, test } from './fixtures';
import { DEMO_ADMIN } from './support/accounts';

// The desktop and mobile projects share one demo database: every run works on products it
// creates itself, with handles no other run uses.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.use({ asAdmin: true });

test('an admin creates a product, finds it, adjusts its stock with a reason, and a CSV with a bad row changes nothing', async ({
  page,
  checkA11y,
}) => {
  const id = unique();
  const handle = `e2e-trowel-${id}`;
  const name = `E2E trowel ${id}`;

  await page.goto('/inventory/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  // Bad input is answered field by field, and what was typed stays.
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Handle').fill('Not A Handle');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Use lower-case letters, digits and single dashes')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Category').selectOption('tools');
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Price (USD)').fill('12.00');
  await page.getByLabel('Opening stock').fill('7');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
  await expect(page.getByText('The product is created.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stock history' }).getByRole('cell', { name: 'Opening stock' })).toBeVisible();

  // Search the list.
  await page.goto('/inventory');
  await page.getByLabel('Name or handle').fill(handle);
  await page.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${handle}`));
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  const stock = page.getByRole('region', { name: 'Stock levels' });
  const row = stock.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText('7');

  // Taking more than there is is refused with a clear message, and nothing changes.
  await page.getByLabel(`Change in stock for ${name}`).fill('-50');
  await page.getByLabel(`Reason for changing the stock of ${name}`).fill('Testing the floor');
  await page.getByRole('button', { name: `Adjust ${name}` }).click();
  await expect(row.getByRole('alert')).toHaveText('Stock cannot go below zero');

  // A real adjustment: the row shows the new level and the audit trail says who and why.
  await page.getByLabel(`Change in stock for ${name}`).fill('-2');
  await page.getByLabel(`Reason for changing the stock of ${name}`).fill('Two broken in transit');
  await page.getByRole('button', { name: `Adjust ${name}` }).click();
  await expect(page.getByText(`The stock of ${name} is now 5.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toContainText('5');
  const trail = page.getByRole('region', { name: 'Audit trail' });
  const entry = trail.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Two broken in transit' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('-2');
  await expect(entry).toContainText('Adjustment');
  await expect(entry).toContainText(DEMO_ADMIN.email);

  // A CSV whose third row is bad: the report names the row and the column, and nothing is imported.
  const csv = [
    'handle,name,category,price,stock_quantity',
    `${handle},${name},tools,12.00,40`,
    `e2e-broken-${id},Broken row,gadgets,3.00,1`,
  ].join('\n');
  await page.getByLabel('CSV file (UTF-8, up to 1 MB and 2,000 rows)').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toBeVisible();
  const report = page.getByRole('table', { name: 'Problems found in the file' });
  await expect(report.getByRole('row').filter({ hasText: 'Choose a category' })).toContainText(/^3\s*category/);
  await checkA11y();

  await page.goto(`/inventory?q=${handle}`);
  await expect(
    stock
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name }) })
      .getByRole('cell')
      .nth(4),
  ).toContainText('5');
  await page.goto(`/inventory?q=e2e-broken-${id}`);
  await expect(page.getByText('No products match.')).toBeVisible();
});
