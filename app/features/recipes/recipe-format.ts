/*
 * The recipe file format (content/recipes/<slug>.md, issue 36): the words a file may use and the
 * shape a parsed recipe takes. Pure and free of schemas, so the recipe page's servings scaler
 * and the filters share it with the server.
 */

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const MEALS = ['breakfast', 'lunch', 'dinner', 'side', 'snack', 'dessert', 'drink', 'preserve'] as const;
export type Meal = (typeof MEALS)[number];

export const DIETS = ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'nut-free'] as const;
export type Diet = (typeof DIETS)[number];

export const UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'clove',
  'bunch',
  'can',
  'pinch',
  'piece',
  'sprig',
  'handful',
  'cm',
] as const;
export type Unit = (typeof UNITS)[number];

/** How much: a single amount or a range ("2-3"), as numbers; `null` in an ingredient is "as much as you like". */
export type Quantity = { kind: 'amount'; value: number } | { kind: 'range'; from: number; to: number };

export type Ingredient = {
  quantity: Quantity | null;
  unit: Unit | null;
  item: string;
  note: string | null;
  /** A store product's handle, as the file names it; the page shows it only if the catalogue lists it. */
  productHandle: string | null;
};

export type IngredientGroup = { title: string | null; ingredients: Ingredient[] };

export type Recipe = {
  slug: string;
  title: string;
  description: string;
  seasons: Season[];
  meal: Meal;
  diets: Diet[];
  prepMinutes: number;
  cookMinutes: number;
  totalMinutes: number;
  servings: number;
  /** ISO dates (YYYY-MM-DD). */
  published: string;
  updated: string;
  image: { src: string; alt: string };
  /** Markdown. */
  intro: string;
  groups: IngredientGroup[];
  /** Markdown, one paragraph per step. */
  steps: string[];
  tips: string | null;
  grow: string | null;
};

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The page's title with " | " and the site's name (at most 15 characters by default) stays within 70. */
export const TITLE_MAX_LENGTH = 55;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
export const MAX_SERVINGS = 99;

export function isSeason(value: string): value is Season {
  return (SEASONS as readonly string[]).includes(value);
}
export function isMeal(value: string): value is Meal {
  return (MEALS as readonly string[]).includes(value);
}
export function isDiet(value: string): value is Diet {
  return (DIETS as readonly string[]).includes(value);
}
export function isUnit(value: string): value is Unit {
  return (UNITS as readonly string[]).includes(value);
}

/** Every product handle a recipe links, once each, in the order they first appear. */
export function productHandlesOf(recipe: Pick<Recipe, 'groups'>): string[] {
  const handles = recipe.groups.flatMap((group) =>
    group.ingredients.flatMap((item) => (item.productHandle ? [item.productHandle] : [])),
  );
  return [...new Set(handles)];
}
