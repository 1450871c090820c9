import { type Diet, isDiet, isMeal, isSeason, type Meal, type Recipe, type Season } from './recipe-format';

/*
 * The filters of /recipes (issue 36): read from the address (a GET form, so they work without
 * JavaScript), applied to the recipes, and written back for links. Pure.
 */

export const TIME_LIMITS = ['30', '60'] as const;
export type TimeLimit = (typeof TIME_LIMITS)[number];

export type RecipeFilters = {
  /** null: any season. */
  season: Season | null;
  meal: Meal | null;
  diet: Diet | null;
  /** Total minutes at most; null: any time. */
  time: TimeLimit | null;
};

/** The value a select sends for "any". */
export const ANY = 'any';

/**
 * The season of a date in the northern hemisphere, by meteorological seasons (March to May is
 * spring, June to August summer, September to November autumn, December to February winter).
 * The site's recipes are written for the northern hemisphere, so /recipes opens on this one.
 */
export function seasonOf(date: Date): Season {
  const month = date.getUTCMonth();
  if (month >= 2 && month <= 4) return 'spring';
  if (month >= 5 && month <= 7) return 'summer';
  if (month >= 8 && month <= 10) return 'autumn';
  return 'winter';
}

/**
 * The filters an address asks for. Without a `season` the current season is chosen (the list
 * opens on what is in season); `season=any` shows every season. Unknown values count as "any".
 */
export function readRecipeFilters(search: URLSearchParams, today: Date): RecipeFilters {
  const season = search.get('season');
  const meal = search.get('meal') ?? '';
  const diet = search.get('diet') ?? '';
  const time = search.get('time') ?? '';
  return {
    season: season === null || season === '' ? seasonOf(today) : isSeason(season) ? season : null,
    meal: isMeal(meal) ? meal : null,
    diet: isDiet(diet) ? diet : null,
    time: (TIME_LIMITS as readonly string[]).includes(time) ? (time as TimeLimit) : null,
  };
}

export function matchesFilters(recipe: Recipe, filters: RecipeFilters): boolean {
  if (filters.season && !recipe.seasons.includes(filters.season)) return false;
  if (filters.meal && recipe.meal !== filters.meal) return false;
  if (filters.diet && !recipe.diets.includes(filters.diet)) return false;
  if (filters.time && recipe.totalMinutes > Number(filters.time)) return false;
  return true;
}

/** The recipes that match, newest first, then by title. */
export function filterRecipes<T extends Recipe>(recipes: readonly T[], filters: RecipeFilters): T[] {
  return recipes
    .filter((recipe) => matchesFilters(recipe, filters))
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

/** Whether anything narrows the list beyond opening on the current season. */
export function isFiltered(filters: RecipeFilters, today: Date): boolean {
  return filters.season !== seasonOf(today) || filters.meal !== null || filters.diet !== null || filters.time !== null;
}

/** The address that shows every recipe: "clear filters". */
export const ALL_RECIPES_QUERY = `?season=${ANY}`;
