import type { Diet, Recipe } from './recipe-format';
import { allIngredients, ingredientText, isoDuration, plainText } from './recipe-text';

/** The diets schema.org names (RestrictedDiet); dairy-free and nut-free have no member there. */
const SCHEMA_DIETS: Partial<Record<Diet, string>> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

const CATEGORIES: Record<Recipe['meal'], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  side: 'Side dish',
  snack: 'Snack',
  dessert: 'Dessert',
  drink: 'Drink',
  preserve: 'Preserve',
};

type Site = { name: string; url: string };

/** schema.org Recipe for a recipe page, at the recipe's own servings; the author is the site's organisation. */
export function recipeJsonLd(recipe: Recipe, site: Site): Record<string, unknown> {
  const url = `${site.url}/recipes/${recipe.slug}`;
  const diets = recipe.diets.flatMap((diet) => (SCHEMA_DIETS[diet] ? [SCHEMA_DIETS[diet]] : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    url,
    mainEntityOfPage: url,
    image: [`${site.url}${recipe.image.src}`],
    datePublished: recipe.published,
    dateModified: recipe.updated,
    author: { '@type': 'Organization', name: site.name, url: site.url },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(recipe.totalMinutes),
    recipeYield: [String(recipe.servings), `${recipe.servings} servings`],
    recipeCategory: CATEGORIES[recipe.meal],
    keywords: [...recipe.seasons, ...recipe.diets].join(', '),
    ...(diets.length > 0 ? { suitableForDiet: diets.length === 1 ? diets[0] : diets } : {}),
    recipeIngredient: allIngredients(recipe).map((ingredient) => ingredientText(ingredient)),
    recipeInstructions: recipe.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text: plainText(step),
      url: `${url}#step-${index + 1}`,
    })),
    inLanguage: 'en',
  };
}
