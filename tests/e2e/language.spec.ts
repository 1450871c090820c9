import { expect, test } from './fixtures';

test('switching to Spanish translates the page, saves the choice and survives a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const select = page.getByLabel('Language');
  await select.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Dona y obtén beneficios' })).toBeVisible();
  await expect(page.getByLabel('Idioma')).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('verde.language'))).toBe('es');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('es');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(/Verde Living/);
  const english = await page.request.get('/about', { headers: { cookie: 'lang=en' } });
  expect(await english.text()).toContain('lang="en"');
});

test('switching to Arabic lays the page out right to left', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'تبرّع واحصل على مزايا' })).toBeVisible();
  // The server renders Arabic directly on the next request.
  const response = await page.goto('/faq');
  expect(await response?.text()).toContain('dir="rtl"');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a language without its own file yet falls back to English text', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('de');
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de');
  await page.reload();
  await expect(page.getByLabel('Language')).toHaveValue('de');
  // The text is English, so the page says it is English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Donate & Get Perks' })).toBeVisible();
});
