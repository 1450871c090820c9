import { cachedSearchText } from '~/features/content/plain-text';
import type { Seo } from '~/features/seo/seo';

type PagePost = { number: number; status: string; html: string | null; authorName: string; createdAt: string };

/**
 * The thread's structured data with its posts' words: the opening post's text and each visible
 * reply as a Comment, made from the posts' HTML the page already carries. The loader writes the
 * rest (forum-thread-page.server.ts); writing the words there too sent them to the browser
 * twice, in the page's data beside the posts themselves.
 */
export function threadSeo({ seo, posts, page }: { seo: Seo; posts: readonly PagePost[]; page: number }): Seo {
  const textOf = (post: PagePost) => (post.status === 'visible' && post.html ? cachedSearchText(post.html) : '');
  const opening = posts.find((post) => post.number === 1);
  return {
    ...seo,
    jsonLd: seo.jsonLd?.map((item) => {
      if (item['@type'] !== 'DiscussionForumPosting') return item;
      const { '@context': context, '@type': type, headline, url, ...rest } = item;
      return {
        '@context': context,
        '@type': type,
        headline,
        text: (opening ? textOf(opening) : '').slice(0, 5000),
        url,
        ...rest,
        comment: posts
          .filter((post) => post.number > 1 && post.status === 'visible')
          .map((post) => ({
            '@type': 'Comment',
            text: textOf(post).slice(0, 2000),
            datePublished: post.createdAt,
            author: { '@type': 'Person', name: post.authorName },
            url: `${url}${page > 1 ? `?page=${page}` : ''}#post-${post.number}`,
          })),
      };
    }),
  };
}
