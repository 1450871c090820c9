import { expect, test } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

test('a code in the query is stored for 90 days and ref is removed from the address', async ({ page }) => {
  const before = Date.now();
  await page.goto('/products?ref=grower42&page=1');
  await expect(page).toHaveURL('/products?page=1');
  const stored = await page.evaluate(() => ({
    code: localStorage.getItem('aff_code'),
    expiry: Number(localStorage.getItem('aff_expiry')),
  }));
  expect(stored.code).toBe('grower42');
  expect(stored.expiry).toBeGreaterThanOrEqual(before + 90 * DAY - 60_000);
  expect(stored.expiry).toBeLessThanOrEqual(Date.now() + 90 * DAY + 60_000);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'aff_code');
  expect(cookie?.value).toBe('grower42');
  expect(cookie?.httpOnly).toBe(true);
});

test('a code in the hash is captured too, and utm_source stays in the address', async ({ page }) => {
  await page.goto('/about?utm_source=newsletter#aff=hash-code');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aff_code'))).toBe('newsletter');
  await expect(page).toHaveURL(/utm_source=newsletter/);
  await page.goto('/faq#aff=hash-code');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aff_code'))).toBe('hash-code');
  await expect
    .poll(async () => (await page.context().cookies()).find((entry) => entry.name === 'aff_code')?.value)
    .toBe('hash-code');
});

test('an expired code is dropped when read', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('aff_code', 'old');
    localStorage.setItem('aff_expiry', String(Date.now() - 1000));
  });
  await page.goto('/faq');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aff_code'))).toBeNull();
});

test('ref wins over utm_source on the same address, and tidying the address does not capture again', async ({ page }) => {
  await page.goto('/?ref=ALICE&utm_source=newsletter');
  await expect(page).toHaveURL('/?utm_source=newsletter');
  await expect.poll(async () => (await page.context().cookies()).find((entry) => entry.name === 'aff_code')?.value).toBe('ALICE');
  expect(await page.evaluate(() => localStorage.getItem('aff_code'))).toBe('ALICE');
  // A later visit with a new code replaces the old one.
  await page.goto('/about?aff=BOB');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aff_code'))).toBe('BOB');
});
