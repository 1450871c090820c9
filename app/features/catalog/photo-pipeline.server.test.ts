import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from './photo-pipeline.server';
import { writePhotoFiles } from './photo-store.server';
import { fallbackWidth, PHOTO_LIMITS, photoFileNames, variantWidths } from './product-photos';

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/** Left half red, right half blue: which way is up survives any re-encoding. */
async function twoColours(width: number, height: number) {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: RED } }).composite([{ input: half, left: width / 2, top: 0 }]);
}

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

const isRed = (colour: { r: number; b: number }) => colour.r > 150 && colour.b < 100;
const isBlue = (colour: { r: number; b: number }) => colour.b > 150 && colour.r < 100;

describe('processPhoto', () => {
  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    // Stored 800 × 600 with orientation 6: a camera held upright, to be shown turned a quarter clockwise.
    const input = await (await twoColours(800, 600))
      .withExif({ IFD0: { Artist: 'Jane Gardener', Copyright: 'Serial 12345' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const result = await processPhoto(input);
    if (!result.ok) throw new Error(result.error);
    const { photo, files, src } = result.value;
    // Upright: portrait, 600 wide and 800 tall.
    expect(photo).toMatchObject({ width: 600, height: 800, widths: [320, 600] });
    expect(src).toBe(`/media/products/${photo.id}-600.jpg`);
    for (const file of files) {
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.orientation, file.name).toBeUndefined();
      expect(metadata.exif, file.name).toBeUndefined();
      expect(metadata.xmp, file.name).toBeUndefined();
      expect(file.bytes.includes('Jane Gardener'), file.name).toBe(false);
      expect(metadata.height, file.name).toBeGreaterThan(metadata.width ?? 0);
    }
    // The left half (red) is on top once turned a quarter clockwise, the right half (blue) below.
    const jpeg = files.find((file) => file.name.endsWith('.jpg'));
    if (!jpeg) throw new Error('no fallback JPEG');
    expect(isRed(await pixel(jpeg.bytes, 300, 100))).toBe(true);
    expect(isBlue(await pixel(jpeg.bytes, 300, 700))).toBe(true);
  });

  it('makes AVIF and WebP in each width and one JPEG, named by content', async () => {
    const input = await (await twoColours(2000, 1500)).jpeg({ quality: 90 }).toBuffer();
    const result = await processPhoto(input);
    if (!result.ok) throw new Error(result.error);
    const { photo, files } = result.value;
    expect(photo).toMatchObject({ width: 1280, height: 960, widths: [320, 640, 960, 1280] });
    expect(photo.id).toMatch(/^[0-9a-f]{24}$/);
    expect(files.map((file) => file.name).sort()).toEqual(photoFileNames(photo).sort());
    expect(files).toHaveLength(9);
    for (const file of files) {
      const [, width, extension] = /-(\d+)\.(\w+)$/.exec(file.name) ?? [];
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.width, file.name).toBe(Number(width));
      expect(metadata.height, file.name).toBe(Math.round((Number(width) * 3) / 4));
      expect(metadata.format, file.name).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[extension ?? '']);
      if (extension === 'avif') expect(metadata.compression).toBe('av1');
    }
    // The same upload gives the same names; another gives others.
    const again = await processPhoto(input);
    expect(again.ok && again.value.photo.id).toBe(photo.id);
    const other = await processPhoto(await (await twoColours(2000, 1500)).jpeg({ quality: 70 }).toBuffer());
    expect(other.ok && other.value.photo.id).not.toBe(photo.id);
  });

  it('accepts PNG (with transparency), WebP and AVIF', async () => {
    const transparent = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const webp = await (await twoColours(400, 400)).webp().toBuffer();
    const avif = await (await twoColours(400, 400)).avif().toBuffer();
    for (const input of [transparent, webp, avif]) {
      const result = await processPhoto(input);
      expect(result.ok).toBe(true);
    }
  });

  it('refuses what is not an image, whatever it is called', async () => {
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await processPhoto(text)).toEqual({ ok: false, error: 'inventory.photos.errors.notImage' });
    // A JPEG cut short: its header is an image's, its body is not.
    const jpeg = await (await twoColours(800, 600)).jpeg().toBuffer();
    expect(await processPhoto(jpeg.subarray(0, 400))).toEqual({ ok: false, error: 'inventory.photos.errors.notImage' });
  });

  it('refuses image formats it does not take: SVG (scripts), GIF, TIFF', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
    );
    const gif = await (await twoColours(400, 400)).gif().toBuffer();
    const tiff = await (await twoColours(400, 400)).tiff().toBuffer();
    for (const input of [svg, gif, tiff])
      expect(await processPhoto(input)).toEqual({ ok: false, error: 'inventory.photos.errors.format' });
  });

  it('tells a HEIC photo from a broken file', async () => {
    // The start of an iPhone photo: an ftyp box with the heic brand.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(await processPhoto(heic)).toEqual({ ok: false, error: 'inventory.photos.errors.heic' });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = new Uint8Array(PHOTO_LIMITS.maxFileBytes + 1);
    expect(await processPhoto(big)).toEqual({ ok: false, error: 'inventory.photos.errors.fileTooLarge' });
  });

  it('refuses a decompression bomb by its declared size, before decoding it', async () => {
    // A real 1 × 1 PNG whose header then claims 20,000 × 20,000 pixels (400 megapixels).
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)) >>> 0, 29);
    expect(await processPhoto(bomb)).toEqual({ ok: false, error: 'inventory.photos.errors.tooManyPixels' });
  });

  it('refuses a picture too small to show', async () => {
    const tiny = await (await twoColours(300, 100)).jpeg().toBuffer();
    expect(await processPhoto(tiny)).toEqual({ ok: false, error: 'inventory.photos.errors.tooSmall' });
  });
});

describe('variant widths', () => {
  it('never enlarges, and keeps the photo’s own width as the largest', () => {
    expect(variantWidths(4032)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(250)).toEqual([250]);
    expect(fallbackWidth([320, 640, 960, 1280])).toBe(960);
    expect(fallbackWidth([320, 600])).toBe(600);
    expect(fallbackWidth([1280])).toBe(1280);
  });
});

describe('writePhotoFiles', () => {
  it('writes each file whole under its name, leaving no temporary files', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'photos-'));
    try {
      await writePhotoFiles(
        [
          { name: 'a-320.webp', bytes: Buffer.from('one') },
          { name: 'a-320.avif', bytes: Buffer.from('two') },
        ],
        path.join(directory, 'media'),
      );
      expect((await fs.readdir(path.join(directory, 'media'))).sort()).toEqual(['a-320.avif', 'a-320.webp']);
      expect(await fs.readFile(path.join(directory, 'media', 'a-320.avif'), 'utf8')).toBe('two');
    } finally {
      await fs.rm(directory, { recursive: true, force: true });
    }
  });
});
