import { findListedProductsByHandles, type ProductCard } from '~/features/catalog/catalog.server';
import { getContentDocument, listContentSlugs } from '~/features/content/content.server';
import { publishedPath } from '~/features/content/published-path';
import { findCourses } from '~/features/learning/courses.server';
import { productHandlesOf } from '~/features/recipes/recipe-format';
import { listRecipes } from '~/features/recipes/recipes.server';
import { pathTo } from '~/utils/routes/path-to';
import { topicWords } from './action-intents';

/*
 * What Verde AI's actions act on (issue 38), read where the pages read them: a guide's or a
 * recipe's products (their front matter and ingredient lines, today's catalogue for name, price
 * and stock), and the published beginner courses. Used both to propose and, again, to act, so a
 * confirmation always works on what the page says now.
 */

export type MaterialsPage = { path: string; title: string; products: ProductCard[] };

/** The products a guide or recipe at this address names, as the catalogue lists them now; null when it names none. */
export async function materialsOf(pagePath: string): Promise<MaterialsPage | null> {
  const recipe = /^\/recipes\/([a-z0-9-]+)$/.exec(pagePath);
  if (recipe) {
    const found = (await listRecipes()).find((candidate) => candidate.slug === recipe[1]);
    if (!found) return null;
    const products = await findListedProductsByHandles(productHandlesOf(found));
    return products.length > 0 ? { path: pagePath, title: found.title, products } : null;
  }
  const guide = /^\/([a-z0-9-]+)$/.exec(pagePath);
  if (!guide?.[1]) return null;
  const document = await getContentDocument('guides', guide[1]);
  if (!document || publishedPath('guides', document.slug) !== pagePath) return null;
  const products = await findListedProductsByHandles(document.related?.products ?? []);
  return products.length > 0 ? { path: pagePath, title: document.title, products } : null;
}

/** Words too common in titles to say which page is meant. */
const TITLE_NOISE = new Set(['guide', 'recipe', 'with', 'and', 'the', 'your', 'for']);

/**
 * The page whose materials are asked for: the guide or recipe the question names by its title,
 * else the first of the answer's sources that has any.
 */
export async function materialsPageFor(question: string, sourcePaths: readonly string[]): Promise<MaterialsPage | null> {
  const asked = new Set(topicWords(question));
  const candidates = [
    ...(await listContentSlugs('guides')).map(async (slug) => {
      const document = await getContentDocument('guides', slug);
      return document ? { path: publishedPath('guides', slug), title: document.title } : null;
    }),
    ...(await listRecipes()).map(async (recipe) => ({
      path: pathTo('/recipes/:slug', { slug: recipe.slug }),
      title: recipe.title,
    })),
  ];
  const named = (await Promise.all(candidates))
    .filter((page) => page !== null)
    .map((page) => {
      const words = topicWords(page.title).filter((word) => !TITLE_NOISE.has(word));
      const shared = words.filter((word) => asked.has(word)).length;
      return { ...page, share: words.length > 0 ? shared / words.length : 0 };
    })
    .filter((page) => page.share >= 0.5)
    .sort((a, b) => b.share - a.share);
  for (const page of [...named.map((page) => page.path), ...sourcePaths]) {
    const materials = await materialsOf(page);
    if (materials) return materials;
  }
  return null;
}

export type CourseOffer = { slug: string; title: string; priceCents: number; path: string };

/** Published beginner courses, those sharing most words with the question first (then the most followed), at most three. */
export async function beginnerCoursesFor(question: string): Promise<CourseOffer[]> {
  const { courses } = await findCourses({ level: 'beginner', page: 1, q: '' });
  const asked = new Set(topicWords(question));
  const shared = (text: string) => topicWords(text).filter((word) => asked.has(word)).length;
  return courses
    .map((course, order) => ({ course, order, score: shared(`${course.title} ${course.topic} ${course.summary}`) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 3)
    .map(({ course }) => ({
      slug: course.slug,
      title: course.title,
      priceCents: course.priceCents,
      path: pathTo('/courses/:slug', { slug: course.slug }),
    }));
}
