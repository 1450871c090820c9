import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSprite, declaredIcons, lucideShapes, SPRITE_FILE } from './icon-sprite';

describe('the icon sprite', () => {
  it('holds exactly the icons icons.tsx declares, as lucide draws them (run `npx tsx scripts/icon-sprite.ts` if not)', async () => {
    const names = declaredIcons();
    expect(names.length).toBeGreaterThan(50);
    expect(fs.readFileSync(SPRITE_FILE, 'utf8')).toBe(await buildSprite(names));
  });

  it('declares each icon once', () => {
    const names = declaredIcons();
    expect(new Set(names).size).toBe(names.length);
  });

  it('writes each shape with its attributes and without React keys', async () => {
    const sprite = await buildSprite(['shopping-cart']);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">\n<symbol id="shopping-cart" viewBox="0 0 24 24">/);
    const shapes = await lucideShapes('shopping-cart');
    expect(sprite.match(/<(path|circle) /g)).toHaveLength(shapes.length);
    expect(sprite).toContain('<circle cx="18" cy="20" r="2"/>');
    expect(sprite).not.toContain('key=');
  });

  it('refuses a name lucide does not have', async () => {
    await expect(buildSprite(['no-such-icon'])).rejects.toThrow('lucide-react has no icon named "no-such-icon"');
  });
});
