import fs from 'node:fs/promises';
import path from 'node:path';
import { type RenderedMarkdown, renderMarkdown } from '~/features/content/content.server';
import type { SearchDocumentInput } from '~/features/search/documents.server';
import { type Recipe, SLUG_PATTERN } from './recipe-format';
import { parseRecipe } from './recipe-parser';
import { recipeSearchDocument } from './search-document';

/*
 * The recipes, read from content/recipes/*.md. They ship with the build and never change while
 * the process runs, so they are read and parsed once; a file that does not parse stops the
 * list with its file and line (the content test fails on it first).
 */

const recipesRoot = path.resolve(process.cwd(), 'content', 'recipes');

let loaded: Promise<Recipe[]> | null = null;

async function readRecipes(): Promise<Recipe[]> {
  const files = (await fs.readdir(recipesRoot).catch(() => [] as string[])).filter((file) => file.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => parseRecipe(`content/recipes/${file}`, await fs.readFile(path.join(recipesRoot, file), 'utf8'))),
  );
}

/** Every recipe, parsed (cached for the life of the process). */
export function listRecipes(): Promise<Recipe[]> {
  if (!loaded) {
    loaded = readRecipes();
    loaded.catch(() => {
      loaded = null;
    });
  }
  return loaded;
}

export async function findRecipe(slug: string): Promise<Recipe | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  return (await listRecipes()).find((recipe) => recipe.slug === slug) ?? null;
}

/** The recipe's markdown as sanitised HTML (content's one path), each piece rendered once and kept. */
export type RecipeHtml = { intro: string; steps: string[]; tips: string | null; grow: string | null };

export function renderRecipe(recipe: Recipe): RecipeHtml {
  // Sections sit under the page's own h2 headings: any heading a writer used moves below them.
  const under = (markdown: string): RenderedMarkdown => renderMarkdown(markdown, { headingOffset: 2, idPrefix: 'recipe-' });
  return {
    intro: under(recipe.intro).html,
    steps: recipe.steps.map((step) => under(step).html),
    tips: recipe.tips ? under(recipe.tips).html : null,
    grow: recipe.grow ? under(recipe.grow).html : null,
  };
}

/** One search document per recipe, for the site search's start-up sync of file content. */
export async function listRecipeSearchDocuments(): Promise<SearchDocumentInput[]> {
  return (await listRecipes()).map(recipeSearchDocument);
}
