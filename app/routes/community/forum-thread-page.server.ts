import { redirect } from 'react-router';
import { readPage } from '~/components/ui/data-table-params';
import type { SessionUser } from '~/features/accounts/guard.server';
import { cachedSearchText } from '~/features/content/plain-text';
import { linkedPaths } from '~/features/forum/linked-pages';
import { listCategoryChoices } from '~/features/forum/moderation.server';
import { findThread, listThreadPosts, pageOfPost } from '~/features/forum/threads.server';
import { findDocumentsByPaths } from '~/features/search/documents-by-path.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import { loadForumViewer } from './forum-viewer.server';

/**
 * /forum/t/:slug: a thread, a page of its posts (`?page=2`, or `?post=12` for the page that holds
 * post 12), and what this viewer may do there.
 */
export async function loadForumThreadPage(request: Request, { user, slug }: { user: SessionUser | null; slug: string }) {
  const params = new URL(request.url).searchParams;
  const { viewer, standing, toolbar } = await loadForumViewer(user);
  const thread = await findThread({ slug, viewer });
  if (!thread) throw await notFoundResponse(request);
  const path = pathTo('/forum/t/:slug', { slug });
  const postParam = params.get('post');
  if (postParam && /^\d{1,6}$/.test(postParam)) {
    const page = await pageOfPost({ threadId: thread.id, viewer, number: Number(postParam) });
    throw redirect(`${path}${page > 1 ? `?page=${page}` : ''}#post-${postParam}`);
  }
  const page = readPage(params);
  const formNumber = (name: string) => {
    const value = params.get(name);
    return value && /^\d{1,6}$/.test(value) ? Number(value) : null;
  };
  const openForms = { edit: viewer ? formNumber('edit') : null, report: viewer ? formNumber('report') : null };
  const [list, categories] = await Promise.all([
    listThreadPosts({ thread, viewer, page, editing: openForms.edit }),
    viewer?.isModerator ? listCategoryChoices() : Promise.resolve([]),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / list.perPage));
  if (page > pageCount) throw await notFoundResponse(request);
  // The products, courses, guides and recipes this page's posts link to, by their current names.
  const mentioned = await findDocumentsByPaths(
    linkedPaths(list.posts.flatMap((post) => (post.status === 'visible' && post.html ? [post.html] : []))),
  );
  const site = getSiteConfig();
  const opening = list.posts.find((post) => post.number === 1);
  const openingText = opening?.status === 'visible' && opening.html ? cachedSearchText(opening.html) : '';
  // The posts' words reach the structured data in `meta` (forum-thread-seo.ts), from the posts'
  // HTML this page sends anyway: written here as well, they went to the browser twice.
  const seo = await pageSeo(request, {
    path: page > 1 ? `${path}?page=${page}` : path,
    title: thread.title.length > 52 ? `${thread.title.slice(0, 51).trimEnd()}…` : thread.title,
    description: openingText || thread.title,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline: thread.title,
        url: `${site.url}${path}`,
        datePublished: thread.createdAt.toISOString(),
        dateModified: thread.updatedAt.toISOString(),
        author: { '@type': 'Person', name: thread.authorName },
        isPartOf: {
          '@type': 'WebPage',
          name: thread.categoryName,
          url: `${site.url}${pathTo('/forum/c/:slug', { slug: thread.categorySlug })}`,
        },
        interactionStatistic: [
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/CommentAction',
            userInteractionCount: thread.replyCount,
          },
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/LikeAction',
            userInteractionCount: opening?.likeCount ?? 0,
          },
        ],
      },
    ],
  });
  const isBanned = Boolean(standing?.bannedUntil && standing.bannedUntil.getTime() > Date.now());
  return {
    thread: {
      id: thread.id,
      slug: thread.slug,
      title: thread.title,
      kind: thread.kind,
      status: thread.status,
      authorId: thread.authorId,
      authorName: thread.authorName,
      isPinned: thread.isPinned,
      isLocked: thread.isLocked,
      acceptedPostId: thread.acceptedPostId,
      replyCount: thread.replyCount,
      revision: thread.revision,
      createdAt: thread.createdAt,
      categorySlug: thread.categorySlug,
      categoryName: thread.categoryName,
    },
    posts: list.posts,
    likedPostIds: list.likedPostIds,
    isWatching: list.isWatching,
    page,
    pageCount,
    perPage: list.perPage,
    viewer: viewer ? { id: viewer.id, isModerator: viewer.isModerator, isAdmin: viewer.role === 'admin' } : null,
    ban: isBanned && standing ? { until: standing.bannedUntil as Date, reason: standing.banReason ?? '' } : null,
    trustLevel: standing?.trustLevel ?? 0,
    categories,
    mentioned,
    openForms,
    toolbar,
    seo,
  };
}
