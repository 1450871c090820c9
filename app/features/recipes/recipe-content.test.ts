import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productHandlesOf } from './recipe-format';
import { parseRecipe } from './recipe-parser';

/*
 * Every file in content/recipes through the parser, so a bad file fails CI with its file and
 * line; and what the parser cannot see: its picture and the products it links.
 */

const RECIPES = 'content/recipes';
const files = fs.existsSync(RECIPES)
  ? fs
      .readdirSync(RECIPES)
      .filter((file) => file.endsWith('.md'))
      .sort()
  : [];
const productHandles = new Set(
  fs
    .readdirSync('content/products')
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -3)),
);

describe('content/recipes', () => {
  it('has recipes', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files)
    describe(file, () => {
      const source = fs.readFileSync(path.join(RECIPES, file), 'utf8');

      it('parses, links only products the store has, and has its own picture', () => {
        const recipe = parseRecipe(`${RECIPES}/${file}`, source);
        const unknown = productHandlesOf(recipe).filter((handle) => !productHandles.has(handle));
        expect(unknown, `${file} links products that content/products does not have`).toEqual([]);
        expect(recipe.image.src, 'the picture is named after the recipe').toBe(`/images/recipes/${recipe.slug}.svg`);

        const picture = path.join('public', recipe.image.src);
        expect(fs.existsSync(picture), `${picture} is missing`).toBe(true);
        const svg = fs.readFileSync(picture, 'utf8');
        expect(Buffer.byteLength(svg), `${picture} is over 8 KB`).toBeLessThanOrEqual(8 * 1024);
        expect(svg).toMatch(/<svg[^>]*viewBox="0 0 1200 800"/);
        // Shapes only: no text, fonts, pictures or anything fetched from elsewhere.
        expect(svg).not.toMatch(/<(text|image|foreignObject|script|style|use)\b|@font-face|href=|url\(/i);
      });
    });
});
