import { expect, test } from './fixtures';

test('the brand typefaces come from our own origin, preloaded, and are what headings and text are drawn in', async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads).toHaveLength(2);
  await page.evaluate(() => document.fonts.ready);
  const families = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
  );
  expect(families).toEqual(expect.arrayContaining(['Fraunces Variable', 'Figtree Variable']));
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(
    /^"?Fraunces Variable/,
  );
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/^"?Figtree Variable/);
  // Nothing from a font service: every font file is ours, and the preloaded ones are the ones used.
  for (const url of fontRequests) expect(url.startsWith(`${baseURL}/assets/`), url).toBe(true);
  for (const url of preloads) expect(fontRequests).toContain(url);
});
