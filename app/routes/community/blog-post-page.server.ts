import type { SessionUser } from '~/features/accounts/guard.server';
import { BLOG_LIMITS } from '~/features/blog/blog.schema';
import { listCommentsForReader } from '~/features/blog/comments.server';
import { findPublishedPost, findRelatedPosts } from '~/features/blog/posts.server';
import { shareLinks } from '~/features/blog/share-links';
import { blogPostingJsonLd } from '~/features/blog/structured-data';
import { markdownToText, renderMarkdown } from '~/features/content/content.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { getSiteConfig } from '~/utils/site.server';

/** A title for the page's <title>: the post's own, cut at a word so " | site" still fits in 70 characters. */
function pageTitle(title: string): string {
  const max = BLOG_LIMITS.seoTitle.max;
  if (title.length <= max) return title;
  const cut = title.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).replace(/[\s,.:;–—-]+$/, '')}…`;
}

/** /blog/:slug: the post, its share links, related posts and the comments this reader may see. */
export async function loadBlogPostPage(request: Request, { slug, user }: { slug: string; user: SessionUser | null }) {
  const post = await findPublishedPost(slug);
  if (!post) throw await notFoundResponse(request);
  const site = getSiteConfig();
  const url = `${site.url}/blog/${post.slug}`;
  const [related, comments] = await Promise.all([
    findRelatedPosts({ postId: post.id, tags: post.tags }),
    listCommentsForReader({ postId: post.id, viewer: user }),
  ]);
  const { html } = renderMarkdown(post.bodyMd);
  const wordCount = markdownToText(post.bodyMd).split(/\s+/).filter(Boolean).length;
  const seo = await pageSeo(request, {
    path: `/blog/${post.slug}`,
    title: post.seoTitle || pageTitle(post.title),
    description: post.seoDescription || post.description,
    type: 'article',
    jsonLd: [
      blogPostingJsonLd({
        siteUrl: site.url,
        siteName: site.name,
        post: { ...post, image: post.coverImage ?? '/og-image.png' },
        wordCount,
      }),
    ],
  });
  const { bodyMd: _, seoTitle: __, seoDescription: ___, ...shown } = post;
  return {
    post: { ...shown, html },
    url,
    share: shareLinks({ url, title: post.title }),
    related,
    comments,
    viewer: user ? { id: user.id } : null,
    seo,
  };
}
