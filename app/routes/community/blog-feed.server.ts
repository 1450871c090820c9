import { entryId, renderAtomFeed } from '~/features/blog/atom-feed';
import { listFeedPosts } from '~/features/blog/posts.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { getSiteConfig } from '~/utils/site.server';

/** The newest twenty posts as Atom; readers poll it, so it may be cached for five minutes. */
export async function blogFeedResponse(request: Request) {
  const site = getSiteConfig();
  const [posts, { t }] = await Promise.all([listFeedPosts(), getRequestLanguage(request)]);
  const xml = renderAtomFeed({
    title: t('blog.feedTitle', { siteName: site.name }),
    subtitle: t('pages.blog.description', { siteName: site.name }),
    feedUrl: `${site.url}/blog/feed.xml`,
    siteUrl: `${site.url}/blog`,
    fallbackUpdated: new Date('2026-01-01T00:00:00Z'),
    entries: posts.map((post) => ({
      id: entryId(site.url, post.id, post.publishedAt),
      title: post.title,
      url: `${site.url}/blog/${post.slug}`,
      summary: post.description,
      author: post.byline,
      tags: post.tags,
      published: post.publishedAt,
      updated: new Date(Math.max(post.contentUpdatedAt.getTime(), post.publishedAt.getTime())),
    })),
  });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
