import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '~/components/ui/pager';
import { useDelegatedLinks } from '~/components/ui/use-delegated-links';
import { MentionedPages } from '~/features/forum/components/mentioned-pages';
import { usePostForms } from '~/features/forum/components/post-forms';
import { ReplyForm, replyTextarea } from '~/features/forum/components/reply-form';
import { ThreadBadges } from '~/features/forum/components/thread-list';
import { ThreadPost } from '~/features/forum/components/thread-post';
import { ThreadModeratorTools, WatchButton } from '~/features/forum/components/thread-tools';
import { useThreadLive } from '~/features/forum/components/use-thread-live';
import { quoteReply } from '~/features/forum/quoting';
import type { LivePost } from '~/features/forum/thread-live-state';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadForumThreadPage } from './forum-thread-page.server';

type ForumThreadPageData = Awaited<ReturnType<typeof loadForumThreadPage>>;

/** A thread: its title and state, its posts (kept current while the page is open), and the reply box. */
export function ForumThreadPageView({ page }: { page: ForumThreadPageData }) {
  const { t } = useTranslation();
  const { thread, viewer } = page;
  const live = useThreadLive({
    threadId: thread.id,
    revision: thread.revision,
    thread: {
      isLocked: thread.isLocked,
      isPinned: thread.isPinned,
      acceptedPostId: thread.acceptedPostId,
      replyCount: thread.replyCount,
    },
    posts: page.posts,
    context: {
      isLastPage: page.page === page.pageCount,
      perPage: page.perPage,
      viewerId: viewer?.id ?? null,
      isModerator: Boolean(viewer?.isModerator),
    },
  });
  const postForms = usePostForms();
  const followLink = useDelegatedLinks();
  const [quotes, setQuotes] = useState<number | null>(null);
  const onQuote = useCallback(
    (post: LivePost) => {
      const box = replyTextarea();
      const source =
        page.posts.find((known) => known.id === post.id)?.bodyMd ??
        box?.closest('main')?.querySelector(`#post-${post.number} .prose-content`)?.textContent ??
        '';
      setQuotes(post.number);
      if (!box) return;
      box.value = `${quoteReply(post.authorName, source)}${box.value}`;
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    },
    [page.posts],
  );
  const threadPath = pathTo('/forum/t/:slug', { slug: thread.slug });
  const faqHref = pathTo('/forum/t/:slug/faq', { slug: thread.slug });
  const bodies = new Map(page.posts.map((post) => [post.id, post.bodyMd]));
  const editable = new Set(page.posts.filter((post) => post.canEdit).map((post) => post.id));
  const forms = {
    ...page.openForms,
    // The thread's own address on this page, with one post's form open (or none), scrolled to that post.
    hrefWith: (form: 'edit' | 'report' | null, number: number) => {
      const query = new URLSearchParams();
      if (page.page > 1) query.set('page', String(page.page));
      if (form) query.set(form, String(number));
      return `${threadPath}${query.size ? `?${query}` : ''}#post-${number}`;
    },
  };
  const liked = new Set(page.likedPostIds);
  const isLocked = live.thread.isLocked;
  const canAccept = thread.kind === 'question' && viewer !== null && (viewer.id === thread.authorId || viewer.isModerator);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <nav aria-label={t('forum.thread.breadcrumb')} className="text-sm">
        <Link to={pathTo('/forum')} className="font-semibold text-brand-800 underline">
          {t('pages.forum.title')}
        </Link>
        <span aria-hidden="true" className="mx-2 text-stone-400">
          /
        </span>
        <Link to={pathTo('/forum/c/:slug', { slug: thread.categorySlug })} className="font-semibold text-brand-800 underline">
          {thread.categoryName}
        </Link>
      </nav>
      <header className="mt-4">
        <h1 className="font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl" dir="auto">
          {thread.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <ThreadBadges thread={{ ...live.thread, kind: thread.kind }} />
          <span className="text-sm text-stone-600">{t('forum.list.replies', { count: live.thread.replyCount })}</span>
          {viewer && <WatchButton slug={thread.slug} isWatching={page.isWatching} />}
          <span className="text-sm text-stone-600" aria-live="off">
            {live.connection === 'live'
              ? t('forum.thread.live')
              : live.connection === 'offline'
                ? t('forum.thread.reconnecting')
                : ''}
          </span>
        </div>
        {thread.status === 'pending' && (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900">{t('forum.thread.held')}</p>
        )}
        {thread.status === 'hidden' && (
          <p className="mt-3 rounded-xl bg-stone-100 p-3 text-stone-800">{t('forum.thread.hiddenNote')}</p>
        )}
      </header>
      {viewer?.isModerator && (
        <ThreadModeratorTools
          threadId={thread.id}
          isLocked={isLocked}
          isPinned={live.thread.isPinned}
          categorySlug={thread.categorySlug}
          categories={page.categories}
        />
      )}
      <section aria-labelledby="posts-heading" className="mt-8">
        <h2 id="posts-heading" className="sr-only">
          {t('forum.thread.postsHeading')}
        </h2>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the posts' own links and forms take the keys; this follows their clicks and sends their button forms */}
        <ol className="grid gap-4" onClick={followLink} onSubmit={postForms.onSubmit}>
          {live.posts.map((post) => (
            <li key={post.id}>
              <ThreadPost
                slug={thread.slug}
                post={post}
                bodyMd={bodies.get(post.id) ?? null}
                isAccepted={live.thread.acceptedPostId === post.id}
                isLiked={liked.has(post.id)}
                sending={postForms.pending}
                can={{
                  viewerId: viewer?.id ?? null,
                  isModerator: Boolean(viewer?.isModerator),
                  canAccept,
                  isLocked,
                  canEdit: editable.has(post.id),
                  faqHref: viewer?.isAdmin && thread.kind === 'question' ? faqHref : null,
                }}
                forms={forms}
                onQuote={onQuote}
              />
            </li>
          ))}
        </ol>
        {postForms.answers}
        <p className="sr-only" aria-live="polite">
          {live.arrived > 0 ? t('forum.thread.arrived', { count: live.arrived }) : ''}
        </p>
        {live.newElsewhere > 0 && (
          <p className="mt-4 rounded-xl bg-brand-50 p-3 text-brand-900" aria-live="polite">
            <Link
              to={`${threadPath}?page=${page.pageCount + (page.page === page.pageCount ? 1 : 0)}`}
              className="font-semibold underline"
            >
              {t('forum.thread.newElsewhere', { count: live.newElsewhere })}
            </Link>
          </p>
        )}
        <Pager
          page={page.page}
          pageCount={page.pageCount}
          hrefFor={(number) => (number > 1 ? `${threadPath}?page=${number}` : threadPath)}
        />
      </section>
      <MentionedPages pages={page.mentioned} />
      {page.page === page.pageCount && (
        <ReplyForm
          slug={thread.slug}
          isSignedIn={viewer !== null}
          isLocked={isLocked && !viewer?.isModerator}
          ban={page.ban}
          isNewMember={page.trustLevel === 0 && !viewer?.isModerator}
          quotes={quotes}
          onClearQuote={() => setQuotes(null)}
        />
      )}
    </div>
  );
}
