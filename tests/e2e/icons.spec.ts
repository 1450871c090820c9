import { expect, test } from './fixtures';

type Icon = { href: string; width: number; height: number };
/** A <use> whose symbol the sprite lacks (or whose sprite failed to load) draws nothing: a box of 0 × 0. */
const undrawn = (icons: unknown) => (icons as Icon[]).filter((icon) => icon.width + icon.height === 0).map((icon) => icon.href);
/** The icons shown in `scope` (not in a hidden menu) and the size each is drawn at. */
const drawnIcons = (scope: string) =>
  `[...document.querySelectorAll('${scope} svg.icon')].filter((svg) => svg.getClientRects().length > 0).map((svg) => { const use = svg.querySelector('use'); const box = use.getBBox(); return { href: use.getAttribute('href'), width: box.width, height: box.height }; })`;

test('icons are drawn from one cached sprite file, on the first page and after a client-side navigation', async ({
  page,
  baseURL,
}) => {
  const sprites: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/icons-[\w-]+\.svg$/.test(new URL(response.url()).pathname)) sprites.push(response.url());
  });
  await page.goto('/');

  const first = (await page.evaluate(drawnIcons('body'))) as Icon[];
  expect(first.length).toBeGreaterThan(5);
  for (const icon of first) {
    expect(icon.href, 'an icon names its symbol in our own sprite').toMatch(/^\/assets\/icons-[\w-]+\.svg#[a-z0-9-]+$/);
  }
  await expect.poll(async () => undrawn(await page.evaluate(drawnIcons('body')))).toEqual([]);
  // However many icons the page shows, the sprite is one file, fetched once, from our own origin.
  expect(new Set(first.map((icon) => icon.href.split('#')[0])).size).toBe(1);
  expect(sprites).toHaveLength(1);
  expect(sprites[0]?.startsWith(`${baseURL}/assets/`)).toBe(true);
  const headers = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
  }, sprites[0] as string);
  expect(headers.type).toBe('image/svg+xml');
  expect(headers.cache).toContain('immutable');

  // Icons the browser renders itself (a page reached by a link) draw from the same file.
  await page.goto('/products');
  await page
    .getByRole('link', { name: /Brandywine Heirloom Tomato Seeds/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brandywine Heirloom Tomato Seeds' })).toBeVisible();
  expect(((await page.evaluate(drawnIcons('main'))) as Icon[]).length).toBeGreaterThan(2);
  await expect.poll(async () => undrawn(await page.evaluate(drawnIcons('main')))).toEqual([]);
});
