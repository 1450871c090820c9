import { formatQuantity, isSingular, scaleQuantity } from './quantity';
import type { Ingredient, Recipe, Unit } from './recipe-format';

/*
 * A recipe as plain English text, for what is read by machines in the content's own language:
 * the Recipe structured data (`recipeIngredient`) and the site search's document. The page
 * itself writes units through the translator.
 */

const UNIT_WORDS: Record<Unit, [string, string]> = {
  g: ['g', 'g'],
  kg: ['kg', 'kg'],
  ml: ['ml', 'ml'],
  l: ['l', 'l'],
  tsp: ['tsp', 'tsp'],
  tbsp: ['tbsp', 'tbsp'],
  cup: ['cup', 'cups'],
  clove: ['clove', 'cloves'],
  bunch: ['bunch', 'bunches'],
  can: ['can', 'cans'],
  pinch: ['pinch', 'pinches'],
  piece: ['piece', 'pieces'],
  sprig: ['sprig', 'sprigs'],
  handful: ['handful', 'handfuls'],
  cm: ['cm', 'cm'],
};

/** "1 kg winter squash (butternut or kabocha), peeled, seeded, cut into 2 cm cubes" at `factor` times the recipe. */
export function ingredientText(ingredient: Ingredient, factor = 1): string {
  const quantity = ingredient.quantity ? scaleQuantity(ingredient.quantity, factor) : null;
  const unit = ingredient.unit && quantity ? UNIT_WORDS[ingredient.unit][isSingular(quantity) ? 0 : 1] : null;
  const amount = [quantity ? formatQuantity(quantity) : null, unit].filter(Boolean).join(' ');
  const text = [amount, ingredient.item].filter(Boolean).join(' ');
  return ingredient.note ? `${text}, ${ingredient.note}` : text;
}

/** Markdown written as plain text: links as their words, no emphasis marks or list bullets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function allIngredients(recipe: Pick<Recipe, 'groups'>): Ingredient[] {
  return recipe.groups.flatMap((group) => group.ingredients);
}

/** An ISO 8601 duration: PT20M, PT1H5M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (minutes === 0) return 'PT0M';
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 ? `${rest}M` : ''}`;
}
