import { listPublishedPostPaths } from '~/features/blog/posts.server';
import { listOpenRolePaths } from '~/features/careers/roles.server';
import { listProductHandles } from '~/features/catalog/catalog.server';
import { getContentDocument, listContentSlugs } from '~/features/content/content.server';
import { publishedPath } from '~/features/content/published-path';
import { listPublicForumPaths } from '~/features/forum/threads.server';
import { listCourseSlugs } from '~/features/learning/courses.server';
import { listRecipes } from '~/features/recipes/recipes.server';
import type { SitemapEntry } from '~/features/seo/sitemap.server';
import { ROUTE_TABLE, type RoutePath } from '~/utils/route-table';
import { pathTo } from '~/utils/routes/path-to';

/** Public paths that are not pages worth indexing: results, one-off steps, machinery. */
const NOT_IN_SITEMAP = new Set<RoutePath>([
  '/payment/success',
  '/payment/error',
  '/checkout/success',
  '/checkout/cancel',
  '/donate/success',
  '/instructor/pay/success',
  '/instructor/pay/cancel',
  '/instructor/verification',
  '/auth/reset',
  '/auth/verify',
  '/admin/setup',
  '/search',
  '/dev/mailbox',
  '/newsletter',
  '/robots.txt',
  '/sitemap.xml',
  '/season-planner.ics',
  '/blog/feed.xml',
]);

/**
 * Every address sitemap.xml lists, gathered from the features that own them: the public pages
 * of the route table (with the date their markdown was updated, where they have one) and each
 * listed product, published course, recipe, post, open role, public forum category and thread. A page is listed at its path, never at an alias: its
 * canonical URL is the path. It composes several features, so it lives beside its route rather than in seo.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const lastmod = new Map<string, string>();
  for (const collection of ['pages', 'guides'] as const) {
    for (const slug of await listContentSlugs(collection)) {
      const document = await getContentDocument(collection, slug);
      if (document?.updated) lastmod.set(publishedPath(collection, slug), document.updated);
    }
  }
  const pages = ROUTE_TABLE.filter(
    ({ path, access }) => access === 'public' && !path.includes(':') && !path.startsWith('/api/') && !NOT_IN_SITEMAP.has(path),
  ).map(({ path }) => ({ path, lastmod: lastmod.get(path) }));
  const productPages = (await listProductHandles()).map((product) => ({
    path: pathTo('/product/:handle', { handle: product.handle }),
    lastmod: product.updatedAt.toISOString().slice(0, 10),
  }));
  // Every course is /courses/:slug (the pumpkin courses' own addresses are its aliases); a listed page is not listed twice.
  const listed = new Set<string>(pages.map((page) => page.path));
  const coursePages = (await listCourseSlugs())
    .map((course) => ({
      path: pathTo('/courses/:slug', { slug: course.slug }),
      lastmod: course.updatedAt.toISOString().slice(0, 10),
    }))
    .filter((course) => !listed.has(course.path));
  const recipePages = (await listRecipes()).map((recipe) => ({
    path: pathTo('/recipes/:slug', { slug: recipe.slug }),
    lastmod: recipe.updated,
  }));
  const postPages = (await listPublishedPostPaths()).map((post) => ({
    path: pathTo('/blog/:slug', { slug: post.slug }),
    lastmod: post.contentUpdatedAt.toISOString().slice(0, 10),
  }));
  const rolePages = (await listOpenRolePaths()).map((role) => ({
    path: pathTo('/careers/:slug', { slug: role.slug }),
    lastmod: role.updatedAt.toISOString().slice(0, 10),
  }));
  const forum = await listPublicForumPaths();
  const forumPages = [
    ...forum.categories.map((category) => ({ path: pathTo('/forum/c/:slug', { slug: category.slug }), lastmod: undefined })),
    ...forum.threads.map((thread) => ({
      path: pathTo('/forum/t/:slug', { slug: thread.slug }),
      lastmod: thread.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  return [...pages, ...productPages, ...coursePages, ...recipePages, ...postPages, ...rolePages, ...forumPages];
}
