import { expect, test } from './fixtures';
import { pageScrollsSideways } from './support/layout';

/*
 * Issue 35, point 16: the shared admin table (DataTable, decision 0068) at phone size. The
 * certificates table is wider than the phone: it scrolls inside its own region with a visible
 * line saying so and a fade on the edge where more lies, the page never scrolls sideways, and
 * every cell of a row can be brought into view and read.
 */

test.use({ asAdmin: true });

test('at 390 px the certificates table says it scrolls, fades where more lies, and every cell can be read @mobile', async ({
  page,
}) => {
  await page.goto('/admin/certificates');
  const region = page.getByRole('region', { name: 'Certificates' });
  const table = region.getByRole('table', { name: 'Certificates' });
  await expect(table).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  await expect(page.getByText('Scroll sideways to see every column')).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  // The end edge fades while columns lie beyond it.
  await expect(region).toHaveAttribute('data-scroll-fade', '');

  // Each cell of the first row, brought into view, lies inside the region and the window: readable.
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  const count = await cells.count();
  expect(count).toBe(5);
  for (let index = 0; index < count; index += 1) {
    const cell = cells.nth(index);
    await cell.scrollIntoViewIfNeeded();
    const box = await cell.boundingBox();
    const frame = await region.boundingBox();
    expect(box && frame, `cell ${index}`).toBeTruthy();
    if (!box || !frame) continue;
    expect(box.x, `cell ${index}`).toBeGreaterThanOrEqual(frame.x - 1);
    expect(Math.min(box.x + box.width, frame.x + frame.width), `cell ${index}`).toBeLessThanOrEqual(390);
    await expect(cell).not.toBeEmpty();
  }
  // At the end of the row, nothing more lies beyond: the fade is gone, and the page still stays put.
  await expect(region).not.toHaveAttribute('data-scroll-fade');
  expect(await pageScrollsSideways(page)).toBe(false);
});
