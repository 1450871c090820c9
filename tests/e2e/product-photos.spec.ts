import sharp from 'sharp';
import { expect, test } from './fixtures';

// The desktop and mobile projects share one demo database: every run works on a product it
// creates itself, with a handle no other run uses.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.use({ asAdmin: true });

/** A photo as a phone would send it: a JPEG with EXIF, stored sideways (orientation 6). */
async function phonePhoto(colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .withExif({ IFD0: { Artist: 'E2E camera' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

test('an admin uploads a photo with its alt text and the product page shows it as a responsive picture', async ({
  page,
  checkA11y,
}) => {
  // Each photo is processed in the request: a few seconds on a busy two-core machine.
  test.setTimeout(120_000);
  const id = unique();
  const handle = `e2e-photo-pots-${id}`;
  const name = `E2E photo pots ${id}`;
  const alt = `Three terracotta pots on a bench, ${id}`;

  await page.goto('/inventory/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Category').selectOption('tools');
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Price (USD)').fill('9.00');
  await page.getByLabel('Opening stock').fill('3');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText('No pictures yet.')).toBeVisible();

  // A file that is not an image is refused with its name, whatever it is called.
  await photos
    .getByLabel('Photo files')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello') });
  await photos.getByLabel('Description of notes.jpg (alt text)').fill('Not really a photo');
  await photos.getByRole('button', { name: 'Upload photos' }).click();
  await expect(photos.getByRole('alert')).toHaveText(
    '“notes.jpg” is not a picture we can read. Upload a JPEG, PNG, WebP or AVIF photo.',
  );

  // Two photos, each described; the first becomes the main picture.
  await photos.getByLabel('Photo files').setInputFiles([
    { name: 'pots.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto({ r: 190, g: 90, b: 50 }) },
    { name: 'bench.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto({ r: 90, g: 140, b: 70 }) },
  ]);
  await photos.getByLabel('Description of pots.jpg (alt text)').fill(alt);
  await photos.getByLabel('Description of bench.jpg (alt text)').fill('The potting bench');
  await photos.getByRole('button', { name: 'Upload photos' }).click();
  // (Its toast, "2 photos are added.", may come and go while a busy machine processes them.)
  await expect(photos.getByLabel('Description of picture 1 (alt text)')).toHaveValue(alt, { timeout: 60_000 });
  await expect(photos.getByLabel('Description of picture 2 (alt text)')).toHaveValue('The potting bench');
  // The upload form starts empty again for the next photos.
  await expect(photos.getByLabel('Description (alt text)', { exact: true })).toHaveValue('');

  // Reorder: the bench first, then back.
  await photos.getByRole('button', { name: 'Move picture 2 earlier' }).click();
  await expect(photos.getByLabel('Description of picture 1 (alt text)')).toHaveValue('The potting bench');
  await photos.getByRole('button', { name: 'Move picture 1 later' }).click();
  await expect(photos.getByLabel('Description of picture 1 (alt text)')).toHaveValue(alt);
  await checkA11y();

  await page.goto(`/product/${handle}`);
  const main = page.getByRole('img', { name: alt });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  // Upright: the sideways 1600 × 1200 photo is 1200 wide and 1600 tall once turned.
  await expect(main).toHaveAttribute('width', '1200');
  await expect(main).toHaveAttribute('height', '1600');
  const picture = page.locator('picture', { has: main });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-320\.avif 320w, .*-1200\.avif 1200w$/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-320\.webp 320w/);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('sizes', /.+/);
  await expect(main).toHaveAttribute('src', /^\/media\/products\/[0-9a-f]{24}-960\.jpg$/);
  // Chromium reads AVIF: the picture it shows is one of the AVIF variants, really loaded.
  await expect
    .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc))
    .toMatch(/\.avif$/);
  const served = await page.request.get(await main.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers()['content-type']).toBe('image/avif');
  // The shop's listing shows it too (newest tools first). As the first card it is the first
  // screen's largest picture: fetched at once and first; cards past the first row load lazily.
  await page.goto('/products?category=tools&sort=newest');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1);
  const cardPicture = card.getByRole('img', { name: alt });
  await expect(cardPicture).toHaveAttribute('fetchpriority', 'high');
  await expect(cardPicture).not.toHaveAttribute('loading', 'lazy');
  await page.goto('/products');
  const pictures = page.getByRole('list', { name: 'Products', exact: true }).getByRole('img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).not.toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(4)).toHaveAttribute('loading', 'lazy');
});
