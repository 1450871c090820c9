import { readPage } from '~/components/ui/data-table-params';
import { listPublishedPosts, listPublishedTags } from '~/features/blog/posts.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { getSiteConfig } from '~/utils/site.server';

const TAG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /blog: a page of published posts, newest first, optionally those with a tag (`?tag=soil`, `?page=2`). */
export async function loadBlogPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  const rawTag = params.get('tag');
  const tag = rawTag && TAG_SHAPE.test(rawTag) && rawTag.length <= 40 ? rawTag : null;
  const [{ posts, pageCount, total }, tags, { t }] = await Promise.all([
    listPublishedPosts({ page, tag }),
    listPublishedTags(),
    getRequestLanguage(request),
  ]);
  // A page past the end, or a tag no post has, is not a page of the blog.
  if ((page > pageCount || (rawTag !== null && total === 0)) && (page > 1 || rawTag !== null))
    throw await notFoundResponse(request);
  const site = getSiteConfig();
  const seo = await pageSeo(request, {
    // Query strings are never canonical (seo.server.ts): a tag's list and later pages point at /blog.
    path: '/blog',
    ...(tag
      ? { title: t('blog.tagTitle', { tag }), description: t('blog.tagDescription', { tag, siteName: site.name }) }
      : { pageKey: 'blog' }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: t('blog.feedTitle', { siteName: site.name }),
        url: `${site.url}/blog`,
        blogPost: posts.map((post) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          url: `${site.url}/blog/${post.slug}`,
          datePublished: post.publishedAt.toISOString(),
          dateModified: post.contentUpdatedAt.toISOString(),
          author: { '@type': 'Person', name: post.byline },
        })),
      },
    ],
  });
  return { posts, page, pageCount, tag, tags, seo };
}
