import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens the footer's language disclosure (its summary names the current language) and picks one. */
async function chooseLanguage(page: Page, summaryLabel: string, name: string) {
  await page.locator('footer summary', { hasText: summaryLabel }).click();
  await page.getByRole('button', { name, exact: false }).click();
}

test('switching to Spanish translates the page, saves the choice and survives a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'Language', 'Español (España)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Dona y obtén beneficios' })).toBeVisible();
  await expect(page.locator('footer summary')).toContainText('Idioma');
  await expect(page.locator('footer summary')).toContainText('Español (España)');
  // The chooser closed behind the choice and is usable again.
  await expect(page.locator('footer button[value="es"]')).toBeEnabled();
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
  await chooseLanguage(page, 'Language', 'العربية');
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
  await chooseLanguage(page, 'Language', 'Deutsch');
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de');
  await page.reload();
  await expect(page.locator('footer summary')).toContainText('Deutsch');
  await expect(page.locator('footer button[value="de"]')).toHaveAttribute('aria-current', 'true');
  // The text is English, so the page says it is English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Donate & Get Perks' })).toBeVisible();
  // The picker says so, to the eye and to a screen reader (issue 35, point 8).
  await expect(page.locator('footer summary')).toContainText('(English for now)');
  await page.locator('footer summary').click();
  await expect(page.locator('footer button[value="de"]')).toHaveAccessibleDescription('English for now');
  await expect(page.getByRole('group', { name: /Translation coming/ }).getByRole('button', { name: /עברית/ })).toBeVisible();
  await expect(page.locator('footer button[value="es-MX"]')).not.toHaveAttribute('aria-describedby');
});

test('a regional Spanish without its own file yet shows Spanish, and the page says es', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/faq');
  await chooseLanguage(page, 'Language', 'Español (México)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'Dona y obtén beneficios' })).toBeVisible();
  await expect(page.locator('footer summary')).toContainText('Español (México)');
  await expect(page.locator('footer summary')).not.toContainText('inglés');
  // The server renders it the same way on the next request.
  const response = await page.reload();
  expect(await response?.text()).toMatch(/<html lang="es" dir="ltr"/);
  await expect(page.getByRole('link', { name: 'Dona y obtén beneficios' })).toBeVisible();
});

test('without JavaScript a language button posts the form and comes back to the same page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await page.locator('footer summary', { hasText: 'Language' }).click();
  await page.getByRole('button', { name: 'Español (España)' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

test('a page hydrates with its own strings; the translation file follows, and what opens meanwhile waits for it', async ({
  page,
}) => {
  // Hold the translation file back until the test lets it go.
  const fetched: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/i18n/**', async (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  const response = await page.goto('/about');
  const html = (await response?.text()) ?? '';
  // The page carries the strings its render used, and does not ask for the whole file first.
  expect(html).not.toMatch(/<link[^>]+\/i18n\//);
  // It ends with them, after everything React wrote, and reads them before hydrating.
  const carried = html.match(/<script type="application\/json" id="page-strings">([^<]*)<\/script><\/body><\/html>$/);
  const embedded = JSON.parse(carried?.[1] ?? '{}');
  await expect(page.locator('#page-strings')).toHaveCount(0);
  expect(embedded.strings.nav.search).toBe('Search');
  expect(JSON.stringify(embedded).length).toBeLessThan(20_000);

  // Hydrated (the fixture waited for it) while the file is held back; it is fetched afterwards.
  await expect.poll(() => fetched).toEqual(['/i18n/en.json']);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The search row's labels are not among the page's strings: it waits rather than show none.
  await expect(page.locator('#site-search')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  release();
  await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
});

test('a navigation made before the translation file has come waits for it, so the next page has its labels', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/i18n/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  // The page's own strings do not cover the next page: the navigation holds on this one.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL('/about');
  release();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.getByRole('link', { name: 'Donate & Get Perks' })).toBeVisible();
});
