import { findListedProductsByHandles } from '~/features/catalog/catalog.server';
import { type ContentDocument, requireContentDocument, toArticle } from '~/features/content/content.server';
import { findRecipeTitles } from '~/features/content/recipe-titles.server';
import { guideStructuredData } from '~/features/content/structured-data.server';
import { listGuideFaq } from '~/features/forum/guide-faq.server';
import { findUpcomingClassesOfCourses } from '~/features/learning/classes.server';
import { findPublishedCoursesBySlugs } from '~/features/learning/courses.server';
import { pageSeo } from '~/features/seo/seo.server';
import type { RoutePath } from '~/utils/route-table';
import { pathTo } from '~/utils/routes/path-to';

/** A link a guide offers beside its text: the name as it is today, and where it goes. */
export type RelatedLink = { name: string; href: string };
export type RelatedLinks = { products: RelatedLink[]; courses: RelatedLink[]; classes: RelatedLink[]; recipes: RelatedLink[] };

/**
 * What a guide's front matter links to, looked up now: a product by handle (its current name; an
 * unlisted or unknown one is left out), a published course by slug, the next live classes of
 * those courses, a recipe by its file. So a renamed product shows its new name and a withdrawn
 * one never leaves a broken link. It reads three domains, so it is composed here beside the guide routes, not inside one of them.
 */
export async function findRelatedLinks(
  related: ContentDocument['related'] = { products: [], courses: [], recipes: [] },
): Promise<RelatedLinks> {
  const [products, courses, classes, recipes] = await Promise.all([
    findListedProductsByHandles(related.products),
    findPublishedCoursesBySlugs(related.courses),
    findUpcomingClassesOfCourses(related.courses),
    findRecipeTitles(related.recipes),
  ]);
  return {
    products: products.map((product) => ({ name: product.name, href: pathTo('/product/:handle', { handle: product.handle }) })),
    courses: courses.map((course) => ({ name: course.title, href: pathTo('/courses/:slug', { slug: course.slug }) })),
    classes: classes.map((theClass) => ({
      name: theClass.title,
      href: pathTo('/coaching/classes/:classId', { classId: theClass.id }),
    })),
    // The recipes' pages come with their own routes (issue 36's recipes); the file is what says one exists.
    recipes: recipes.map((recipe) => ({ name: recipe.title, href: `/recipes/${encodeURIComponent(recipe.slug)}` })),
  };
}

/**
 * A guide's FAQ from the forum (decision 0097) and its structured data: the guide's Article and
 * HowTo, and FAQPage data for those questions when it has any (the forum owns the entries).
 */
export async function guideFaqAndData(document: ContentDocument) {
  const faq = await listGuideFaq({ guideSlug: document.slug });
  const jsonLd = guideStructuredData(
    document,
    faq.map((entry) => ({ question: entry.question, answer: entry.answerText })),
  );
  // The plain text is for the structured data only: the page shows the HTML.
  return { faq: faq.map(({ answerText: _text, ...entry }) => entry), jsonLd };
}

/** A guide page: its article, its links, its FAQ from the forum, and its title, description and structured data. */
export async function guidePage(request: Request, { slug, path }: { slug: string; path: RoutePath }) {
  const document = await requireContentDocument('guides', slug);
  const [related, { faq, jsonLd }] = await Promise.all([findRelatedLinks(document.related), guideFaqAndData(document)]);
  const seo = await pageSeo(request, { path, pageKey: slug, type: 'article', jsonLd });
  return { article: toArticle(document), related, faq, seo };
}
