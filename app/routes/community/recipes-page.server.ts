import { filterRecipes, isFiltered, readRecipeFilters, seasonOf } from '~/features/recipes/recipe-filters';
import { listRecipes } from '~/features/recipes/recipes.server';
import { pageSeo } from '~/features/seo/seo.server';

/**
 * /recipes: the recipes that match the address's filters (a GET form), as cards. Without a
 * season in the address the list opens on today's season in the northern hemisphere.
 */
export async function loadRecipesPage(request: Request) {
  const today = new Date();
  const filters = readRecipeFilters(new URL(request.url).searchParams, today);
  const [recipes, seo] = await Promise.all([listRecipes(), pageSeo(request, { path: '/recipes', pageKey: 'recipes' })]);
  const cards = filterRecipes(recipes, filters).map((recipe) => ({
    slug: recipe.slug,
    title: recipe.title,
    description: recipe.description,
    image: recipe.image,
    totalMinutes: recipe.totalMinutes,
    seasons: recipe.seasons,
    diets: recipe.diets,
    meal: recipe.meal,
  }));
  return { cards, filters, currentSeason: seasonOf(today), isFiltered: isFiltered(filters, today), seo };
}

export type RecipesPageData = Awaited<ReturnType<typeof loadRecipesPage>>;
