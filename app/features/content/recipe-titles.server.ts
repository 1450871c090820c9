import fs from 'node:fs/promises';
import path from 'node:path';
import { parseFrontMatter } from './content.server';

const recipesRoot = path.resolve(process.cwd(), 'content', 'recipes');
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Recipes by slug with their titles, in the order asked for (a guide's related recipes): a
 * recipe is content/recipes/<slug>.md, served at /recipes/<slug>. One whose file is missing (or
 * the whole folder, before the recipes exist) is left out, so a guide never links to nothing.
 */
export async function findRecipeTitles(slugs: readonly string[]): Promise<Array<{ slug: string; title: string }>> {
  const found = await Promise.all(
    slugs
      .filter((slug) => SLUG_PATTERN.test(slug))
      .map(async (slug) => {
        try {
          const source = await fs.readFile(path.join(recipesRoot, `${slug}.md`), 'utf8');
          const title = parseFrontMatter(source).data.title?.trim();
          return title ? { slug, title } : null;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        }
      }),
  );
  return found.filter((recipe): recipe is { slug: string; title: string } => recipe !== null);
}
