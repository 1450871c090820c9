import type { Recipe } from './recipe-format';
import { allIngredients, ingredientText, plainText } from './recipe-text';

// TODO(search): import SearchKind and SearchDocumentInput from ~/features/search/documents.server once main has it.
export type SearchKind = 'product' | 'course' | 'class' | 'guide' | 'page' | 'post' | 'recipe' | 'thread';
export type SearchDocumentInput = {
  kind: SearchKind;
  sourceId: string;
  language?: string;
  title: string;
  summary: string;
  body: string;
  keywords?: string[];
  path: string;
  image?: { src: string; alt: string } | null;
  publishedAt?: Date | null;
};

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
