import { expect, test } from './fixtures';

test('the first page’s scripts arrive in a few files, compressed with Brotli as built, like its stylesheet and icons (decisions 0064, 0065)', async ({
  page,
}) => {
  const assets: { path: string; encoding: string | null; bytes: number }[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/assets\/.+\.(js|css|svg)$/.test(pathname)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    assets.push({ path: pathname, encoding: await response.headerValue('content-encoding'), bytes: body.length });
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  const worthCompressing = assets.filter((asset) => asset.bytes >= 1024);
  expect(worthCompressing.some((asset) => asset.path.endsWith('.css'))).toBe(true);
  expect(worthCompressing.filter((asset) => asset.path.endsWith('.js')).length).toBeGreaterThan(5);
  expect(worthCompressing.filter((asset) => asset.encoding !== 'br').map((asset) => asset.path)).toEqual([]);

  // The shell's code is one file and the router another (decision 0065), so the first page needs
  // about ten requests for its scripts, not two dozen.
  const scripts = assets.filter((asset) => asset.path.endsWith('.js')).map((asset) => asset.path);
  expect(scripts.filter((file) => /^\/assets\/shell-[\w-]+\.js$/.test(file))).toHaveLength(1);
  expect(scripts.filter((file) => /^\/assets\/react-router-[\w-]+\.js$/.test(file))).toHaveLength(1);
  expect(scripts.length).toBeLessThanOrEqual(12);

  // The page works on what it was sent: a client-side navigation renders the next page.
  await page.getByRole('banner').getByRole('link', { name: 'Browse products', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
