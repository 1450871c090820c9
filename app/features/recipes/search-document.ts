import type { SearchDocumentInput } from '~/features/search/documents.server';
import type { Recipe } from './recipe-format';
import { allIngredients, ingredientText, plainText } from './recipe-text';

/** A recipe as the site search's document: its words, ingredients and steps as plain text. */
export function recipeSearchDocument(recipe: Recipe): SearchDocumentInput {
  const ingredients = allIngredients(recipe);
  return {
    kind: 'recipe',
    sourceId: recipe.slug,
    language: 'en',
    title: recipe.title,
    summary: recipe.description,
    body: [plainText(recipe.intro), ...ingredients.map((item) => ingredientText(item)), ...recipe.steps.map(plainText)].join(
      '\n',
    ),
    keywords: [...new Set([...recipe.seasons, recipe.meal, ...recipe.diets, ...ingredients.map((item) => item.item)])],
    path: `/recipes/${recipe.slug}`,
    image: recipe.image,
    publishedAt: new Date(`${recipe.published}T00:00:00Z`),
  };
}
