import { listFeedPosts } from '~/features/blog/posts.server';
import { listLatestPublicThreads } from '~/features/forum/threads.server';
import { findUpcomingClasses } from '~/features/learning/classes.server';
import { seasonOf } from '~/features/recipes/recipe-filters';
import { listRecipes } from '~/features/recipes/recipes.server';
import { pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';

/** How many of each the hub shows; each list links to the whole. */
export const HUB_ITEMS = 3;
/** Threads are one line each: more of them fit. */
export const FORUM_ITEMS = 5;

/**
 * /community: the latest forum threads, the latest posts, the next live classes and recipes of
 * the season (northern hemisphere, as /recipes). Three statements (threads, posts and classes,
 * side by side); the recipes
 * come from the files read once per process. A visitor's copy is shared by the page cache, so
 * nothing here depends on the person.
 */
export async function loadCommunityPage(request: Request) {
  const today = new Date();
  const season = seasonOf(today);
  const [threads, posts, classes, recipes, { t }] = await Promise.all([
    listLatestPublicThreads({ limit: FORUM_ITEMS }),
    listFeedPosts({ limit: HUB_ITEMS }),
    findUpcomingClasses({ limit: HUB_ITEMS }),
    listRecipes(),
    getRequestLanguage(request),
  ]);
  const seasonal = recipes
    .filter((recipe) => recipe.seasons.includes(season))
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title))
    .slice(0, HUB_ITEMS)
    .map((recipe) => ({
      slug: recipe.slug,
      title: recipe.title,
      description: recipe.description,
      image: recipe.image,
      totalMinutes: recipe.totalMinutes,
    }));
  const site = getSiteConfig();
  const items = [
    ...threads.map((thread) => ({ name: thread.title, url: `${site.url}${pathTo('/forum/t/:slug', { slug: thread.slug })}` })),
    ...posts.map((post) => ({ name: post.title, url: `${site.url}${pathTo('/blog/:slug', { slug: post.slug })}` })),
    ...classes.map((session) => ({
      name: session.title,
      url: `${site.url}${pathTo('/coaching/classes/:classId', { classId: session.id })}`,
    })),
    ...seasonal.map((recipe) => ({ name: recipe.title, url: `${site.url}${pathTo('/recipes/:slug', { slug: recipe.slug })}` })),
  ];
  const vars = { siteName: site.name };
  const seo = await pageSeo(request, {
    path: '/community',
    pageKey: 'community',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: t('pages.community.title', vars),
        description: t('pages.community.description', vars),
        url: `${site.url}/community`,
        ...(items.length > 0
          ? {
              mainEntity: {
                '@type': 'ItemList',
                itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, ...item })),
              },
            }
          : {}),
      },
    ],
  });
  return {
    threads,
    posts,
    classes: classes.map(({ startsAt, ...session }) => ({ ...session, startsAt: startsAt.toISOString() })),
    recipes: seasonal,
    season,
    seo,
  };
}

export type CommunityPageData = Awaited<ReturnType<typeof loadCommunityPage>>;
